import { receiveWebhookJob } from '../whatsapp/receive-webhook.ts';
import { sendMessageJob } from '../whatsapp/send-message.ts';
import type { Handlers } from './worker.ts';

/** Every queue the worker runs, by name (payloads: see each handler). */
export const jobHandlers: Handlers = {
  'whatsapp.inbound': receiveWebhookJob,
  'whatsapp.send': sendMessageJob,
};
