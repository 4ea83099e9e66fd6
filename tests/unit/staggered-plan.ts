/** The download plan the bench's recordings up to 2026-11-29 were made with: one stream every 250 ms. */
import { downloadPlan, type StreamPlan } from '../../workers/speedtest/transfer';

export const staggeredPlan: StreamPlan = { ...downloadPlan, stepMs: 250 };
