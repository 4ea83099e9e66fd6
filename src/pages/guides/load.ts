import type { LoaderContext } from '../../routing/page-types';

// Stub: the loader is being written.
export async function loadGuide(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

// Stub: the loader is being written.
export async function loadSetupPcIndex(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

// Stub: the loader is being written.
export async function loadRoutersIndex(_ctx: LoaderContext): Promise<unknown> {
  return Promise.resolve({});
}

