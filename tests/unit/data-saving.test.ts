/**
 * When the service worker spares the visitor's data (no offline set at install): the browser's
 * Save-Data setting, or a connection it rates 2g or slower. The e2e test drives the 2g case
 * through Chromium; Save-Data cannot be set for a service worker from a test, so it is here.
 */
import { describe, expect, it } from 'vitest';
import { dataSavingOn } from '../../src/offline/offline-meta';

describe('dataSavingOn', () => {
  it('is on with Save-Data, whatever the connection', () => {
    expect(dataSavingOn({ connection: { saveData: true, effectiveType: '4g' } })).toBe(true);
  });
  it('is on for 2g and slow-2g', () => {
    expect(dataSavingOn({ connection: { saveData: false, effectiveType: '2g' } })).toBe(true);
    expect(dataSavingOn({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
  });
  it('is off for 3g and 4g, and where the browser does not say', () => {
    expect(dataSavingOn({ connection: { saveData: false, effectiveType: '3g' } })).toBe(false);
    expect(dataSavingOn({ connection: { saveData: false, effectiveType: '4g' } })).toBe(false);
    expect(dataSavingOn({})).toBe(false);
  });
});
