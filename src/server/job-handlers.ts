import { receiveWebhookJob } from './flows/whatsapp-inbound/receive-webhook.ts';
import { sendMessageJob } from './whatsapp/send-message.ts';
import { SWEEP_QUEUE } from './modules/payments/check-schedule.ts';
import { sweepPaymentsJob } from './flows/payments/payment-checks.ts';
import { PAYOUT_SWEEP_QUEUE, sweepPayoutsJob } from './modules/payouts/payout-checks.ts';
import { PAYOUT_REVERSED_QUEUE, payoutReversedNoticeJob } from './modules/payouts/payout-reversed-notice.ts';
import { PAYMENT_REVERSED_QUEUE, paymentReversedNoticeJob } from './modules/payments/payment-reversed-notice.ts';
import type { Deps } from './http/context.ts';
import { PAY_NOW_QUEUE, payNowJob } from './chatbot/pay-now.ts';
import { DEBT_REMINDER_QUEUE, debtReminderJob } from './modules/debts/debt-reminders.ts';
import {
  RECURRING_QUEUE,
  recurringExpensesJob,
  scheduleRecurringExpenses,
} from './modules/expenses/recurring-expenses.ts';
import { startWorker, type Handlers, type Worker } from './jobs/worker.ts';

/**
 * Every queue the worker runs, by name (payloads: see each handler). Wired here, beside the app's
 * other start-up wiring, so that jobs/ stays the queue alone and imports none of the code it runs.
 */
export const jobHandlers: Handlers = {
  'whatsapp.inbound': receiveWebhookJob,
  'whatsapp.send': sendMessageJob,
  [SWEEP_QUEUE]: sweepPaymentsJob,
  [PAY_NOW_QUEUE]: payNowJob,
  [PAYOUT_SWEEP_QUEUE]: sweepPayoutsJob,
  [PAYOUT_REVERSED_QUEUE]: payoutReversedNoticeJob,
  [PAYMENT_REVERSED_QUEUE]: paymentReversedNoticeJob,
  [DEBT_REMINDER_QUEUE]: debtReminderJob,
  [RECURRING_QUEUE]: recurringExpensesJob,
};

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
