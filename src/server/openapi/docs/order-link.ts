import { orderPageSubmitSchema } from '../../../lib/order-page-schema.ts';
import type { RouteDoc } from '../../http/route-doc.ts';

const token = {
  name: 'token',
  description: 'The signed token of the order link the bot sent in the chat (valid 48 hours, usable once).',
  schema: { type: 'string' },
};

export const orderLinkDocs: Record<string, RouteDoc> = {
  'GET /api/v1/order': {
    summary: 'The draft order behind an order link (cart response)',
    tags: ['Order page'],
    params: [token],
    errors: [409, 410, 429],
    description:
      'Shop name and logo, currency, language, the customer if the chat knows them, and every basket line with its variants and add-ons (only lines with at least one are customisable; all count in the total). 400 without or with a malformed token, 404 for a forged one, 410 when expired, 409 when already submitted.',
    cache: 'no-store',
  },
  'POST /api/v1/order': {
    summary: 'Submit the order page: creates the order once',
    tags: ['Order page'],
    params: [
      token,
      {
        name: 'channel',
        description: 'Sent by the page (whatsapp); the order takes the channel of its link.',
        schema: { type: 'string', enum: ['whatsapp', 'widget'] },
      },
    ],
    idempotent: true,
    body: orderPageSubmitSchema,
    status: 201,
    errors: [409, 410, 429],
    description:
      'Prices, stock and numbering as for every order. Only the link’s products may be ordered. A second submit of the same link, even concurrent, gets 409 naming the order number. The bot confirms the order in the chat.',
  },
};
