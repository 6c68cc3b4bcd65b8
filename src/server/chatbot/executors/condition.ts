import type { ConditionRule, NodeOf } from '../../../lib/chat/flow-schema.ts';
import { pick, stringify } from '../interpolate.ts';
import type { Executor, RunContext } from '../engine-types.ts';

type Operator = 'eq' | 'neq' | 'contains' | 'gt' | 'lt' | 'exists' | 'not_exists';
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000; // East Africa Time is UTC+3 all year (no daylight saving).

export function compare(actual: unknown, operator: Operator, expected: string): boolean {
  const empty =
    actual === undefined || actual === null || actual === '' || (Array.isArray(actual) && actual.length === 0);
  if (operator === 'exists') return !empty;
  if (operator === 'not_exists') return empty;
  if (Array.isArray(actual)) {
    const items = actual.map((v) => stringify(v).toLowerCase());
    const want = expected.trim().toLowerCase();
    if (operator === 'contains' || operator === 'eq') return items.includes(want);
    if (operator === 'neq') return !items.includes(want);
  }
  const text = stringify(actual).trim();
  if (operator === 'gt' || operator === 'lt') {
    const a = Number(text);
    const b = Number(expected);
    if (!Number.isFinite(a) || !Number.isFinite(b) || text === '') return false;
    return operator === 'gt' ? a > b : a < b;
  }
  const a = text.toLowerCase();
  const b = expected.trim().toLowerCase();
  if (operator === 'eq') return a === b;
  if (operator === 'neq') return a !== b;
  return a.includes(b);
}

/** True while one of the opening-hour ranges holds `now` in East Africa Time; a range may run past midnight. */
export function isOpen(hours: Extract<ConditionRule, { source: 'opening_hours' }>['hours'], now: Date): boolean {
  const eat = new Date(now.getTime() + EAT_OFFSET_MS);
  const day = eat.getUTCDay();
  const minutes = eat.getUTCHours() * 60 + eat.getUTCMinutes();
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return hours.some(({ days, open, close }) => {
    const from = toMinutes(open);
    const to = toMinutes(close);
    if (from <= to) return days.includes(day) && minutes >= from && minutes < to;
    // Overnight (e.g. 18:00–02:00): the evening of an open day, or the small hours after one.
    return (days.includes(day) && minutes >= from) || (days.includes((day + 6) % 7) && minutes < to);
  });
}

async function customerValue(
  ctx: RunContext,
  key: Extract<ConditionRule, { source: 'customer' }>['key'],
): Promise<unknown> {
  const c = ctx.conversation;
  if (key === 'name') return c.customerName;
  if (key === 'phone') return c.customerPhone;
  if (key === 'language') return ctx.lang;
  if (!c.customerId) return key === 'tags' ? [] : 0;
  const row = await ctx.shopPorts.customerFacts(ctx.db, ctx.shop.id, c.customerId);
  if (!row) return key === 'tags' ? [] : 0;
  return key === 'order_count' ? row.orderCount : key === 'total_spent' ? row.totalSpent : row.tags;
}

async function holds(rule: ConditionRule, ctx: RunContext): Promise<boolean> {
  switch (rule.source) {
    case 'variable':
      return compare(pick(ctx.state.vars, rule.key), rule.operator, rule.value);
    case 'customer':
      return compare(await customerValue(ctx, rule.key), rule.operator, rule.value);
    case 'opening_hours':
      return isOpen(rule.hours, ctx.now);
  }
}

/** Leaves through 'true' or 'false'. */
export const condition: Executor<NodeOf<'condition'>> = {
  enter: async (node, ctx) => {
    const { match, rules } = node.data;
    let result = match === 'all';
    for (const rule of rules) {
      const ok = await holds(rule, ctx);
      if (match === 'all' && !ok) {
        result = false;
        break;
      }
      if (match === 'any' && ok) {
        result = true;
        break;
      }
    }
    return { kind: 'next', handle: result ? 'true' : 'false' };
  },
};
