import { inArray } from 'drizzle-orm';
import type { OperatorActionItem } from '../../../lib/contracts/operator.ts';
import { OPERATOR_PAGE_SIZE } from '../../../lib/operator-schemas.ts';
import type { Db } from '../../db/client.ts';
import { shops } from '../../db/schema/shops.ts';
import { listOperatorActions } from '../../modules/operator-audit/index.ts';

/** The operators' log, newest first, with each line's shop named (issue 29: who, what, when, before, after). */
export async function operatorActionsPage(
  db: Db,
  query: { shop_id?: string; before?: string },
): Promise<{ items: OperatorActionItem[]; next_before: string | null }> {
  const rows = await listOperatorActions(db, {
    shopId: query.shop_id,
    before: query.before,
    limit: OPERATOR_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, OPERATOR_PAGE_SIZE);
  const shopIds = [...new Set(page.map((r) => r.shopId).filter((id): id is string => !!id))];
  const names = shopIds.length
    ? await db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds))
    : [];
  return {
    items: page.map((r) => ({
      id: r.id,
      operator_email: r.operatorEmail,
      action: r.action,
      subject_type: r.subjectType,
      subject_id: r.subjectId,
      shop_id: r.shopId,
      shop_name: names.find((n) => n.id === r.shopId)?.name ?? null,
      before: r.before,
      after: r.after,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
    next_before: rows.length > OPERATOR_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null,
  };
}
