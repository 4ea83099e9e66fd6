/** GET /front_api/whoami through the product API client: whether the visitor is a client. */
import { type } from 'arktype';
import type { ProductApiConfig } from '../domain/product-api-config';
import { createProductApi } from './product-api';

const Whoami = type({ is_client: 'boolean' });

/** False on any failure: the answer only decides whether the app banner shows. */
export async function fetchWhoami(config: ProductApiConfig | undefined, signal: AbortSignal): Promise<boolean> {
  const answer = await createProductApi({ config }).get('front_api/whoami', { signal, schema: Whoami });
  return answer.status === 'data' && answer.data.is_client;
}
