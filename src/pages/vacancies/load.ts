import type { LoaderContext } from '../../routing/page-types';

// Stub: the loader is being written.
export async function loadVacancies(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

// Stub: the loader is being written.
export async function loadVacancy(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

