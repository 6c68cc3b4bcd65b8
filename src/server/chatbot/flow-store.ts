import { and, eq } from 'drizzle-orm';
import { defaultFlow } from '../../lib/chat/default-flow.ts';
import type { Flow } from '../../lib/chat/flow-schema.ts';
import type { Db } from '../db/client.ts';
import { chatFlows, chatFlowVersions } from '../db/schema/chat.ts';
import { TtlCache } from './ttl-cache.ts';
import { widgetOpenedTrigger } from './triggers.ts';

export type ChatFlowRow = typeof chatFlows.$inferSelect;
export type LoadedFlow = { version: number; flow: Flow };

/**
 * The shop's flow row, made on first use with the default flow as draft and as published version 1,
 * so every shop (old or new) has a working bot without any step by the merchant. Safe to race:
 * the loser of two concurrent first calls reads the winner's row.
 */
export async function ensureFlow(db: Db, shopId: string): Promise<ChatFlowRow> {
  const [existing] = await db.select().from(chatFlows).where(eq(chatFlows.shopId, shopId));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const flow = defaultFlow();
    const [made] = await tx
      .insert(chatFlows)
      .values({ shopId, draft: flow, publishedVersion: 1 })
      .onConflictDoNothing()
      .returning();
    if (made) {
      await tx.insert(chatFlowVersions).values({ shopId, version: 1, flow }).onConflictDoNothing();
      return made;
    }
    const [row] = await tx.select().from(chatFlows).where(eq(chatFlows.shopId, shopId));
    return row!;
  });
}

// A published version never changes, so (shop, version) can be cached for good; the map is
// bounded so a server with many shops keeps only the recently used ones.
const MAX_CACHED = 500;
const versions = new Map<string, Flow>();

/** One published version of a shop's flow (cached), or null if it does not exist. */
export async function loadFlowVersion(db: Db, shopId: string, version: number): Promise<Flow | null> {
  const key = `${shopId}:${version}`;
  const hit = versions.get(key);
  if (hit) {
    versions.delete(key);
    versions.set(key, hit); // most recently used last
    return hit;
  }
  const [row] = await db
    .select({ flow: chatFlowVersions.flow })
    .from(chatFlowVersions)
    .where(and(eq(chatFlowVersions.shopId, shopId), eq(chatFlowVersions.version, version)));
  if (!row) return null;
  versions.set(key, row.flow);
  if (versions.size > MAX_CACHED) versions.delete(versions.keys().next().value!);
  return row.flow;
}

/** The flow the engine runs for a shop: the published version (the default flow when none is stored yet). */
export async function loadPublishedFlow(db: Db, shopId: string): Promise<LoadedFlow> {
  const row = await ensureFlow(db, shopId);
  const version = row.publishedVersion;
  const flow = version ? await loadFlowVersion(db, shopId, version) : null;
  // A shop whose merchant never published (or whose version row is missing) still gets a working bot.
  return flow && version ? { version, flow } : { version: 0, flow: defaultFlow() };
}

/**
 * Whether the shop's flow says something when a visitor opens the website chat (a trigger "when
 * the website chat opens"): only then does the widget's "opened" event start a conversation, so
 * that every visitor who opens the chat does not leave an empty one in the inbox.
 */
export async function greetsWhenOpened(db: Db, shopId: string, preview: boolean): Promise<boolean> {
  const { flow } = preview ? await loadDraftFlow(db, shopId) : await loadPublishedFlowCached(db, shopId);
  return widgetOpenedTrigger(flow) !== null;
}

// The version number comes from its cache (publishedVersion), the flow from the version cache.
async function loadPublishedFlowCached(db: Db, shopId: string): Promise<LoadedFlow> {
  const version = await publishedVersion(db, shopId);
  const flow = version ? await loadFlowVersion(db, shopId, version) : null;
  return flow && version ? { version, flow } : { version: 0, flow: defaultFlow() };
}

/** The draft the builder's preview runs. */
export async function loadDraftFlow(db: Db, shopId: string): Promise<LoadedFlow> {
  const row = await ensureFlow(db, shopId);
  return { version: -row.draftRevision, flow: row.draft };
}

// Which version is published, per shop, for a few seconds: a conversation the engine remembers
// needs no read of its own (docs/decisions/0008). A publish is seen at once by this process and,
// through http/cache-sync.ts, by the others.
const published = new TtlCache<number | null>(5_000, MAX_CACHED);

/** The published version number of a shop's flow (null: no flow row or never published). */
export function publishedVersion(db: Db, shopId: string): Promise<number | null> {
  return published.get(shopId, async () => {
    const [row] = await db
      .select({ version: chatFlows.publishedVersion })
      .from(chatFlows)
      .where(eq(chatFlows.shopId, shopId));
    return row?.version ?? null;
  });
}

/** After a publish: this process runs the new version from the next message on. */
export function forgetPublishedVersion(shopId: string): void {
  published.delete(shopId);
}

/** Forgets the cached versions (tests use it to act as a freshly started process). */
export function clearFlowCache(): void {
  versions.clear();
  published.clear();
}
