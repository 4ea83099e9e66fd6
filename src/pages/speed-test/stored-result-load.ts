/** A stored speed-test result by its short id, read from the product API (never from a cache). */
import { createProductApi } from '../../data/product-api';
import { StoredSpeedTest, resultIdPattern } from '../../domain/speedtest/stored-result';
import { type LoaderContext, NotFoundError } from '../../routing/page-types';

export interface StoredResultData {
  stored: StoredSpeedTest;
}

export async function loadStoredResult({ params, signal, productApi }: LoaderContext): Promise<StoredResultData> {
  const id = params.id ?? '';
  if (!resultIdPattern.test(id)) throw new NotFoundError(`No stored result ${id}`);
  const answer = await createProductApi({ config: productApi }).get(`speedtest_results/${id}`, { signal, schema: StoredSpeedTest });
  if (answer.status === 'data') return { stored: answer.data };
  if (answer.status === 'not found') throw new NotFoundError(`No stored result ${id}`);
  if (answer.status === 'failed' && answer.code === 0 && answer.reason === 'aborted') throw new DOMException('Aborted', 'AbortError');
  // No answer at all: the router shows that the page needs the network.
  if (answer.status === 'failed' && answer.code === 0) throw new TypeError(`No answer for stored result ${id}`);
  throw new Error(`Stored result ${id}: ${answer.status}`);
}
