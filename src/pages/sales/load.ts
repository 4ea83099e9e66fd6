import type { LoaderContext } from '../../routing/page-types';

// Stub: the loader is being written.
export async function loadSales(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

// Stub: the loader is being written.
export async function loadSale(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

