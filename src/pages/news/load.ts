import type { LoaderContext } from '../../routing/page-types';

// Stub: the loader is being written.
export async function loadNews(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

// Stub: the loader is being written.
export async function loadNewsItem(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

