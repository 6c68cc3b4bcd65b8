import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv, Deps } from './http/context.ts';
import { AppError, handleError } from './http/errors.ts';
import { mountRoutes, type RouteDef } from './http/route-table.ts';
import { sessionMiddleware } from './http/session.ts';
import { answerSecurityHeaders } from './http/security-middleware.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { directoryRoutes } from './modules/directory/directory.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { segmentRoutes } from './modules/segments/segments.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { posRoutes } from './modules/pos/pos.routes.ts';
import { posCashRoutes } from './modules/pos/pos-cash.routes.ts';
import { workflowRoutes } from './modules/workflow/workflow.routes.ts';
import { productSetRoutes } from './modules/product-sets/product-sets.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { mediaDir } from './modules/media/index.ts';
import { shopRoutes } from './modules/shop/shop.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { openapiRoutes } from './openapi/openapi.routes.ts';
import { pluginRoutes } from './modules/plugin/plugin.routes.ts';
import { chatflowRoutes } from './modules/chatflow/chatflow.routes.ts';
import { widgetSettingsRoutes } from './modules/widget-settings/widget-settings.routes.ts';
import { orderLinkRoutes } from './modules/order-link/order-link.routes.ts';
import { orderPagePaymentRoutes } from './modules/order-link/order-payment.routes.ts';
import { debtStatementRoutes } from './modules/debts/debt-statement.routes.ts';
import { debtReminderRoutes } from './modules/debts/debt-reminders.routes.ts';
import { mountSandboxPayoutScreen } from './flows/payouts/sandbox-payout.routes.ts';
import { mountSandboxPhone } from './flows/payments/sandbox-phone.routes.ts';
import { mountDebtTestSeed } from './modules/debts/debt-statement-test-seed.ts';
import { whatsappWebhookRoutes } from './modules/whatsapp-webhook/whatsapp-webhook.routes.ts';
import { paymentWebhookRoutes } from './flows/payments/payment-webhook.routes.ts';
import { whatsappConnectRoutes } from './modules/whatsapp-connect/whatsapp-connect.routes.ts';
import { webhookLogRoutes } from './modules/webhook-logs/webhook-logs.routes.ts';
import { conversationRoutes } from './modules/conversations/conversations.routes.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { expenseRoutes } from './modules/expenses/expenses.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { transactionRoutes } from './modules/transactions/transactions.routes.ts';
import { refundRoutes } from './flows/refunds/refunds.routes.ts';
import { reconciliationRoutes } from './flows/reconciliation/reconciliation.routes.ts';
import { paymentAccountRoutes } from './modules/payment-accounts/payment-accounts.routes.ts';
import { orderPaymentRoutes } from './modules/payments/order-payments.routes.ts';
import { paymentRecheckRoutes } from './flows/payments/payment-recheck.routes.ts';
import { payoutRecheckRoutes } from './modules/payouts/payout-recheck.routes.ts';
import { debtRoutes } from './modules/debts/debts.routes.ts';

/** Every API route of the product; the permissions test walks this list. */
export const apiRoutes: RouteDef[] = [
  ...authRoutes,
  ...userRoutes,
  ...shopRoutes,
  ...staffRoutes,
  ...contactRoutes,
  ...directoryRoutes,
  ...productRoutes,
  ...productSetRoutes,
  ...customerRoutes,
  ...segmentRoutes,
  ...orderRoutes,
  ...posCashRoutes,
  ...workflowRoutes,
  ...posRoutes,
  ...dashboardRoutes,
  ...analyticsRoutes,
  ...pluginRoutes,
  ...chatflowRoutes,
  ...widgetSettingsRoutes,
  ...orderLinkRoutes,
  ...orderPagePaymentRoutes,
  ...whatsappWebhookRoutes,
  ...paymentWebhookRoutes,
  ...whatsappConnectRoutes,
  ...webhookLogRoutes,
  ...conversationRoutes,
  // Before the ledger's routes: the answer check calls them in this order, and its reversal
  // sample cancels the payment these refund.
  ...refundRoutes,
  ...reconciliationRoutes,
  ...transactionRoutes,
  ...payoutRoutes,
  ...expenseRoutes,
  ...paymentAccountRoutes,
  ...orderPaymentRoutes,
  ...paymentRecheckRoutes,
  ...payoutRecheckRoutes,
  // A debt's reach (issue 16): the customer's statement page, its link, reminders.
  ...debtStatementRoutes,
  ...debtReminderRoutes,
  ...debtRoutes,
  ...openapiRoutes,
];

const MEDIA_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };

// A random prefix per process and a counter: unique across processes, and cheaper than a UUID per request.
const idPrefix = randomUUID().slice(0, 8);
let idCounter = 0;
const nextRequestId = () => `${idPrefix}-${(++idCounter).toString(36)}`;

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    c.set('deps', deps);
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || nextRequestId();
    c.set('requestId', requestId);
    // No x-request-id header on every answer: one extra header takes @hono/node-server off its
    // fast path (about half the throughput of GET /api/user). Errors carry the id in their body.
    await next();
    if (deps.log.isLevelEnabled('debug') || c.res.status >= 500) {
      deps.log[c.res.status >= 500 ? 'error' : 'debug'](
        {
          requestId: c.get('requestId'),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  });

  app.use(answerSecurityHeaders());

  app.get('/healthz', async (c) => {
    try {
      await deps.database.ping();
      return c.json({ status: 'ok', database: deps.database.kind });
    } catch {
      return c.json({ status: 'error', database: deps.database.kind }, 503);
    }
  });

  // Uploaded media: names are random and never reused, so they can be cached for good.
  app.get('/media/:folder/:file', async (c) => {
    const { folder, file } = c.req.param();
    if (!/^[a-z]+$/.test(folder) || !/^[\w-]+\.(webp|png|jpg)$/.test(file)) throw new AppError(404, 'not_found');
    try {
      const bytes = await readFile(path.join(mediaDir(deps.env.dataDir), folder, file));
      return c.body(bytes, 200, {
        'content-type': MEDIA_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    } catch {
      throw new AppError(404, 'not_found');
    }
  });

  // The bot API is called by the widget from any merchant's site: open CORS, no cookies read.
  app.use(
    '/plugin/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'X-Preview-Token'],
      maxAge: 86400,
    }),
  );
  app.use('/api/*', sessionMiddleware());
  mountRoutes(app, apiRoutes, deps.env.BODY_LIMIT_KB);
  mountSandboxPhone(app);
  mountSandboxPayoutScreen(app);
  mountDebtTestSeed(app);

  // Any other path of the API (the bot's and the webhooks' included) is a JSON 404 of the error
  // contract, never the site's HTML page: the widget and Meta read these answers too.
  for (const prefix of ['/api/*', '/plugin/*', '/webhooks/*'])
    app.all(prefix, () => {
      throw new AppError(404, 'not_found');
    });
  app.onError((error, c) => handleError(error, c, deps.log));
  return app;
}
