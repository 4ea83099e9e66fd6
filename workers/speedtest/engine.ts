/** The whole test: pick a server, idle latency, download, upload, each with loaded latency. */
import type { LoadedLatency, SpeedTestResult, StartOptions, TransferSeries } from '../../src/domain/speedtest/protocol';
import { newTestId, type ReceivedTimeline } from '../../src/domain/speedtest/wire';
import { fineShare } from './bins';
import { type EngineContext, endpointsOf, fresh } from './context';
import { downloadStream } from './download';
import { gradeActivities, gradeLetter } from './grades';
import { idleLatency, loadedProbes, loadedSamples } from './latency';
import { nearestServer } from './server-choice';
import { median } from './stats';
import { binMs, downloadPlan, runTransfer, type TransferResult, uploadPlanFor } from './transfer';
import { ServerClock } from './server-clock';
import { completeUpload, fetchTimeline } from './upload-completion';
import { UploadHorizon } from './upload-horizon';
import { uploadPayload } from './upload-payload';
import { uploadStream } from './upload-stream';
import { LiveTimeline, liveReader, streamedUpload, supportsLiveTimeline } from './upload-live';

export const defaultMaxSeconds = 5.5;

const round = (x: number) => Math.round(x * 100) / 100;
const series = (t: TransferResult): TransferSeries => ({ rates: t.rates.map(round), fine: t.fine.map(round), from: t.from, to: t.to, stable: t.stable, start: t.start });

/** When a transfer's plateau began, on the engine's clock. */
const plateauFrom = (ctx: EngineContext, t: TransferResult) => t.start - ctx.timeOrigin + t.from * binMs;

function loaded(samples: number[], idleMs: number): LoadedLatency | null {
  if (samples.length === 0) return null;
  const m = median(samples);
  return { median: m, rise: Math.max(0, m - idleMs), samples };
}

/** Runs the test; its messages end with the result, which it also returns. */
export async function runSpeedTest(ctx: EngineContext, options: StartOptions): Promise<SpeedTestResult> {
  const started = ctx.now();
  const maxSeconds = options.maxSeconds ?? defaultMaxSeconds;
  // Made now, so its bytes have reached the browser's blob store long before the upload needs them.
  const payload = uploadPayload();
  ctx.emit({ type: 'phase', phase: 'server' });
  const server = await nearestServer(ctx, options.servers);
  const at = endpointsOf(server);
  // Asked beside the idle probes' warm-up, so it costs the test no round trip of its own.
  const ipInfo = ctx.fetch(fresh(at.ip), { cache: 'no-store', signal: ctx.signal }).then((r) => r.json() as Promise<{ ip?: string }>);
  ipInfo.catch(() => undefined);

  ctx.emit({ type: 'phase', phase: 'latency' });
  const idle = await idleLatency(ctx, at.ping);
  const ip = (await ipInfo).ip ?? '';

  ctx.emit({ type: 'phase', phase: 'download' });
  const testId = newTestId();
  // Asked while the download runs, so the upload does not wait a round trip for it.
  const live = supportsLiveTimeline(ctx, at.received, testId);
  const downStop = new AbortController();
  const downProbes = loadedProbes(ctx, at.ping, downStop.signal);
  const download = await runTransfer(ctx, 'download', downloadStream(ctx, at.download, downloadPlan.max), { maxSeconds }).finally(() => downStop.abort());
  const downloadLoaded = loaded(loadedSamples(await downProbes, plateauFrom(ctx, download)), idle.median);

  ctx.emit({ type: 'phase', phase: 'upload' });
  const upStop = new AbortController();
  const upProbes = loadedProbes(ctx, at.ping, upStop.signal);
  const clock = new ServerClock();
  const plan = uploadPlanFor(download.mbps, download.stable);
  let upTransfer: Promise<TransferResult>;
  let timeline: () => Promise<ReceivedTimeline | null>;
  if (await live) {
    const liveTimeline = new LiveTimeline(clock);
    upTransfer = runTransfer(ctx, 'upload', streamedUpload(ctx, at.upload, payload, testId), {
      maxSeconds,
      settledAt: liveTimeline.settledAt,
      plan,
      companion: liveReader(ctx, at.received, testId, liveTimeline, binMs),
    });
    timeline = () => Promise.resolve(liveTimeline.snapshot());
  } else {
    const horizon = new UploadHorizon();
    upTransfer = runTransfer(ctx, 'upload', uploadStream(ctx, at.upload, () => idle.median / 2, horizon, payload, clock, testId), { maxSeconds, settledAt: horizon.settledAt, plan });
    timeline = fetchTimeline(ctx, at.received, testId);
  }
  const transfer = await upTransfer.finally(() => upStop.abort());
  const upload = await completeUpload(ctx, timeline, clock, transfer, binMs);
  const uploadLoaded = loaded(loadedSamples(await upProbes, plateauFrom(ctx, upload)), idle.median);

  const rise = Math.max(downloadLoaded?.rise ?? 0, uploadLoaded?.rise ?? 0);
  const result: SpeedTestResult = {
    download: download.mbps,
    upload: upload.mbps,
    idle,
    downloadLoaded,
    uploadLoaded,
    grade: gradeLetter(rise),
    activities: gradeActivities(rise),
    server: { url: server.url, name: server.name },
    ip,
    at: new Date().toISOString(),
    duration: (ctx.now() - started) / 1000,
    // Upload bytes: our server's count of this test's uploads (upload-completion), else the answers' sum.
    bytes: { download: download.bytes, upload: upload.bytes },
    series: { binMs, fineMs: binMs / fineShare, download: series(download), upload: series(upload) },
  };
  ctx.emit({ type: 'phase', phase: 'done' });
  ctx.emit({ type: 'result', result });
  return result;
}
