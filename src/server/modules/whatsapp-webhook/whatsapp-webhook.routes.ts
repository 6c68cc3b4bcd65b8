import { z } from 'zod';
import { declareRoute } from '../../http/declare-route.ts';
import { AppError } from '../../http/errors.ts';
import { TEXT } from '../../http/route-doc.ts';
import { foreground } from '../../jobs/foreground.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { metaDeliveryDoc } from './meta-delivery-doc.ts';
import { receiveWebhook, verifyTokenMatches, WEBHOOK_PATH } from './whatsapp-webhook.service.ts';

const tags = ['WhatsApp' as const];

// Lenient on purpose: a wrong or missing mode or token is Meta's 403 (protocols.md §1), decided by
// the handler; the mount only refuses what no token could be (a NUL, half an emoji) with 400.
const handshakeQuery = z.object({
  'hub.mode': z.string().optional().meta({ description: 'Always "subscribe".' }),
  'hub.verify_token': z.string().optional().meta({
    description: 'WHATSAPP_VERIFY_TOKEN, or the verify token of a number being connected or connected.',
  }),
  'hub.challenge': z.string().optional().meta({ description: 'Echoed back as plain text when the token matches.' }),
});

// Meta calls these (protocols.md §1), outside /api: no session, no CSRF check. Bodies up to 1 MB.
export const whatsappWebhookRoutes: RouteDef[] = [
  declareRoute({
    method: 'GET',
    path: WEBHOOK_PATH,
    access: PUBLIC,
    tags,
    summary: "Meta's webhook verification",
    description: 'Answers the challenge as text/plain with 200, or 403 when the mode or token is wrong.',
    query: handshakeQuery,
    answers: { 200: TEXT },
    errors: [403],
    cache: 'no-store',
    handler: async (c, { query }) => {
      const { database, env } = c.get('deps');
      const token = query['hub.verify_token'] ?? '';
      if (query['hub.mode'] !== 'subscribe' || !(await verifyTokenMatches(database.db, env, token)))
        throw new AppError(403, 'whatsapp_verify_failed');
      return c.text(query['hub.challenge'] ?? '', 200);
    },
  }),

  // The body is declared as documentation only (rawBody): the mount never reads it, so the handler
  // gets the bytes exactly as Meta signed them. No `body` schema here, which the mount would parse.
  declareRoute({
    method: 'POST',
    path: WEBHOOK_PATH,
    access: PUBLIC,
    tags,
    summary: 'WhatsApp Cloud API events (messages and statuses)',
    description:
      "Called by Meta. X-Hub-Signature-256 must be the HMAC-SHA256 of the raw body with the number's app secret (the shop's own for manually connected numbers, the platform's otherwise): else 401 and nothing is stored. A signed event is logged and answered 200 (EVENT_RECEIVED) at once; its messages and statuses are processed by the job queue, each wamid once. A signed body that is not JSON, names an unknown number or holds nothing to process is logged and still answered 200, since Meta retries anything else for days. Bodies up to 1 MB (413 beyond).",
    rawBody: { type: 'application/json', schema: metaDeliveryDoc },
    answers: { 200: TEXT },
    errors: [401],
    bodyLimitKb: 1024,
    handler: async (c) => {
      const { database, env } = c.get('deps');
      // The raw bytes, before any JSON parsing: the signature covers exactly these.
      const raw = new Uint8Array(await c.req.arrayBuffer());
      const receipt = await foreground(() =>
        receiveWebhook(database.db, env, raw, c.req.header('x-hub-signature-256')),
      );
      if (receipt.status === 'refused') throw new AppError(401, 'whatsapp_bad_signature');
      return c.text('EVENT_RECEIVED', 200);
    },
  }),
];
