/**
 * Code loaded on demand: a chunk that did not arrive is waited for (tried again on `online`),
 * but a module that arrived and failed as it ran is a defect and is said at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWhenOnline } from '../../src/offline/import-when-online';

const network = () => new TypeError('Failed to fetch dynamically imported module: https://example.test/assets/x.js');

describe('importWhenOnline', () => {
  let onLine = true;
  beforeEach(() => {
    onLine = true;
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('navigator', {
      get onLine() {
        return onLine;
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tries a chunk that did not arrive again when the browser is back online', async () => {
    const importer = vi.fn().mockRejectedValueOnce(network()).mockResolvedValueOnce({ default: 'module' });
    const loading = importWhenOnline(importer);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ default: 'module' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('says at once, online, that a module failed as it ran', async () => {
    const importer = vi.fn().mockRejectedValue(new TypeError('schema is not a function'));
    await expect(importWhenOnline(importer)).rejects.toThrow('schema is not a function');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('waits offline whatever the error, since the network may be its cause', async () => {
    onLine = false;
    const importer = vi.fn().mockRejectedValueOnce(new Error('anything')).mockResolvedValueOnce({ default: 'module' });
    const loading = importWhenOnline(importer);
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
    onLine = true;
    window.dispatchEvent(new Event('online'));
    await expect(loading).resolves.toEqual({ default: 'module' });
  });
});
