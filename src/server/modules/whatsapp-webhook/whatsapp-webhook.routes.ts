import { AppError } from '../../http/errors.ts';
import { foreground } from '../../jobs/foreground.ts';
import { PUBLIC, route, type RouteDef } from '../../http/route-table.ts';
import { receiveWebhook, verifyTokenMatches, WEBHOOK_PATH } from './whatsapp-webhook.service.ts';

// Meta calls these (protocols.md §1), outside /api: no session, no CSRF check. Bodies up to 1 MB.
export const whatsappWebhookRoutes: RouteDef[] = [
  route('GET', WEBHOOK_PATH, PUBLIC, async (c) => {
    const { database, env } = c.get('deps');
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token') ?? '';
    const challenge = c.req.query('hub.challenge') ?? '';
    if (mode !== 'subscribe' || !(await verifyTokenMatches(database.db, env, token)))
      throw new AppError(403, 'whatsapp_verify_failed');
    return c.text(challenge, 200);
  }),
  route(
    'POST',
    WEBHOOK_PATH,
    PUBLIC,
    async (c) => {
      const { database, env } = c.get('deps');
      // The raw bytes, before any JSON parsing: the signature covers exactly these.
      const raw = new Uint8Array(await c.req.arrayBuffer());
      const receipt = await foreground(() =>
        receiveWebhook(database.db, env, raw, c.req.header('x-hub-signature-256')),
      );
      if (receipt.status === 'refused') throw new AppError(401, 'whatsapp_bad_signature');
      return c.text('EVENT_RECEIVED', 200);
    },
    { bodyLimitKb: 1024 },
  ),
];
