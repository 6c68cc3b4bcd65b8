import { receiveWebhookJob } from '../whatsapp/receive-webhook.ts';
import { sendMessageJob } from '../whatsapp/send-message.ts';
import type { Deps } from '../http/context.ts';
import { startWorker, type Handlers, type Worker } from './worker.ts';

/** Every queue the worker runs, by name (payloads: see each handler). */
export const jobHandlers: Handlers = {
  'whatsapp.inbound': receiveWebhookJob,
  'whatsapp.send': sendMessageJob,
};

/**
 * The worker of one app process, in two lanes: WhatsApp sends wait on the per-number pace
 * (80 a second), so they get their own slots and never hold up webhook processing or other jobs.
 * PGlite runs one query at a time for the whole process, on its own thread: a few jobs at once keep
 * it busy while each waits for its answers (bench/whatsapp-webhook.ts: inbound drain twice as fast
 * with 6 than with 2), more would only queue ahead of the requests being answered. On both databases the lanes let
 * webhook acknowledgements go first (foreground.ts): the engine's work shares this process's CPU
 * (bench/whatsapp-webhook.ts: PostgreSQL ack p99 74 ms without, 26 ms with, at 500/s).
 */
export function startJobWorkers(deps: Deps): Worker {
  const embedded = deps.database.kind === 'pglite';
  const lanes = [
    startWorker(deps, jobHandlers, { queues: ['whatsapp.send'], concurrency: embedded ? 8 : 32, batch: embedded ? 8 : 32, yieldToRequests: true }),
    startWorker(deps, jobHandlers, { exceptQueues: ['whatsapp.send'], concurrency: embedded ? 6 : 8, batch: embedded ? 4 : 16, yieldToRequests: true }),
  ];
  return {
    wake: () => lanes.forEach((l) => l.wake()),
    stop: async () => void (await Promise.all(lanes.map((l) => l.stop()))),
  };
}
