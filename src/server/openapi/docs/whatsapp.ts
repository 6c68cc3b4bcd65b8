import type { RouteDoc } from '../../http/route-doc.ts';

export const whatsappDocs: Record<string, RouteDoc> = {
  'GET /webhooks/whatsapp': {
    summary: "Meta's webhook verification",
    tags: ['WhatsApp'],
    params: [
      { name: 'hub.mode', description: 'Always "subscribe".', schema: { type: 'string' } },
      {
        name: 'hub.verify_token',
        description: 'WHATSAPP_VERIFY_TOKEN, or the verify token of a number being connected or connected.',
        schema: { type: 'string' },
      },
      {
        name: 'hub.challenge',
        description: 'Echoed back as plain text when the token matches.',
        schema: { type: 'string' },
      },
    ],
    description: 'Answers the challenge as text/plain with 200, or 403 when the mode or token is wrong.',
    cache: 'no-store',
  },
  'POST /webhooks/whatsapp': {
    summary: 'WhatsApp Cloud API events (messages and statuses)',
    tags: ['WhatsApp'],
    description:
      "Called by Meta. X-Hub-Signature-256 must be the HMAC-SHA256 of the raw body with the number's app secret (the shop's own for manually connected numbers, the platform's otherwise): else 401 and nothing is stored. A signed event is logged and answered 200 at once; its messages and statuses are processed by the job queue, each wamid once. A signed body that is not JSON, names an unknown number or holds nothing to process is logged and still answered 200, since Meta retries anything else for days. Bodies up to 1 MB (413 beyond).",
  },
};
