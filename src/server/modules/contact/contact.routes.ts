import { contactSchema } from '../../../lib/contact-schema.ts';
import { doneSchema } from '../../../lib/contracts/common.ts';
import { clientIp } from '../../http/client-ip.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { submitContactMessage } from './contact.service.ts';
import { dbOf } from '../../http/route-glue.ts';

export const contactRoutes = [
  // Public form of /contact-us; small bodies only (a message is at most 2000 characters).
  declareRoute({
    method: 'POST',
    path: '/api/contact',
    access: PUBLIC,
    tags: ['Public'],
    summary: 'Send a message from the contact form (rate-limited per address)',
    body: contactSchema,
    answers: { 201: doneSchema },
    errors: [429],
    bodyLimitKb: 16,
    handler: async (c, { body }) => {
      await submitContactMessage(dbOf(c), body, clientIp(c));
      return c.json({ ok: true as const }, 201);
    },
  }),
] satisfies RouteDef[];
