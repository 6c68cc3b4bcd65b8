import type { Chatflow as ChatflowDto } from '../../../lib/contracts/chatflow.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { checkFlow, hasErrors, type FlowIssue } from '../../../lib/chat/flow-checks.ts';
import type { Flow } from '../../../lib/chat/flow-schema.ts';
import { ensureBot } from '../../chatbot/bots.ts';
import { ensureFlow, forgetPublishedVersion } from '../../chatbot/flow-store.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { chatFlows, chatFlowVersions } from '../../db/schema/chat.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';

/** Thrown when the draft has errors: the route answers 400 with the issues beside the message. */
export class FlowInvalidError extends AppError {
  readonly issues: FlowIssue[];
  constructor(issues: FlowIssue[]) {
    super(400, 'flow_has_errors', { count: issues.filter((i) => i.level === 'error').length });
    this.issues = issues;
  }
}

async function publishedVersion(
  db: Db,
  shopId: string,
  version: number | null,
): Promise<{ at: string; flow: Flow } | null> {
  if (!version) return null;
  const [row] = await db
    .select({ at: chatFlowVersions.publishedAt, flow: chatFlowVersions.flow })
    .from(chatFlowVersions)
    .where(and(eq(chatFlowVersions.shopId, shopId), eq(chatFlowVersions.version, version)));
  return row ? { at: row.at.toISOString(), flow: row.flow } : null;
}

export async function getChatflow(db: Db, shopId: string): Promise<ChatflowDto> {
  const row = await ensureFlow(db, shopId);
  const bot = await ensureBot(db, shopId);
  const live = await publishedVersion(db, shopId, row.publishedVersion);
  return {
    draft: row.draft,
    draft_revision: row.draftRevision,
    published_version: row.publishedVersion,
    published_at: live?.at ?? null,
    published_flow: live?.flow ?? null,
    bot_id: bot.id,
    issues: checkFlow(row.draft),
  };
}

/**
 * Saves the draft only if nobody saved since `revision` (the one the caller's copy started from):
 * a second tab or a colleague must not silently overwrite the other's work.
 */
export async function saveDraft(db: Db, shopId: string, userId: string, flow: Flow, revision: number) {
  await ensureFlow(db, shopId);
  const [saved] = await db
    .update(chatFlows)
    .set({ draft: flow, draftRevision: sql`${chatFlows.draftRevision} + 1`, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(chatFlows.shopId, shopId), eq(chatFlows.draftRevision, revision)))
    .returning({ revision: chatFlows.draftRevision });
  if (!saved) throw conflict('flow_stale');
  return { draft_revision: saved.revision, issues: checkFlow(flow) };
}

/** Publishes the stored draft as version n+1; the row lock keeps two publishes from taking one number. */
export async function publishDraft(db: Db, shopId: string, userId: string) {
  await ensureFlow(db, shopId);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(chatFlows).where(eq(chatFlows.shopId, shopId)).for('update');
    const issues = checkFlow(row!.draft);
    if (hasErrors(issues)) throw new FlowInvalidError(issues);
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${chatFlowVersions.version}), 0)::int` })
      .from(chatFlowVersions)
      .where(eq(chatFlowVersions.shopId, shopId));
    const version = (last?.version ?? 0) + 1;
    const [made] = await tx
      .insert(chatFlowVersions)
      .values({ shopId, version, flow: row!.draft, publishedBy: userId })
      .returning();
    await tx
      .update(chatFlows)
      .set({ publishedVersion: version, updatedAt: new Date() })
      .where(eq(chatFlows.shopId, shopId));
    forgetPublishedVersion(shopId);
    return { published_version: version, published_at: made!.publishedAt.toISOString(), issues };
  });
}

const VERSIONS_SHOWN = 50;

export async function listVersions(db: Db, shopId: string) {
  const row = await ensureFlow(db, shopId);
  const rows = await db
    .select({
      version: chatFlowVersions.version,
      publishedAt: chatFlowVersions.publishedAt,
      by: users.name,
      flow: chatFlowVersions.flow,
    })
    .from(chatFlowVersions)
    .leftJoin(users, eq(users.id, chatFlowVersions.publishedBy))
    .where(eq(chatFlowVersions.shopId, shopId))
    .orderBy(desc(chatFlowVersions.version))
    .limit(VERSIONS_SHOWN);
  return {
    published_version: row.publishedVersion,
    versions: rows.map((r) => ({
      version: r.version,
      published_at: r.publishedAt.toISOString(),
      published_by: r.by,
      node_count: r.flow.nodes.length,
    })),
  };
}

/** Copies a published version into the draft (the published version stays until the next publish). */
export async function restoreVersion(db: Db, shopId: string, userId: string, version: number) {
  await ensureFlow(db, shopId);
  const [stored] = await db
    .select({ flow: chatFlowVersions.flow })
    .from(chatFlowVersions)
    .where(and(eq(chatFlowVersions.shopId, shopId), eq(chatFlowVersions.version, version)));
  if (!stored) throw notFound('flow_version_not_found');
  const [saved] = await db
    .update(chatFlows)
    .set({
      draft: stored.flow,
      draftRevision: sql`${chatFlows.draftRevision} + 1`,
      updatedBy: userId,
      updatedAt: new Date(),
    })
    .where(eq(chatFlows.shopId, shopId))
    .returning({ revision: chatFlows.draftRevision });
  return { draft: stored.flow, draft_revision: saved!.revision, issues: checkFlow(stored.flow) };
}
