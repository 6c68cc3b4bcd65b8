import { z } from 'zod';
import { reminderPreviewSchema, reminderQueuedSchema } from '../../../lib/contracts/debt-statement.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { queueReminder, reminderPreview } from './debt-reminders.ts';
import { shopOf, txOf } from '../../http/route-glue.ts';

const tags = ['Books' as const];

// Reminding a customer of their debt (issue 16): reading what it would say is transactions →
// read; sending it changes the debt (last_reminded_at), so it is transactions → update.
export const debtReminderRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/debts/:id/reminder',
    access: perm('transactions', 'read'),
    tags,
    summary: 'What a reminder of this debt would say, how it can be sent, and when the next may go',
    description:
      'channel is whatsapp when the shop has a connected WhatsApp number, else null (no SMS provider exists yet): the text and share_url (wa.me) let the merchant send it from their own phone. 409 for a supplier’s debt.',
    params: idParams,
    answers: { 200: reminderPreviewSchema },
    errors: [409],
    handler: async (c, { params }) => {
      const { env, database } = c.get('deps');
      return c.json(await reminderPreview(database.db, env, shopOf(c), params.id));
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/debts/:id/reminders',
    access: perm('transactions', 'update'),
    tags,
    summary: 'Send the customer a reminder on WhatsApp, in the debt’s language',
    description:
      'Queued as a job: a text inside the 24-hour window, the debt_reminder template outside it. One per debt per 12 hours (429 with when the next may go). 409 when the debt is paid, has no phone number, or the shop has no connected WhatsApp number. Takes an Idempotency-Key: a double click sends once.',
    params: idParams,
    body: z.strictObject({}),
    idempotent: true,
    answers: { 201: reminderQueuedSchema },
    errors: [409, 422, 429],
    handler: async (c, { params }) => c.json(await queueReminder(txOf(c), shopOf(c), params.id), 201),
  }),
] satisfies RouteDef[];
