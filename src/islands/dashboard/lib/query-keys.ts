import type { AnalyticsQuery } from '../../../lib/analytics-schemas.ts';
import type { ProductSetInput } from '../../../lib/catalog-schemas.ts';
import type { SegmentRule } from '../../../lib/customer-schemas.ts';

/**
 * One key factory per resource (DESIGN.md): all → lists → list(q) → details → detail(id). They live
 * here, not in their feature, because features change each other's data (an order takes stock and
 * counts in its customer's totals) and must name the very keys the owner reads, not a copy of them.
 */
type ListParams = Record<string, string | number | undefined>;

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ListParams) => [...productKeys.lists(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  movements: (id: string) => [...productKeys.detail(id), 'movements'] as const,
};

// Read by the set screens and by the flow builder's set picker.
export const productSetKeys = {
  all: ['product-sets'] as const,
  lists: () => [...productSetKeys.all, 'list'] as const,
  details: () => [...productSetKeys.all, 'detail'] as const,
  detail: (id: string) => [...productSetKeys.details(), id] as const,
  preview: (input: ProductSetInput) => [...productSetKeys.all, 'preview', input] as const,
};

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: ListParams) => [...customerKeys.lists(), params] as const,
  details: () => [...customerKeys.all, 'detail'] as const,
  detail: (id: string) => [...customerKeys.details(), id] as const,
};

// Segments: all → lists → details → members; the live count is a read keyed by the rule.
export const segmentKeys = {
  all: ['segments'] as const,
  lists: () => [...segmentKeys.all, 'list'] as const,
  details: () => [...segmentKeys.all, 'detail'] as const,
  detail: (id: string) => [...segmentKeys.details(), id] as const,
  members: (id: string, page: number) => [...segmentKeys.detail(id), 'members', page] as const,
  count: (rule: SegmentRule) => [...segmentKeys.all, 'count', rule] as const,
};

// One document per shop, read by the till and by the order receipt (its header and footer).
export const posSettingsKeys = { all: ['pos-settings'] as const };

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: ListParams) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
};

// Money (issue 15): the ledger's root is the transactions feature's own key, named here because a
// refund from the order screen changes it; what an order can refund; the reconciliation lists.
export const moneyKeys = {
  ledger: ['transactions'] as const,
  refundable: (orderId: string) => ['refundable', orderId] as const,
  reconciliation: ['reconciliation'] as const,
};

/** The analytics endpoints (issue 17), one view each. */
export type AnalyticsView = 'overview' | 'products' | 'peaks' | 'channels' | 'customers' | 'chat';

// Analytics: read by the analytics screen and by the home page's card (today's overview is one
// cache entry for both). A live change event invalidates the whole root.
export const analyticsKeys = {
  all: ['analytics'] as const,
  view: (view: AnalyticsView, query: AnalyticsQuery) => [...analyticsKeys.all, view, query] as const,
};
// The debt book: its screens read them; the customer screen shows a customer's debts.
export const debtKeys = {
  all: ['debts'] as const,
  lists: () => [...debtKeys.all, 'list'] as const,
  list: (params: ListParams) => [...debtKeys.lists(), params] as const,
  totals: (direction: string, customerId?: string) => [...debtKeys.all, 'totals', direction, customerId] as const,
  details: () => [...debtKeys.all, 'detail'] as const,
  detail: (id: string) => [...debtKeys.details(), id] as const,
};

/** The transactions feature's root key: a cash debt payment moves the drawer it shows. */
export const ledgerRootKey = ['transactions'] as const;

// The shop's KYC (issue 29): the compliance screen writes it, the home page's notice reads it.
export const complianceKeys = { all: ['compliance'] as const };

// Knowledge sources (issue 30): the knowledge screen reads and writes them; the inbox reads which
// passage answered each question of a conversation.
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  sources: () => [...knowledgeKeys.all, 'sources'] as const,
  passages: (sourceId: string) => [...knowledgeKeys.all, 'passages', sourceId] as const,
  unanswered: () => [...knowledgeKeys.all, 'unanswered'] as const,
  settings: () => [...knowledgeKeys.all, 'settings'] as const,
  answers: (conversationId: string) => [...knowledgeKeys.all, 'answers', conversationId] as const,
};
