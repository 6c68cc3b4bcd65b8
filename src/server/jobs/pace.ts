import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { RetryLater } from './worker.ts';

/**
 * Paced lanes: the sends of one lane (a WhatsApp number: 'whatsapp:<phone number id>'; later an SMS
 * provider account or a campaign, each with its own lane name and pace) leave at most `perSecond` a
 * second, however many processes and worker loops send for it. The pace lives in the database
 * (pace_lanes), not in a process: each send takes the lane's next slot in one statement (the row
 * lock orders takers; the row keeps when the next slot is free, GCRA, on the database's clock) and
 * waits for it. Slots are spaced evenly, 10 % wider than the rate: a send leaves a busy event loop
 * and crosses the network a little late, and an earlier one delayed more than a later one would
 * otherwise squeeze one too many into a second at the provider's end (measured for WhatsApp in
 * bench/whatsapp-webhook.ts). A send woken more than LATE_MS after its slot gives it up and takes a
 * fresh one (the lane only goes slower): late sends would otherwise leave in a clump with the next
 * slots' (seen under CPU load: 24 in a second on a 20-a-second lane).
 * The slot's commit does not wait for the disk (synchronous_commit off for that statement alone):
 * takers queue on the lane's row lock until the holder commits, so a flush per slot would cap a lane
 * at one slot per disk flush (measured: about 140 a second on a loaded machine). A crash of the
 * database can lose the last few slots' writes, which only lets the lane start again a few slots
 * early: a slot is a pace, not money (decision 0043).
 * An idle lane's slot is now: a chat reply waits for nothing but the statement. A lane taken further
 * ahead than `maxWaitMs` gives no slot: the job is retried when it has room, not counted as an
 * attempt (RetryLater), so a bulk send neither holds a worker's places nor runs out of attempts.
 */
const MARGIN = 1.1;
const LATE_MS = 25;
export const MAX_WAIT_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const spacingMs = (perSecond: number) => (1000 * MARGIN) / perSecond;

/**
 * Takes the lane's next slot (or `count` slots in a row, for a bulk sender) and says how long to wait
 * for the first; when that is beyond maxWaitMs, takes nothing and says when to come back.
 */
export async function reserveSlot(
  db: Db,
  lane: string,
  perSecond: number,
  maxWaitMs = MAX_WAIT_MS,
  count = 1,
): Promise<{ waitMs: number } | { busyMs: number }> {
  const spacing = spacingMs(perSecond);
  const step = sql`${spacing * count} * interval '1 millisecond'`;
  const limit = sql`${maxWaitMs} * interval '1 millisecond'`;
  const taken = (await db.execute(sql`
    insert into pace_lanes as l (lane, next_at)
    select ${lane}, clock_timestamp() + ${step} from (select set_config('synchronous_commit', 'off', true)) async
    on conflict (lane) do update set next_at = greatest(l.next_at, clock_timestamp()) + ${step}
      where l.next_at <= clock_timestamp() + ${limit}
    returning greatest(0, extract(epoch from (l.next_at - clock_timestamp())) * 1000 - ${spacing * count})::float8 as wait_ms`)) as unknown as {
    rows: { wait_ms: number }[];
  };
  const [row] = taken.rows;
  if (row) return { waitMs: Number(row.wait_ms) };
  const busy = (await db.execute(sql`
    select greatest(0, extract(epoch from (next_at - clock_timestamp())) * 1000)::float8 as wait_ms
    from pace_lanes where lane = ${lane}`)) as unknown as { rows: { wait_ms: number }[] };
  // Back when about half the wait is left: the lane has room by then and still has sends queued.
  return { busyMs: Math.max(spacing, Number(busy.rows[0]?.wait_ms ?? 0) - maxWaitMs / 2) };
}

/** Waits for this lane's next slot and takes it; a lane too busy throws RetryLater (not an attempt). */
export async function takeSlot(db: Db, lane: string, perSecond: number, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  for (;;) {
    const slot = await reserveSlot(db, lane, perSecond, maxWaitMs);
    if ('busyMs' in slot) throw new RetryLater(`lane ${lane} is busy`, slot.busyMs, { attempt: false });
    if (slot.waitMs <= 0) return;
    const due = performance.now() + slot.waitMs;
    await sleep(slot.waitMs);
    if (onTime(due)) return;
  }
}

/**
 * For a bulk sender that holds its own job: `count` slots in a row, however long the lane is busy.
 * Answers when the first is due (performance.now() time) and the spacing of the others.
 */
export async function reserveBlock(
  db: Db,
  lane: string,
  perSecond: number,
  count: number,
): Promise<{ firstAt: number; spacing: number }> {
  for (;;) {
    const slot = await reserveSlot(db, lane, perSecond, MAX_WAIT_MS, count);
    if ('waitMs' in slot) return { firstAt: performance.now() + slot.waitMs, spacing: spacingMs(perSecond) };
    await sleep(slot.busyMs);
  }
}

/** Whether a send due at `due` (performance.now() time) still leaves within its slot. */
export const onTime = (due: number) => performance.now() - due <= LATE_MS;
