// Every module and flow of the server, each by its manifest (decision 0034): app.ts mounts their
// routes in this order, job-handlers.ts runs their queues, api-types.ts types the dashboard's client
// from it. A new module joins with its `<name>.module.ts` and one line here; modules.test.ts fails
// while a folder has no manifest in this list.
import { authModule } from './modules/auth/auth.module.ts';
import { userModule } from './modules/user/user.module.ts';
import { shopModule } from './modules/shop/shop.module.ts';
import { staffModule } from './modules/staff/staff.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { directoryModule } from './modules/directory/directory.module.ts';
import { productsModule } from './modules/products/products.module.ts';
import { productSetsModule } from './modules/product-sets/product-sets.module.ts';
import { customersModule } from './modules/customers/customers.module.ts';
import { segmentsModule } from './modules/segments/segments.module.ts';
import { consentModule } from './modules/consent/consent.module.ts';
import { ordersModule } from './modules/orders/orders.module.ts';
import { posModule } from './modules/pos/pos.module.ts';
import { workflowModule } from './modules/workflow/workflow.module.ts';
import { dashboardModule } from './modules/dashboard/dashboard.module.ts';
import { analyticsModule } from './modules/analytics/analytics.module.ts';
import { pluginModule } from './modules/plugin/plugin.module.ts';
import { chatflowModule } from './modules/chatflow/chatflow.module.ts';
import { widgetSettingsModule } from './modules/widget-settings/widget-settings.module.ts';
import { orderLinkModule } from './modules/order-link/order-link.module.ts';
import { whatsappWebhookModule } from './modules/whatsapp-webhook/whatsapp-webhook.module.ts';
import { paymentsFlow } from './flows/payments/payments.module.ts';
import { payoutsFlow } from './flows/payouts/payouts.module.ts';
import { whatsappInboundFlow } from './flows/whatsapp-inbound/whatsapp-inbound.module.ts';
import { orderMoneyFlow } from './flows/order-money/order-money.module.ts';
import { whatsappConnectModule } from './modules/whatsapp-connect/whatsapp-connect.module.ts';
import { webhookLogsModule } from './modules/webhook-logs/webhook-logs.module.ts';
import { conversationsModule } from './modules/conversations/conversations.module.ts';
import { refundsFlow } from './flows/refunds/refunds.module.ts';
import { reconciliationFlow } from './flows/reconciliation/reconciliation.module.ts';
import { transactionsModule } from './modules/transactions/transactions.module.ts';
import { payoutsModule } from './modules/payouts/payouts.module.ts';
import { expensesModule } from './modules/expenses/expenses.module.ts';
import { paymentAccountsModule } from './modules/payment-accounts/payment-accounts.module.ts';
import { smsModule } from './modules/sms/sms.module.ts';
import { paymentsModule } from './modules/payments/payments.module.ts';
import { debtsModule } from './modules/debts/debts.module.ts';
import { openapiModule } from './openapi/openapi.module.ts';
import { inventoryModule } from './modules/inventory/inventory.module.ts';
import { ledgerModule } from './modules/ledger/ledger.module.ts';
import { mediaModule } from './modules/media/media.module.ts';
import { rateLimitModule } from './modules/rate-limit/rate-limit.module.ts';
import { whatsappTemplatesModule } from './modules/whatsapp-templates/whatsapp-templates.module.ts';
import { campaignsModule } from './modules/campaigns/campaigns.module.ts';
import { discountsModule } from './modules/discounts/discounts.module.ts';
import { campaignSendFlow } from './flows/campaign-send/campaign-send.module.ts';
import { orderAlertsModule } from './modules/order-alerts/order-alerts.module.ts';
import { orderAlertsFlow } from './flows/order-alerts/order-alerts.module.ts';
import { popupResultsFlow } from './flows/popup-results/popup-results.module.ts';
import { popupsModule } from './modules/popups/popups.module.ts';
import { operatorAuditModule } from './modules/operator-audit/operator-audit.module.ts';
import { operatorConsoleFlow } from './flows/operator-console/operator-console.module.ts';
import { platformPaymentsModule } from './modules/platform-payments/platform-payments.module.ts';
import { platformPaymentsFlow } from './flows/platform-payments/platform-payments.module.ts';
import { complianceModule } from './modules/compliance/compliance.module.ts';
import { knowledgeModule } from './modules/knowledge/knowledge.module.ts';

/** Not annotated: a `ModuleManifest[]` type would forget each route's types, and the typed client with them. */
export const appModules = [
  authModule,
  userModule,
  shopModule,
  staffModule,
  contactModule,
  directoryModule,
  productsModule,
  productSetsModule,
  customersModule,
  segmentsModule,
  consentModule,
  ordersModule,
  posModule,
  workflowModule,
  dashboardModule,
  analyticsModule,
  pluginModule,
  chatflowModule,
  widgetSettingsModule,
  orderLinkModule,
  whatsappWebhookModule,
  paymentsFlow,
  payoutsFlow,
  whatsappInboundFlow,
  orderMoneyFlow,
  whatsappConnectModule,
  webhookLogsModule,
  conversationsModule,
  refundsFlow,
  reconciliationFlow,
  transactionsModule,
  payoutsModule,
  expensesModule,
  paymentAccountsModule,
  smsModule,
  whatsappTemplatesModule,
  paymentsModule,
  debtsModule,
  openapiModule,
  inventoryModule,
  ledgerModule,
  mediaModule,
  rateLimitModule,
  campaignsModule,
  discountsModule,
  campaignSendFlow,
  orderAlertsModule,
  orderAlertsFlow,
  popupResultsFlow,
  popupsModule,
  operatorAuditModule,
  operatorConsoleFlow,
  platformPaymentsModule,
  platformPaymentsFlow,
  complianceModule,
  knowledgeModule,
];
