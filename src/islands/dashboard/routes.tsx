import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Action, Resource } from '../../lib/permissions.ts';
import type { AppKey } from './lib/use-app-t.ts';

/**
 * The back-office route table of spec 2.5, declared once, under /dashboard. `guard` mirrors the
 * permission the server enforces; `section` names a part that a later issue builds (shown as
 * "on its way" and kept out of the navigation until then).
 */
export type DashRoute = {
  path: string;
  guard?: [Resource, Action];
  page?: LazyExoticComponent<ComponentType>;
  section?: AppKey;
  /**
   * Who sees the page's entry in the navigation when that is narrower than `guard` (the page itself
   * being open to every member): a permission, or 'sales' (orders or transactions read, decision 0029).
   * Without it the navigation follows `guard`.
   */
  nav?: [Resource, Action] | 'sales';
};

const Popups = lazy(() => import('./features/popups/popup-list-page.tsx').then((m) => ({ default: m.PopupListPage })));
const PopupEditor = lazy(() =>
  import('./features/popups/popup-editor-page.tsx').then((m) => ({ default: m.PopupEditorPage })),
);
const Compliance = lazy(() =>
  import('./features/compliance/compliance-page.tsx').then((m) => ({ default: m.CompliancePage })),
);
const Home = lazy(() => import('./features/home/home-page.tsx').then((m) => ({ default: m.HomePage })));
const Settings = lazy(() => import('./features/shop/settings-page.tsx').then((m) => ({ default: m.SettingsPage })));
const Profile = lazy(() => import('./features/profile/profile-page.tsx').then((m) => ({ default: m.ProfilePage })));
const OrderAlerts = lazy(() =>
  import('./features/order-alerts/order-alerts-page.tsx').then((m) => ({ default: m.OrderAlertsPage })),
);
const Staff = lazy(() => import('./features/staff/staff-page.tsx').then((m) => ({ default: m.StaffPage })));
const Products = lazy(() => import('./features/products/products-page.tsx').then((m) => ({ default: m.ProductsPage })));
const NewProduct = lazy(() =>
  import('./features/products/product-form-page.tsx').then((m) => ({ default: m.NewProductPage })),
);
const EditProduct = lazy(() =>
  import('./features/products/product-form-page.tsx').then((m) => ({ default: m.EditProductPage })),
);
const Orders = lazy(() => import('./features/orders/orders-page.tsx').then((m) => ({ default: m.OrdersPage })));
const AddOrder = lazy(() => import('./features/orders/add-order-page.tsx').then((m) => ({ default: m.AddOrderPage })));
const OrderInfo = lazy(() =>
  import('./features/orders/order-info-page.tsx').then((m) => ({ default: m.OrderInfoPage })),
);
const Workflow = lazy(() => import('./features/workflow/workflow-page.tsx').then((m) => ({ default: m.WorkflowPage })));
const Customers = lazy(() =>
  import('./features/customers/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
);
const CustomerDetail = lazy(() =>
  import('./features/customers/customer-detail-page.tsx').then((m) => ({ default: m.CustomerDetailPage })),
);
const Segments = lazy(() =>
  import('./features/customers/segments-page.tsx').then((m) => ({ default: m.SegmentsPage })),
);
const SegmentMembers = lazy(() =>
  import('./features/customers/segment-members-page.tsx').then((m) => ({ default: m.SegmentMembersPage })),
);
const Sets = lazy(() => import('./features/products/sets-page.tsx').then((m) => ({ default: m.SetsPage })));
const CollectionSet = lazy(() =>
  import('./features/products/collection-set-page.tsx').then((m) => ({ default: m.CollectionSetPage })),
);
const TemplateSet = lazy(() =>
  import('./features/products/template-set-page.tsx').then((m) => ({ default: m.TemplateSetPage })),
);
const PosSettings = lazy(() =>
  import('./features/pos/pos-settings-page.tsx').then((m) => ({ default: m.PosSettingsPage })),
);
const Transactions = lazy(() =>
  import('./features/transactions/transactions-page.tsx').then((m) => ({ default: m.TransactionsPage })),
);
const Reconciliation = lazy(() =>
  import('./features/transactions/reconciliation-page.tsx').then((m) => ({ default: m.ReconciliationPage })),
);
const Payouts = lazy(() => import('./features/payouts/payouts-page.tsx').then((m) => ({ default: m.PayoutsPage })));
const PaymentAccounts = lazy(() =>
  import('./features/payment-accounts/payment-accounts-page.tsx').then((m) => ({ default: m.PaymentAccountsPage })),
);
const Expenses = lazy(() => import('./features/expenses/expenses-page.tsx').then((m) => ({ default: m.ExpensesPage })));
const ExpenseRecords = lazy(() =>
  import('./features/expenses/expense-records-page.tsx').then((m) => ({ default: m.ExpenseRecordsPage })),
);
const Debts = lazy(() => import('./features/debts/debts-page.tsx').then((m) => ({ default: m.DebtsPage })));
const DebtDetail = lazy(() =>
  import('./features/debts/debt-detail-page.tsx').then((m) => ({ default: m.DebtDetailPage })),
);
const Pos = lazy(() => import('./features/pos/pos-page.tsx').then((m) => ({ default: m.PosPage })));
const ProductDetail = lazy(() =>
  import('./features/products/product-detail-page.tsx').then((m) => ({ default: m.ProductDetailPage })),
);

const Chatflow = lazy(() => import('./features/chatflow/chatflow-page.tsx').then((m) => ({ default: m.ChatflowPage })));
const WidgetSettings = lazy(() =>
  import('./features/widget-settings/widget-settings-page.tsx').then((m) => ({ default: m.WidgetSettingsPage })),
);
const Knowledge = lazy(() =>
  import('./features/knowledge/knowledge-page.tsx').then((m) => ({ default: m.KnowledgePage })),
);
const Connect = lazy(() => import('./features/connect/connect-page.tsx').then((m) => ({ default: m.ConnectPage })));
const Coexisting = lazy(() =>
  import('./features/connect/coexisting-page.tsx').then((m) => ({ default: m.CoexistingPage })),
);
const Conversations = lazy(() =>
  import('./features/conversations/conversations-page.tsx').then((m) => ({ default: m.ConversationsPage })),
);
// uPlot comes with this page only (decision 0025): no other route loads the chart library.
const Analytics = lazy(() =>
  import('./features/analytics/analytics-page.tsx').then((m) => ({ default: m.AnalyticsPage })),
);
const SmsProviders = lazy(() =>
  import('./features/sms-providers/sms-providers-page.tsx').then((m) => ({ default: m.SmsProvidersPage })),
);
const Marketing = lazy(() =>
  import('./features/campaigns/marketing-page.tsx').then((m) => ({ default: m.MarketingPage })),
);
const SmsCampaigns = lazy(() =>
  import('./features/campaigns/campaign-list-page.tsx').then((m) => ({ default: m.SmsCampaignsPage })),
);
const WhatsappCampaigns = lazy(() =>
  import('./features/campaigns/campaign-list-page.tsx').then((m) => ({ default: m.WhatsappCampaignsPage })),
);
const CampaignForm = lazy(() =>
  import('./features/campaigns/campaign-form-page.tsx').then((m) => ({ default: m.CampaignFormPage })),
);
const CampaignPreview = lazy(() =>
  import('./features/campaigns/campaign-preview-page.tsx').then((m) => ({ default: m.CampaignPreviewPage })),
);
const CampaignResults = lazy(() =>
  import('./features/campaigns/campaign-results-page.tsx').then((m) => ({ default: m.CampaignResultsPage })),
);
const DiscountCodes = lazy(() =>
  import('./features/discounts/discount-list-page.tsx').then((m) => ({ default: m.DiscountListPage })),
);
const WebhookLogs = lazy(() =>
  import('./features/webhook-logs/webhook-logs-page.tsx').then((m) => ({ default: m.WebhookLogsPage })),
);
const WhatsappTemplates = lazy(() =>
  import('./features/whatsapp-templates/whatsapp-templates-page.tsx').then((m) => ({
    default: m.WhatsappTemplatesPage,
  })),
);

export const dashboardRoutes: DashRoute[] = [
  { path: '', page: Home },
  { path: 'products', guard: ['product', 'read'], page: Products },
  { path: 'products/new', guard: ['product', 'create'], page: NewProduct },
  { path: 'products/set', guard: ['product', 'update'], page: Sets },
  { path: 'products/set/single-set-collection', guard: ['product', 'update'], page: CollectionSet },
  { path: 'products/set/template-based-set', guard: ['product', 'update'], page: TemplateSet },
  { path: 'products/edit/:id', guard: ['product', 'update'], page: EditProduct },
  { path: 'products/:id', page: ProductDetail },
  { path: 'marketing', guard: ['campaigns', 'read'], page: Marketing },
  { path: 'marketing/sms/campaign', guard: ['campaigns', 'read'], page: SmsCampaigns },
  { path: 'marketing/sms/campaign/providers', guard: ['campaigns', 'read'], page: SmsProviders },
  { path: 'marketing/sms/campaign/create', guard: ['campaigns', 'create'], page: CampaignForm },
  { path: 'marketing/sms/campaign/preview', guard: ['campaigns', 'read'], page: CampaignPreview },
  { path: 'marketing/sms/campaign/:id', guard: ['campaigns', 'read'], page: CampaignResults },
  { path: 'marketing/whatsapp/campaign', guard: ['campaigns', 'read'], page: WhatsappCampaigns },
  { path: 'marketing/whatsapp/templates', guard: ['campaigns', 'read'], page: WhatsappTemplates },
  { path: 'marketing/discounts', guard: ['campaigns', 'read'], page: DiscountCodes },
  { path: 'marketing/website/website-popup', guard: ['campaigns', 'read'], page: Popups },
  { path: 'marketing/website/website-popup/:id', guard: ['campaigns', 'update'], page: PopupEditor },
  // Open to every member: the page shows each view to who may see it (decision 0029).
  { path: 'analytics', nav: 'sales', page: Analytics },
  { path: 'connect', guard: ['whatsapp_interactions', 'read'], page: Connect },
  { path: 'connect/whatsapp-coexisting', guard: ['whatsapp_interactions', 'read'], page: Coexisting },
  { path: 'orders', guard: ['orders', 'read'], page: Orders },
  { path: 'orders/add-order', guard: ['orders', 'create'], page: AddOrder },
  { path: 'orders/order-info/:id', guard: ['orders', 'read'], page: OrderInfo },
  // The server allows the shop's owner and admins (ADMIN); the page says so to anyone else.
  { path: 'compliance', page: Compliance },
  { path: 'webhook-logs', page: WebhookLogs },
  { path: 'settings', page: Settings },
  { path: 'settings/workflows/order-workflow', page: Workflow },
  { path: 'settings/pos', page: PosSettings },
  { path: 'settings/payments', guard: ['transactions', 'read'], page: PaymentAccounts },
  // Open to every member like its settings; the page itself asks for orders → create.
  { path: 'pos', nav: ['orders', 'create'], page: Pos },
  { path: 'profile', page: Profile },
  { path: 'profile/alerts', page: OrderAlerts },
  { path: 'profile/staff-accounts', nav: ['staffs', 'read'], page: Staff },
  { path: 'chatflow', guard: ['chatflow', 'read'], page: Chatflow },
  { path: 'chatflow/widget', guard: ['chatflow', 'read'], page: WidgetSettings },
  { path: 'chatflow/knowledge', guard: ['chatflow', 'read'], page: Knowledge },
  { path: 'customers', guard: ['customers', 'read'], page: Customers },
  { path: 'customers/customers-segments', page: Segments },
  { path: 'customers/customers-segments/:id', guard: ['customers', 'read'], page: SegmentMembers },
  { path: 'customers/:id', page: CustomerDetail },
  { path: 'transactions', guard: ['transactions', 'read'], page: Transactions },
  { path: 'transactions/reconciliation', guard: ['transactions', 'read'], page: Reconciliation },
  { path: 'transactions/payouts', guard: ['transactions', 'read'], page: Payouts },
  { path: 'conversations', guard: ['conversations', 'read'], page: Conversations },
  { path: 'expenses', guard: ['transactions', 'read'], page: Expenses },
  { path: 'expenses/expenses-records', guard: ['transactions', 'read'], page: ExpenseRecords },
  { path: 'debt', guard: ['transactions', 'read'], page: Debts },
  { path: 'debt/:id', guard: ['transactions', 'read'], page: DebtDetail },
];
