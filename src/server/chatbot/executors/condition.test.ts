import { describe, expect, it } from 'vitest';
import { conditionData, type NodeOf } from '../../../lib/chat/flow-schema.ts';
import { compare, condition, isOpen } from './condition.ts';
import { fakeContext } from '../../test/fake-context.ts';

const hours = [{ days: [1, 2, 3, 4, 5, 6], open: '08:00', close: '20:00' }];
const node = (data: unknown): NodeOf<'condition'> => ({
  id: 'if',
  type: 'condition',
  position: { x: 0, y: 0 },
  data: conditionData.parse(data),
});

describe('condition executor', () => {
  it('reads opening hours in East Africa Time (UTC+3)', () => {
    // Monday 2026-11-23: 04:59 UTC is 07:59 EAT (closed), 05:00 UTC is 08:00 (open), 17:00 UTC is 20:00 (closed).
    expect(isOpen(hours, new Date('2026-11-23T04:59:00Z'))).toBe(false);
    expect(isOpen(hours, new Date('2026-11-23T05:00:00Z'))).toBe(true);
    expect(isOpen(hours, new Date('2026-11-23T16:59:00Z'))).toBe(true);
    expect(isOpen(hours, new Date('2026-11-23T17:00:00Z'))).toBe(false);
    // Sunday noon EAT is closed; Saturday 22:30 UTC is Sunday 01:30 EAT.
    expect(isOpen(hours, new Date('2026-11-22T09:00:00Z'))).toBe(false);
    // A range past midnight: Friday 18:00 to 02:00 holds at Saturday 01:00 EAT.
    expect(isOpen([{ days: [5], open: '18:00', close: '02:00' }], new Date('2026-11-27T22:00:00Z'))).toBe(true);
  });

  it('compares variables with each operator', () => {
    expect(compare('Dar', 'eq', 'dar')).toBe(true);
    expect(compare('Dar es Salaam', 'contains', 'salaam')).toBe(true);
    expect(compare('5', 'gt', '3')).toBe(true);
    expect(compare('abc', 'gt', '3')).toBe(false);
    expect(compare(undefined, 'not_exists', '')).toBe(true);
    expect(compare(['vip', 'wholesale'], 'contains', 'VIP')).toBe(true);
    expect(compare('x', 'neq', 'y')).toBe(true);
  });

  it('leaves through true or false by match all / any', async () => {
    const ctx = fakeContext();
    ctx.state.vars.city = 'Arusha';
    const all = node({
      match: 'all',
      rules: [
        { source: 'variable', key: 'city', operator: 'eq', value: 'arusha' },
        { source: 'opening_hours', hours },
      ],
    });
    expect(await condition.enter(all, ctx)).toEqual({ kind: 'next', handle: 'true' }); // Monday 12:00 EAT
    const any = node({
      match: 'any',
      rules: [
        { source: 'variable', key: 'city', operator: 'eq', value: 'Mwanza' },
        { source: 'customer', key: 'name', operator: 'eq', value: 'asha' },
      ],
    });
    expect(await condition.enter(any, ctx)).toEqual({ kind: 'next', handle: 'true' });
    const none = node({ rules: [{ source: 'customer', key: 'language', operator: 'eq', value: 'sw' }] });
    expect(await condition.enter(none, ctx)).toEqual({ kind: 'next', handle: 'false' });
  });

  it("reads the customer's orders, spending and tags through the shop's ports, not the database", async () => {
    const asked: string[] = [];
    const ctx = fakeContext();
    ctx.conversation.customerId = '00000000-0000-4000-8000-000000000003';
    ctx.shopPorts = {
      ...ctx.shopPorts,
      customerFacts: async (_db, shopId, id) => (
        asked.push(`${shopId}:${id}`),
        { orderCount: 3, totalSpent: 45_000, tags: ['vip'] }
      ),
    };
    const rule = (key: string, operator: string, value: string) =>
      node({ rules: [{ source: 'customer', key, operator, value }] });
    expect(await condition.enter(rule('order_count', 'gt', '2'), ctx)).toEqual({ kind: 'next', handle: 'true' });
    expect(await condition.enter(rule('total_spent', 'lt', '40000'), ctx)).toEqual({ kind: 'next', handle: 'false' });
    expect(await condition.enter(rule('tags', 'contains', 'VIP'), ctx)).toEqual({ kind: 'next', handle: 'true' });
    expect(asked).toEqual(Array(3).fill(`${ctx.shop.id}:${ctx.conversation.customerId}`));
  });
});
