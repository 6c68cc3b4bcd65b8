import { contactSchema } from '../../../lib/contact-schema.ts';
import { clientIp } from '../../http/client-ip.ts';
import { PUBLIC, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { submitContactMessage } from './contact.service.ts';

export const contactRoutes: RouteDef[] = [
  // Public form of /contact-us; small bodies only (a message is at most 2000 characters).
  route(
    'POST',
    '/api/contact',
    PUBLIC,
    async (c) => {
      const input = await jsonBody(c, contactSchema);
      await submitContactMessage(c.get('deps').database.db, input, clientIp(c));
      return c.json({ ok: true }, 201);
    },
    { bodyLimitKb: 16 },
  ),
];
