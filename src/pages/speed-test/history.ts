/** Results kept on the device (IndexedDB), newest first, readable offline. */
import { get, set } from 'idb-keyval';
import type { SpeedTestResult } from '../../domain/speedtest/protocol';

const key = 'speedtest-history';
export const historyLimit = 50;

export async function loadHistory(): Promise<SpeedTestResult[]> {
  return ((await get<SpeedTestResult[]>(key)) ?? []).slice(0, historyLimit);
}

/** Whether this device kept any result (read without React: history-wake.enhance.ts). */
export async function hasHistory(): Promise<boolean> {
  const list = await get<unknown>(key);
  return Array.isArray(list) && list.length > 0;
}

export async function addToHistory(result: SpeedTestResult): Promise<SpeedTestResult[]> {
  const list = [result, ...(await loadHistory())].slice(0, historyLimit);
  await set(key, list);
  return list;
}
