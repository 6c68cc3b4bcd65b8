import type { AnalyticsView } from './analytics-schemas.ts';
import { can, type Permissions, type Resource } from './permissions.ts';

/**
 * Who may see which view of /analytics (docs/decisions/0029-analytics-permissions.md). Every view
 * counts orders or sums sales, so each needs a right to sales figures: orders read or transactions
 * read. A view that names people or things adds the right to read them. The server refuses what
 * this refuses (403), and the dashboard hides it; one function, so the two never disagree.
 */
const ALSO: Record<AnalyticsView, Resource | null> = {
  overview: null,
  peaks: null,
  channels: null,
  products: 'product',
  customers: 'customers',
  chat: 'conversations',
};

/** Sales figures (order counts, sums of money): orders read or transactions read. */
export function canSeeSales(perms: Permissions | null | undefined): boolean {
  return can(perms, 'orders', 'read') || can(perms, 'transactions', 'read');
}

/** The permission a member lacks for a view, or null when they may see it. */
export function missingForAnalyticsView(
  perms: Permissions | null | undefined,
  view: AnalyticsView,
): { resource: Resource; action: 'read' } | null {
  if (!canSeeSales(perms)) return { resource: 'orders', action: 'read' };
  const also = ALSO[view];
  return also && !can(perms, also, 'read') ? { resource: also, action: 'read' } : null;
}

export const canSeeAnalyticsView = (perms: Permissions | null | undefined, view: AnalyticsView) =>
  missingForAnalyticsView(perms, view) === null;
