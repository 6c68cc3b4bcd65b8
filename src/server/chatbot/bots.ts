import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bots, type Bot } from '../db/schema/chat.ts';

/** The shop behind a public bot id (the widget's data-bot-id), or null for an unknown or disabled bot. */
export async function findBot(db: Db, botId: string): Promise<Bot | null> {
  if (!botId || botId.length > 64) return null;
  const [bot] = await db.select().from(bots).where(eq(bots.id, botId));
  return bot && bot.enabled ? bot : null;
}

/** A shop's bot row, made on first use (every shop has one; the demo shop's id is 'demo'). */
export async function ensureBot(db: Db, shopId: string, id?: string): Promise<Bot> {
  const [made] = await db
    .insert(bots)
    .values({ shopId, ...(id && { id }) })
    .onConflictDoNothing({ target: bots.shopId })
    .returning();
  if (made) return made;
  const [bot] = await db.select().from(bots).where(eq(bots.shopId, shopId));
  return bot!;
}
