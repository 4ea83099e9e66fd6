import type { LoaderContext } from '../../routing/page-types';

// Stub: the loader is being written.
export async function loadFaq(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

// Stub: the loader is being written.
export async function loadFaqCategory(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

