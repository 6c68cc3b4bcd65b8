import { z } from 'zod';
import { declareRoute } from '../../http/declare-route.ts';
import { notFound } from '../../http/errors.ts';
import { PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { foreground } from '../../jobs/foreground.ts';
import { handleCallback } from './handle-callback.ts';
import { paymentProviders, type LinkableProviderId } from '../../modules/payments/providers/index.ts';

const isLinkable = (id: string): id is LinkableProviderId => Object.hasOwn(paymentProviders, id);

const callbackParams = z.object({
  provider: z.string().max(40).meta({ description: 'The aggregator: selcom, clickpesa, azampay or flutterwave.' }),
  key: z.string().max(200).meta({ description: "The account's unguessable callback key (decision 0018)." }),
});

// Each aggregator posts its own JSON (protocols.md §2); documented loosely, read by its adapter.
const providerCallbackDoc = z
  .record(z.string(), z.unknown())
  .meta({ description: "The provider's callback, exactly as it signs it." });
const providerAnswerDoc = z
  .record(z.string(), z.unknown())
  .meta({ description: 'What the provider expects back (e.g. {"received":true} for ClickPesa).' });

// Called by the mobile-money aggregators, outside /api: no session, no CSRF check.
export const paymentWebhookRoutes: RouteDef[] = [
  // The body is documentation only (rawBody): the handler gets the bytes exactly as signed.
  declareRoute({
    method: 'POST',
    path: '/webhooks/payments/:provider/:key',
    access: PUBLIC,
    tags: ['Transactions'],
    summary: 'Mobile-money provider callbacks',
    description:
      "Called by Selcom, ClickPesa, AzamPay or Flutterwave when a payment settles. The key names the shop's payment account; the callback is verified by the provider's own rule (Selcom's digest, ClickPesa's checksum, AzamPay by a status query, Flutterwave by its verif-hash and then a status query) before anything is credited, and a success is credited once however often it comes. Every callback is logged in the webhook logs and gets the answer its provider expects, also a forged one or one to an unknown key (which change nothing); a provider name we do not know is 404.",
    params: callbackParams,
    rawBody: { type: 'application/json', schema: providerCallbackDoc },
    answers: { 200: providerAnswerDoc },
    // 400/401: the provider's own refusal of a forged callback, in its format.
    errors: [400, 401, 404],
    bodyLimitKb: 64,
    handler: async (c, { params }) => {
      const { database, env } = c.get('deps');
      const provider = params.provider;
      if (!isLinkable(provider)) throw notFound();
      // The raw bytes, before any parsing: the signatures cover exactly these.
      const rawBody = await c.req.text();
      const { answer } = await foreground(() =>
        handleCallback(database.db, env, {
          provider,
          key: params.key,
          headers: c.req.header(),
          rawBody,
        }),
      );
      return c.body(answer.body, answer.status as 200, { 'content-type': answer.contentType });
    },
  }),
];
