/**
 * The service worker's side of "hold background traffic": a page that measures the network
 * (the speed test) says so on a BroadcastChannel, and the worker's own downloads (precaching
 * a new version, warming the offline set) wait until it is done. A page that was already
 * holding when the worker woke up answers the worker's question; a page that died without a
 * word stops counting after `maxHoldMs`.
 */
import { holdBackgroundTraffic } from './background-traffic';

export const backgroundChannelName = 'zn-background';
export type BackgroundMessage = { type: 'hold' } | { type: 'release' } | { type: 'ask' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class QuietGate {
  private heldUntil = 0;
  private askedAt = 0;
  private readonly channel: BroadcastChannel | null;

  constructor(
    /** The longest a hold counts without being renewed (a full speed test takes about 25 s). */
    private readonly maxHoldMs = 60_000,
    /** How long pages get to answer "is anyone measuring?". */
    private readonly answerMs = 150,
    private readonly pollMs = 250,
  ) {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(backgroundChannelName);
    if (!this.channel) return;
    this.channel.onmessage = (event: MessageEvent<BackgroundMessage | null>) => {
      const type = event.data?.type;
      if (type === 'hold') this.heldUntil = Date.now() + this.maxHoldMs;
      if (type === 'release') {
        this.heldUntil = 0;
        // Another page may still be measuring: it answers the question.
        this.ask();
      }
    };
    this.ask();
  }

  private ask(): void {
    this.askedAt = Date.now();
    this.channel?.postMessage({ type: 'ask' } satisfies BackgroundMessage);
  }

  /** Whether a page's hold has reached this gate and still counts. */
  get holding(): boolean {
    return this.heldUntil > Date.now();
  }

  /** Resolves once no page is measuring the network. */
  async quiet(): Promise<void> {
    for (;;) {
      const now = Date.now();
      const answering = this.askedAt + this.answerMs - now;
      if (this.channel && answering > 0) await sleep(answering);
      else if (this.heldUntil > now) await sleep(Math.min(this.pollMs, this.heldUntil - now));
      else return;
    }
  }

  /**
   * Runs `task` over `items`, `lanes` at a time, each waiting at the gate first (so a hold
   * stops all but the few requests already on their way); settles like Promise.allSettled.
   */
  async settleEach<T, R>(items: readonly T[], task: (item: T) => Promise<R>, lanes = 4): Promise<PromiseSettledResult<R>[]> {
    const results: PromiseSettledResult<R>[] = [];
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < items.length; i = next++) {
        await this.quiet();
        try {
          results[i] = { status: 'fulfilled', value: await task(items[i] as T) };
        } catch (reason) {
          results[i] = { status: 'rejected', reason };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
    return results;
  }

  close(): void {
    this.channel?.close();
  }
}

/**
 * The page's side: holds this page's own background work (service-worker registration) and
 * tells the service worker to hold its downloads, until the returned release is called.
 */
export function announceHold(): () => void {
  const own = holdBackgroundTraffic();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(backgroundChannelName);
  const say = (type: 'hold' | 'release') => channel?.postMessage({ type } satisfies BackgroundMessage);
  if (channel)
    channel.onmessage = (event: MessageEvent<BackgroundMessage | null>) => {
      if (event.data?.type === 'ask') say('hold');
    };
  say('hold');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    own();
    say('release');
    channel?.close();
  };
}
