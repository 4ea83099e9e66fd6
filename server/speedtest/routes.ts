/**
 * Speed-test endpoints under /speedtest/ (the LibreSpeed backend protocol and this server's
 * additions, src/domain/speedtest/wire.ts) and Cloudflare's, for the bench. Never compressed,
 * never cached. docs/speed-test.md tells the design.
 */
import type { FastifyInstance } from 'fastify';
import { registerCloudflare } from './cloudflare-routes';
import { registerCounters } from './counters-route';
import { registerLibreSpeed } from './librespeed-routes';
import { registerLossOffer } from './loss/offer-route';
import { createLossSessions, type LossConfig } from './loss/sessions';
import { registerReceived } from './received-route';
import type { SpeedtestState } from './state';

export const speedtestBase = '/speedtest/';

export interface SpeedtestOptions {
  state: SpeedtestState;
  isProviderNetwork: (ip: string) => boolean;
  /** Whether `GET counters` exists (the bench and the end-to-end test turn it on). */
  counters: boolean;
  /** The packet-loss sessions' limits and addresses. */
  loss: LossConfig;
}

export function registerSpeedTest(app: FastifyInstance, { state, isProviderNetwork, counters, loss }: SpeedtestOptions): void {
  const sessions = createLossSessions(loss);
  app.addHook('onClose', () => sessions.closeAll());
  // JSON offers: outside the scope below, which takes every body raw.
  registerLossOffer(app, speedtestBase, sessions);
  void app.register(async (scope) => {
    // Upload bodies arrive as raw streams, whatever their type, and are drained, not buffered.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    registerLibreSpeed(scope, speedtestBase, state, isProviderNetwork);
    registerReceived(scope, speedtestBase, state);
    registerCloudflare(scope, state);
    if (counters) registerCounters(scope, speedtestBase, state, sessions);
  });
}
