import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Paced lanes: the sends of one lane (a WhatsApp number, later an SMS provider account) leave at most
 * `perSecond` a second, however many processes and worker loops send for it. The pace lives in the
 * database (pace_lanes), not in a process: each send takes the lane's next slot in one statement
 * (the row lock orders takers; the row keeps when the next slot is free, GCRA) and waits for it.
 * Slots are spaced evenly, 10 % wider than the rate: a send leaves a busy event loop and crosses
 * the network a little late, and an earlier one delayed more than a later one would otherwise
 * squeeze one too many into a second at the provider's end (measured for WhatsApp in
 * bench/whatsapp-webhook.ts). An idle lane's slot is now: a chat reply waits for nothing but the
 * statement.
 */
const MARGIN = 1.1;

/** Waits for this lane's next slot and takes it. */
export async function takeSlot(db: Db, lane: string, perSecond: number): Promise<void> {
  const spacingMs = (1000 * MARGIN) / perSecond;
  const step = sql`${spacingMs} * interval '1 millisecond'`;
  const result = (await db.execute(sql`
    insert into pace_lanes as l (lane, next_at) values (${lane}, clock_timestamp() + ${step})
    on conflict (lane) do update set next_at = greatest(l.next_at, clock_timestamp()) + ${step}
    returning greatest(0, extract(epoch from (l.next_at - clock_timestamp())) * 1000 - ${spacingMs})::float8 as wait_ms`)) as unknown as {
    rows: { wait_ms: number }[];
  };
  const waitMs = Number(result.rows[0]?.wait_ms ?? 0);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}
