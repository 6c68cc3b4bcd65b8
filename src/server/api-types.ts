// The declared API as a type, for the dashboard's typed client (src/islands/dashboard/lib/client.ts).
// Types only: every import is `import type` and erased at build, so the browser may import this one
// server file with `import type` (eslint-zones.js allows exactly that) and no server code reaches the
// bundle. Decision 0017.
import type { DeclaredRoute } from './http/declare-route.ts';
import type { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import type { authRoutes } from './modules/auth/auth.routes.ts';
import type { chatflowRoutes } from './modules/chatflow/chatflow.routes.ts';
import type { contactRoutes } from './modules/contact/contact.routes.ts';
import type { conversationRoutes } from './modules/conversations/conversations.routes.ts';
import type { customerRoutes } from './modules/customers/customers.routes.ts';
import type { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import type { directoryRoutes } from './modules/directory/directory.routes.ts';
import type { orderRoutes } from './modules/orders/orders.routes.ts';
import type { posRoutes } from './modules/pos/pos.routes.ts';
import type { posCashRoutes } from './modules/pos/pos-cash.routes.ts';
import type { productSetRoutes } from './modules/product-sets/product-sets.routes.ts';
import type { productRoutes } from './modules/products/products.routes.ts';
import type { segmentRoutes } from './modules/segments/segments.routes.ts';
import type { shopRoutes } from './modules/shop/shop.routes.ts';
import type { staffRoutes } from './modules/staff/staff.routes.ts';
import type { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import type { expenseRoutes } from './modules/expenses/expenses.routes.ts';
import type { debtRoutes } from './modules/debts/debts.routes.ts';
import type { transactionRoutes } from './modules/transactions/transactions.routes.ts';
import type { refundRoutes } from './flows/refunds/refunds.routes.ts';
import type { reconciliationRoutes } from './flows/reconciliation/reconciliation.routes.ts';
import type { paymentAccountRoutes } from './modules/payment-accounts/payment-accounts.routes.ts';
import type { orderPaymentRoutes } from './modules/payments/order-payments.routes.ts';
import type { paymentRecheckRoutes } from './flows/payments/payment-recheck.routes.ts';
import type { payoutRecheckRoutes } from './modules/payouts/payout-recheck.routes.ts';
import type { debtStatementRoutes } from './modules/debts/debt-statement.routes.ts';
import type { debtReminderRoutes } from './modules/debts/debt-reminders.routes.ts';
import type { userRoutes } from './modules/user/user.routes.ts';
import type { whatsappConnectRoutes } from './modules/whatsapp-connect/whatsapp-connect.routes.ts';
import type { webhookLogRoutes } from './modules/webhook-logs/webhook-logs.routes.ts';
import type { widgetSettingsRoutes } from './modules/widget-settings/widget-settings.routes.ts';
import type { workflowRoutes } from './modules/workflow/workflow.routes.ts';
import type { openapiRoutes } from './openapi/openapi.routes.ts';

/**
 * Every route made with declareRoute, each with its literal method and path and its schemas. A
 * module joins by being listed here. The order page, the bot and Meta's webhook are left out: they
 * are the cart's, the widget's and Meta's to call, not the dashboard's. A plain RouteDef would have
 * the path `string` and open the client to any path, so only declared routes are kept.
 */
export type ApiRoutes = Extract<
  | (typeof authRoutes)[number]
  | (typeof userRoutes)[number]
  | (typeof shopRoutes)[number]
  | (typeof staffRoutes)[number]
  | (typeof transactionRoutes)[number]
  | (typeof refundRoutes)[number]
  | (typeof reconciliationRoutes)[number]
  | (typeof payoutRoutes)[number]
  | (typeof expenseRoutes)[number]
  | (typeof debtRoutes)[number]
  | (typeof paymentAccountRoutes)[number]
  | (typeof orderPaymentRoutes)[number]
  | (typeof paymentRecheckRoutes)[number]
  | (typeof payoutRecheckRoutes)[number]
  | (typeof debtStatementRoutes)[number]
  | (typeof debtReminderRoutes)[number]
  | (typeof contactRoutes)[number]
  | (typeof directoryRoutes)[number]
  | (typeof productRoutes)[number]
  | (typeof productSetRoutes)[number]
  | (typeof customerRoutes)[number]
  | (typeof segmentRoutes)[number]
  | (typeof orderRoutes)[number]
  | (typeof workflowRoutes)[number]
  | (typeof posRoutes)[number]
  | (typeof posCashRoutes)[number]
  | (typeof dashboardRoutes)[number]
  | (typeof analyticsRoutes)[number]
  | (typeof chatflowRoutes)[number]
  | (typeof widgetSettingsRoutes)[number]
  | (typeof webhookLogRoutes)[number]
  | (typeof conversationRoutes)[number]
  | (typeof whatsappConnectRoutes)[number]
  | (typeof openapiRoutes)[number],
  DeclaredRoute
>;

/** 'GET /api/customers/:id' → that route: the names the client is called with, as in the OpenAPI document. */
export type ApiRouteMap = { [R in ApiRoutes as `${R['method']} ${R['path']}`]: R };
