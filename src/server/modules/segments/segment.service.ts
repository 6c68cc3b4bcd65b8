import { and, asc, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { CountedSegment, Segment as SegmentDto, SegmentMembers } from '../../../lib/contracts/segment.ts';
import type { SegmentInput, SegmentRule } from '../../../lib/customer-schemas.ts';
import type { Db } from '../../db/client.ts';
import { customers, segments, type Segment, type SegmentCriterion } from '../../db/schema/customers.ts';
import { notFound } from '../../http/errors.ts';
import { toCustomerDto } from '../customers/index.ts';
import { formatCsvRow } from '../../../lib/csv.ts';

const OPERATORS = { gt: '>', lt: '<', eq: '=', ge: '>=', le: '<=' } as const;

function criterionSql(c: SegmentCriterion): SQL {
  // Operators come from a closed list (validated), never from the request text itself.
  const op = sql.raw(OPERATORS[c.operator]);
  if (c.field === 'location') return sql`lower(${customers.location}) = lower(${String(c.value).trim()})`;
  const column = c.field === 'total_amount' ? customers.totalSpent : customers.orderCount;
  // The value is bound as bigint: bound as the column's own type, an order count past 2^31 (which
  // the criterion allows, up to 10^12) overflowed the int column's parameter and answered 500.
  return sql`${column} ${op} ${Number(c.value)}::bigint`;
}

function ruleCondition(rule: SegmentRule): SQL {
  const parts = rule.criteria.map(criterionSql);
  return (rule.match === 'all' ? and(...parts) : or(...parts))!;
}

/** The whole segment as one WHERE clause: counted and listed by the database, not in JavaScript. */
export function segmentCondition(shopId: string, rule: SegmentRule): SQL {
  return and(eq(customers.shopId, shopId), ruleCondition(rule))!;
}

export async function countSegment(db: Db, shopId: string, rule: SegmentRule): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(segmentCondition(shopId, rule));
  return row?.n ?? 0;
}

export const toSegmentDto = (s: Segment): SegmentDto => ({
  id: s.id,
  name: s.name,
  match: s.match,
  criteria: s.criteria,
  created_at: s.createdAt.toISOString(),
  updated_at: s.updatedAt.toISOString(),
});

/**
 * Every segment with its member count. The counts come from one pass over the shop's customers
 * (one FILTERed count per segment), so a shop with many segments still costs two queries, not N.
 */
export async function listSegments(db: Db, shopId: string): Promise<CountedSegment[]> {
  const rows = await db.select().from(segments).where(eq(segments.shopId, shopId)).orderBy(desc(segments.createdAt));
  if (!rows.length) return [];
  const counts = Object.fromEntries(
    rows.map((s, i) => [`n${i}`, sql<number>`(count(*) filter (where ${ruleCondition(s)}))::int`]),
  );
  const [counted] = await db.select(counts).from(customers).where(eq(customers.shopId, shopId));
  return rows.map((s, i) => ({ ...toSegmentDto(s), count: Number(counted?.[`n${i}`] ?? 0) }));
}

export async function getSegment(db: Db, shopId: string, id: string): Promise<Segment> {
  const [row] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.shopId, shopId), eq(segments.id, id)));
  if (!row) throw notFound('segment_not_found');
  return row;
}

export async function createSegment(db: Db, shopId: string, input: SegmentInput): Promise<SegmentDto> {
  const [row] = await db
    .insert(segments)
    .values({ shopId, ...input })
    .returning();
  return toSegmentDto(row!);
}

export async function updateSegment(db: Db, shopId: string, id: string, input: SegmentInput): Promise<SegmentDto> {
  const [row] = await db
    .update(segments)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(segments.shopId, shopId), eq(segments.id, id)))
    .returning();
  if (!row) throw notFound('segment_not_found');
  return toSegmentDto(row);
}

export async function deleteSegment(db: Db, shopId: string, id: string): Promise<void> {
  const rows = await db
    .delete(segments)
    .where(and(eq(segments.shopId, shopId), eq(segments.id, id)))
    .returning({ id: segments.id });
  if (!rows.length) throw notFound('segment_not_found');
}

export const SEGMENT_CSV_COLUMNS = [
  'name',
  'phone',
  'location',
  'language',
  'tags',
  'total_spent',
  'order_count',
  'last_order_at',
  'customer_since',
] as const;

/** A segment's members as CSV, in batches of 1000 (keyset on the primary key) so memory stays flat. */
export async function* exportSegmentCsv(db: Db, shopId: string, rule: SegmentRule): AsyncGenerator<string> {
  yield formatCsvRow([...SEGMENT_CSV_COLUMNS]);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select()
      .from(customers)
      .where(and(segmentCondition(shopId, rule), gt(customers.id, after)))
      .orderBy(asc(customers.id))
      .limit(1000);
    if (!rows.length) return;
    yield rows
      .map((c) =>
        formatCsvRow([
          c.name,
          c.phone,
          c.location,
          c.language,
          c.tags.join('; '),
          c.totalSpent,
          c.orderCount,
          c.lastOrderAt?.toISOString() ?? '',
          c.createdAt.toISOString(),
        ]),
      )
      .join('');
    after = rows.at(-1)!.id;
  }
}

export async function segmentCustomers(
  db: Db,
  shopId: string,
  rule: SegmentRule,
  page: number,
  pageSize: number,
): Promise<SegmentMembers> {
  const rows = await db
    .select()
    .from(customers)
    .where(segmentCondition(shopId, rule))
    .orderBy(desc(customers.totalSpent), desc(customers.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    items: rows.slice(0, pageSize).map(toCustomerDto),
    page,
    page_size: pageSize,
    has_more: rows.length > pageSize,
  };
}
