/** Stores a result on the visitor's opt-in for its short id: loaded on demand with the schema it checks against. */
import { type } from 'arktype';
import { createProductApi } from '../../data/product-api';
import type { SpeedTestResult } from '../../domain/speedtest/protocol';
import { SpeedTestRecord, StoredSpeedTest, connectionTypes } from '../../domain/speedtest/stored-result';

/** The bounded record of a result: figures, server, time and the connection type the browser reports. */
export function recordOf(result: SpeedTestResult, loaded: number | null): SpeedTestRecord {
  const reported = (navigator as Navigator & { connection?: { type?: string } }).connection?.type;
  const connection = connectionTypes.find((c) => c === reported);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    download: round(result.download),
    upload: round(result.upload),
    ping: round(result.idle.median),
    jitter: round(result.idle.jitter),
    loaded: loaded === null ? null : round(loaded),
    server: result.server.name.slice(0, 80),
    at: new Date(result.at).toISOString(),
    ...(connection && { connection }),
  };
}

/** The short id, or null when it could not be stored (offline, refused, rate-limited). */
export async function storeResult(record: SpeedTestRecord): Promise<string | null> {
  const checked = SpeedTestRecord(record);
  if (checked instanceof type.errors) return null;
  const answer = await createProductApi({ timeout: 8000 }).post('speedtest_results/', { body: checked, schema: StoredSpeedTest });
  return answer.status === 'data' ? answer.data.id : null;
}
