/** GET /front_api/whoami through the product API client: whether the visitor is a client. */
import type { ProductApiConfig } from '../domain/product-api-config';
import { createProductApi } from './product-api';

/** False on any failure: the answer only decides whether the app banner shows. */
export async function fetchWhoami(config: ProductApiConfig | undefined, signal: AbortSignal): Promise<boolean> {
  // Checked by hand: a schema would load arktype on every phone's first page for one field.
  const answer = await createProductApi({ config }).get<{ is_client?: unknown } | null>('front_api/whoami', { signal });
  return answer.status === 'data' && answer.data?.is_client === true;
}
