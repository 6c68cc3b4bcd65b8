import { sendMessageJob } from './whatsapp/send-message.ts';
import type { Deps } from './http/context.ts';
import { PAY_NOW_QUEUE, payNowJob } from './chatbot/pay-now.ts';
import { scheduleRecurringExpenses } from './modules/expenses/recurring-expenses.ts';
import { scheduleRecrawls } from './modules/knowledge/index-source.ts';
import { startWorker, type Handlers, type Worker } from './jobs/worker.ts';
import { appModules } from './modules.ts';

/** The queues of what is not a module or a flow: WhatsApp's sender and the bot's pay-now. */
const kernelHandlers: Handlers = {
  'whatsapp.send': sendMessageJob,
  [PAY_NOW_QUEUE]: payNowJob,
};

/**
 * Every queue the worker runs, by name (payloads: see each handler): each manifest's `jobs`
 * (src/server/modules.ts) and the kernel's. Wired here, beside the app's other start-up wiring, so
 * that jobs/ stays the queue alone and imports none of the code it runs. Two manifests naming one
 * queue is a mistake caught at start-up.
 */
export const jobHandlers: Handlers = collectHandlers([kernelHandlers, ...appModules.map((m) => m.jobs ?? {})]);

function collectHandlers(parts: Handlers[]): Handlers {
  const all: Handlers = {};
  for (const part of parts)
    for (const [queue, handler] of Object.entries(part)) {
      if (all[queue]) throw new Error(`two job handlers for the queue ${queue}`);
      all[queue] = handler;
    }
  return all;
}

/**
 * The worker of one app process, in two lanes: WhatsApp sends wait on the per-number pace
 * (80 a second), so they get their own slots and never hold up webhook processing or other jobs.
 * The lanes let webhook acknowledgements go first (foreground.ts): the engine's work shares this
 * process's CPU (bench/whatsapp-webhook.ts: ack p99 74 ms without, 26 ms with, at 500/s).
 */
export function startJobWorkers(deps: Deps): Worker {
  // Recurring expenses run hourly, each run queueing the next; this starts the chain (once per
  // hour however many processes start) and catches up days missed while nothing ran.
  scheduleRecurringExpenses(deps.database.db, new Date(), 'now').catch((err) =>
    deps.log.error({ err }, 'could not schedule recurring expenses'),
  );
  // Knowledge sources' scheduled re-crawls: an hourly chain started the same way.
  scheduleRecrawls(deps.database.db, new Date(), 'now').catch((err) =>
    deps.log.error({ err }, 'could not schedule knowledge re-crawls'),
  );
  const lanes = [
    startWorker(deps, jobHandlers, { queues: ['whatsapp.send'], concurrency: 32, batch: 32, yieldToRequests: true }),
    startWorker(deps, jobHandlers, {
      exceptQueues: ['whatsapp.send'],
      concurrency: 8,
      batch: 16,
      yieldToRequests: true,
    }),
  ];
  return {
    wake: () => lanes.forEach((l) => l.wake()),
    stop: async () => void (await Promise.all(lanes.map((l) => l.stop()))),
  };
}
