import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, eatDay, eatRange } from '../../../lib/eat-range.ts';
import { conversations } from '../../db/schema/chat.ts';
import { handleInbound } from '../../chatbot/engine.ts';
import { chatShop } from '../../test/chat-test-kit.ts';
import { createTestApp, signUpUser, type TestApp } from '../../test/harness.ts';
import { rowsOf } from './analytics-range.ts';
import { analyticsChat } from './analytics.service.ts';

// conversations_daily (decision 0054) must equal a recount of the conversations after any mix of
// writes: chats started through the engine on both channels (alone and in bursts, which the widget
// batches into one statement), conversations inserted in a transaction that is rolled back,
// conversations moved in time (across EAT midnights and months), switched to the other channel,
// and deleted. The chat view read from it must answer as a count of the conversations' start times.

let t: TestApp;
let shopId: string;
let otherShopId: string;
beforeAll(async () => {
  t = await createTestApp();
  shopId = (await chatShop(t, { products: false })).shopId;
  // Another shop's conversations on the same days must never be counted.
  otherShopId = (await chatShop(t, { products: false })).shopId;
}, 30_000);
afterAll(() => t.close());

let serial = 0;
const pick = fc.nat({ max: 1000 });
const step = fc.oneof(
  fc.record({ op: fc.constant('start' as const), channel: fc.constantFrom('widget' as const, 'whatsapp' as const) }),
  fc.record({ op: fc.constant('burst' as const), n: fc.integer({ min: 2, max: 6 }), other: fc.boolean() }),
  fc.record({ op: fc.constant('again' as const), i: pick }),
  fc.record({ op: fc.constant('rolled_back' as const) }),
  fc.record({ op: fc.constant('move' as const), i: pick, hours: fc.integer({ min: -100, max: 100 }) }),
  fc.record({ op: fc.constant('move' as const), i: pick, hours: fc.integer({ min: -1500, max: 0 }) }),
  fc.record({ op: fc.constant('switch_channel' as const), i: pick }),
  fc.record({ op: fc.constant('delete' as const), i: pick }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** A customer's first message on a channel: the engine starts the conversation as the app does. */
const start = (shop: string, channel: 'widget' | 'whatsapp', externalId?: string) =>
  handleInbound(t.deps, {
    shopId: shop,
    channel,
    externalId: externalId ?? (channel === 'whatsapp' ? `2557${String(++serial).padStart(8, '0')}` : `c${++serial}`),
    messageId: `m${++serial}`,
    content: { kind: 'text', text: 'habari' },
  });

const nthConversation = async (i: number) => {
  const rows = await rowsOf<{ id: string; channel: 'widget' | 'whatsapp'; external_id: string }>(
    t.db,
    sql`select id, channel, external_id from conversations where shop_id = ${shopId} order by id`,
  );
  return rows.length ? rows[i % rows.length] : undefined;
};

async function run(s: Step): Promise<void> {
  switch (s.op) {
    case 'start':
      await start(shopId, s.channel);
      return;
    case 'burst':
      // Side by side: the widget's group commit puts several in one statement, the commits overlap.
      await Promise.all(
        Array.from({ length: s.n }, (_, k) => start(s.other && k % 2 ? otherShopId : shopId, 'widget')),
      );
      return;
    case 'again': {
      // A message in an existing conversation starts nothing.
      const c = await nthConversation(s.i);
      if (c) await start(shopId, c.channel, c.external_id);
      return;
    }
    case 'rolled_back':
      await t.db
        .transaction(async (tx) => {
          await tx.insert(conversations).values({ shopId, channel: 'widget', externalId: `gone${++serial}` });
          tx.rollback();
        })
        .catch(() => undefined);
      return;
    case 'move': {
      const c = await nthConversation(s.i);
      if (c)
        await t.db.execute(sql`update conversations set created_at = created_at + make_interval(hours => ${s.hours})
          where shop_id = ${shopId} and id = ${c.id}`);
      return;
    }
    case 'switch_channel': {
      const c = await nthConversation(s.i);
      if (!c) return;
      // The other channel may hold the same external id already (the unique key refuses it).
      await t.db
        .execute(
          sql`update conversations set channel = case channel when 'widget' then 'whatsapp' else 'widget' end
          where shop_id = ${shopId} and id = ${c.id}`,
        )
        .catch((e: { cause?: { code?: string } }) => {
          if (e.cause?.code !== '23505') throw e;
        });
      return;
    }
    case 'delete': {
      const c = await nthConversation(s.i);
      if (c) await t.db.execute(sql`delete from conversations where shop_id = ${shopId} and id = ${c.id}`);
      return;
    }
  }
}

const eatDayOf = sql`(created_at at time zone 'Africa/Dar_es_Salaam')::date`;
const normal = (rows: Record<string, unknown>[]) => rows.map((r) => Object.values(r).map(String).join('|')).sort();

async function compare(): Promise<void> {
  for (const shop of [shopId, otherShopId]) {
    const [rollup, recount] = await Promise.all([
      rowsOf<Record<string, unknown>>(
        t.db,
        sql`select day::text, channel, sum(conversations) from conversations_daily where shop_id = ${shop}
        group by 1, 2 having sum(conversations) <> 0`,
      ),
      rowsOf<Record<string, unknown>>(
        t.db,
        sql`select ${eatDayOf}::text, channel, count(*) from conversations where shop_id = ${shop} group by 1, 2`,
      ),
    ]);
    expect(normal(rollup)).toEqual(normal(recount));
  }
  const today = eatDay(new Date());
  const ranges = [
    [today, today],
    [addDays(today, -6), today],
    [addDays(today, -70), today],
    [addDays(today, -45), addDays(today, -3)],
    [`${addDays(today, -40).slice(0, 8)}01`, addDays(today, 2)],
    [addDays(today, -364), today],
  ] as const;
  for (const [from, to] of ranges) {
    const r = eatRange({ range: 'custom', from, to });
    // The view as it was before the rollup: the conversations' start times against the range's instants.
    const counted = await rowsOf<{ channel: string; now: string; before: string }>(
      t.db,
      sql`select channel, count(*) filter (where created_at >= ${r.start}) as now,
        count(*) filter (where created_at < ${r.start}) as before
      from conversations where shop_id = ${shopId} and created_at >= ${r.previousStart} and created_at < ${r.end}
      group by channel`,
    );
    const of = (channel: string, when: 'now' | 'before') =>
      Number(counted.find((c) => c.channel === channel)?.[when] ?? 0);
    const chat = await analyticsChat(t.db, shopId, { range: 'custom', from, to });
    expect(chat.conversations).toEqual({
      value: of('whatsapp', 'now') + of('widget', 'now'),
      previous: of('whatsapp', 'before') + of('widget', 'before'),
    });
    expect(chat.by_channel.map((c) => [c.channel, c.conversations])).toEqual([
      ['whatsapp', of('whatsapp', 'now')],
      ['widget', of('widget', 'now')],
    ]);
  }
}

describe('conversations_daily', () => {
  it('equals a recount of the conversations after any mix of starts, rollbacks, moves, switches and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const s of steps) await run(s);
        await compare();
      }),
      { numRuns: 30 },
    );
    const [n] = await rowsOf<{ n: string }>(
      t.db,
      sql`select count(*) as n from conversations where shop_id = ${shopId}`,
    );
    expect(Number(n?.n)).toBeGreaterThan(0);
    // A bulk load's recount (analytics_rebuild, which the migration's backfill also uses) agrees.
    await t.db.execute(sql`select analytics_rebuild(${shopId})`);
    await compare();
  }, 120_000);

  // A transaction that holds its day's row (the trigger made immediate, as if its commit took long)
  // must not make another chat wait: the other adds a row of its own (a new slot) and commits.
  it('never makes a chat wait for another transaction holding its day and channel', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`set constraints conversations_analytics immediate`);
      await tx.insert(conversations).values({ shopId, channel: 'widget', externalId: `held${++serial}` });
      // Every row of the day and channel held, as when as many chats commit at that moment.
      await tx.execute(sql`select 1 from conversations_daily where shop_id = ${shopId} and day = ${eatDay(new Date())}
        and channel = 'widget' for update`);
      holding();
      await released;
    });
    await held;
    const slots = async () =>
      Number(
        (
          await rowsOf<{ n: string }>(
            t.db,
            sql`select count(*) as n from conversations_daily where shop_id = ${shopId}
              and day = ${eatDay(new Date())} and channel = 'widget'`,
          )
        )[0]?.n,
      );
    const before = await slots();
    // Would hang until the test's timeout if it waited for the holder's row.
    await start(shopId, 'widget');
    expect(await slots()).toBe(before + 1);
    release();
    await holder;
    await compare();
  }, 20_000);

  it("goes with a deleted shop, whose conversations' deletes then add nothing", async () => {
    const gone = (await signUpUser(t, { shop: true })).shop.id as string;
    await t.db.insert(conversations).values([
      { shopId: gone, channel: 'widget', externalId: 'a' },
      { shopId: gone, channel: 'whatsapp', externalId: '255754000001' },
    ]);
    await t.db.execute(sql`delete from shops where id = ${gone}`);
    const left = await rowsOf(t.db, sql`select 1 from conversations_daily where shop_id = ${gone}`);
    expect(left).toEqual([]);
  });
});
