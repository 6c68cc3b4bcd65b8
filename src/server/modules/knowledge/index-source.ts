import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../db/schema/jobs.ts';
import {
  knowledgeFiles,
  knowledgePassages,
  knowledgeSources,
  type KnowledgeSourceRow,
} from '../../db/schema/knowledge.ts';
import type { Deps } from '../../http/context.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { LookupFunction } from 'node:net';
import type { KnowledgeErrorCode } from '../../../lib/knowledge-schemas.ts';
import { crawlSite } from './crawl-site.ts';
import { forgetHasKnowledge } from './knowledge-search.ts';
import { cleanText, splitPassages } from './passages.ts';
import { pdfText } from './pdf-text.ts';
import { INDEX_QUEUE, nextCrawlAt } from './source.service.ts';

// Indexing a PDF or a URL source (the job of INDEX_QUEUE), and the schedule that queues URL
// sources again when their re-crawl is due (RECRAWL_QUEUE, hourly). Reading and fetching happen
// outside any transaction; the swap is one: the old passages out, the new ones in, the source's
// state and counts, all or nothing. A failed re-crawl keeps the old passages and says the error.

export const RECRAWL_QUEUE = 'knowledge.recrawl';
const EVERY_MS = 3_600_000;
/** Passages kept per source at most (a 50-page site of long pages stays far below). */
const MAX_PASSAGES = 2_000;

export type IndexOptions = {
  /** Fetch private and loopback addresses (tests, local journeys); never in production (env.ts). */
  allowPrivate: boolean;
  lookup?: LookupFunction;
  /** Tests only: which addresses count as private (public-fetch.ts). */
  isPrivate?: (address: string) => boolean;
  timeoutMs?: number;
};

type Outcome =
  | {
      kind: 'passages';
      passages: { location: string | null; text: string }[];
      crawled: number;
      skipped: KnowledgeSourceRow['pagesSkipped'];
    }
  | { kind: 'no_text'; crawled: number; skipped: KnowledgeSourceRow['pagesSkipped'] }
  | { kind: 'failed'; code: KnowledgeErrorCode; detail: string | null };

async function readSource(db: Db, s: KnowledgeSourceRow, options: IndexOptions): Promise<Outcome> {
  if (s.kind === 'pdf') {
    const [file] = await db
      .select({ bytes: knowledgeFiles.bytes })
      .from(knowledgeFiles)
      .where(and(eq(knowledgeFiles.shopId, s.shopId), eq(knowledgeFiles.sourceId, s.id)));
    if (!file) return { kind: 'failed', code: 'pdf_corrupt', detail: 'the file is missing' };
    const pdf = await pdfText(file.bytes);
    if (!pdf.ok) {
      if (pdf.code === 'pdf_no_text') return { kind: 'no_text', crawled: 0, skipped: [] };
      return { kind: 'failed', code: pdf.code, detail: pdf.detail ?? null };
    }
    const passages = pdf.pages.flatMap((text, i) =>
      splitPassages(text).map((p) => ({ location: `page ${i + 1}`, text: p })),
    );
    return passages.length > 0
      ? { kind: 'passages', passages, crawled: 0, skipped: [] }
      : { kind: 'no_text', crawled: 0, skipped: [] };
  }
  const crawl = await crawlSite(s.url!, {
    followLinks: s.followLinks,
    maxPages: s.maxPages,
    fetch: {
      allowPrivate: options.allowPrivate,
      lookup: options.lookup,
      isPrivate: options.isPrivate,
      timeoutMs: options.timeoutMs,
    },
  });
  if (!crawl.ok) return { kind: 'failed', code: crawl.code, detail: crawl.detail };
  const passages = crawl.pages.flatMap((page) =>
    splitPassages(page.text).map((text) => ({ location: page.url, text })),
  );
  if (passages.length === 0) return { kind: 'no_text', crawled: crawl.pages.length, skipped: crawl.skipped };
  return { kind: 'passages', passages, crawled: crawl.pages.length, skipped: crawl.skipped };
}

/** Indexes one source now (the job's work); a source deleted or not queued meanwhile is left alone. */
export async function indexSource(db: Db, shopId: string, sourceId: string, options: IndexOptions): Promise<void> {
  const [s] = await db
    .update(knowledgeSources)
    .set({ state: 'indexing', updatedAt: new Date() })
    .where(
      and(
        eq(knowledgeSources.shopId, shopId),
        eq(knowledgeSources.id, sourceId),
        inArray(knowledgeSources.kind, ['pdf', 'url']),
        inArray(knowledgeSources.state, ['queued', 'indexing']),
      ),
    )
    .returning();
  if (!s) return;
  const outcome = await readSource(db, s, options).catch((error: unknown): Outcome => ({
    kind: 'failed',
    code: 'unreachable',
    detail: String((error as Error)?.message ?? error).slice(0, 200),
  }));
  const now = new Date();
  await db.transaction(async (tx) => {
    // Locked, so a delete meanwhile either waits for this or has already happened (nothing to write).
    const [still] = await tx
      .select({ id: knowledgeSources.id, passageCount: knowledgeSources.passageCount })
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, sourceId)))
      .for('update');
    if (!still) return;
    const common = { updatedAt: now, nextCrawlAt: nextCrawlAt(s.recrawl, now) };
    if (outcome.kind === 'failed') {
      // A re-crawl that failed keeps what the last good one found (it still answers): the source stays indexed, with the error.
      await tx
        .update(knowledgeSources)
        .set({
          ...common,
          state: still.passageCount > 0 ? 'indexed' : 'failed',
          errorCode: outcome.code,
          errorDetail: outcome.detail,
        })
        .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, sourceId)));
      return;
    }
    await tx
      .delete(knowledgePassages)
      .where(and(eq(knowledgePassages.shopId, shopId), eq(knowledgePassages.sourceId, sourceId)));
    const passages = outcome.kind === 'passages' ? outcome.passages.slice(0, MAX_PASSAGES) : [];
    for (let i = 0; i < passages.length; i += 500) {
      await tx.insert(knowledgePassages).values(
        passages.slice(i, i + 500).map((p, j) => ({
          shopId,
          sourceId,
          language: s.language,
          position: i + j,
          location: p.location,
          text: cleanText(p.text),
        })),
      );
    }
    await tx
      .update(knowledgeSources)
      .set({
        ...common,
        state: outcome.kind === 'passages' ? 'indexed' : 'no_text',
        errorCode: outcome.kind === 'no_text' ? (s.kind === 'pdf' ? 'pdf_no_text' : 'no_text') : null,
        errorDetail: null,
        passageCount: passages.length,
        pagesCrawled: outcome.crawled,
        pagesSkipped: outcome.skipped,
        lastIndexedAt: now,
      })
      .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, sourceId)));
  });
  forgetHasKnowledge(shopId);
}

export async function indexSourceJob(deps: Deps, job: Job): Promise<void> {
  const { shopId, sourceId } = job.payload as { shopId: string; sourceId: string };
  await indexSource(deps.database.db, shopId, sourceId, { allowPrivate: deps.env.KNOWLEDGE_ALLOW_PRIVATE_URLS });
}

/** Queues the URL sources whose re-crawl is due (each claimed by its state, as a click would). */
export async function queueDueRecrawls(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(knowledgeSources)
      .set({ state: 'queued', nextCrawlAt: null, updatedAt: now })
      .where(
        and(
          isNotNull(knowledgeSources.nextCrawlAt),
          lte(knowledgeSources.nextCrawlAt, now),
          sql`${knowledgeSources.state} not in ('queued', 'indexing')`,
          eq(knowledgeSources.kind, 'url'),
        ),
      )
      .returning({ shopId: knowledgeSources.shopId, id: knowledgeSources.id });
    for (const d of due)
      await enqueue(tx as unknown as Db, {
        queue: INDEX_QUEUE,
        payload: { shopId: d.shopId, sourceId: d.id },
        shopId: d.shopId,
        maxAttempts: 3,
      });
    return due.length;
  });
}

/** Queues the schedule's next run at the start of an hour; once per hour however many processes ask. */
export async function scheduleRecrawls(db: Db, now = new Date(), at: 'next' | 'now' = 'next'): Promise<void> {
  const hour = Math.floor(now.getTime() / EVERY_MS) + (at === 'next' ? 1 : 0);
  const runAt = at === 'next' ? new Date(hour * EVERY_MS) : now;
  await enqueue(db, { queue: RECRAWL_QUEUE, payload: {}, dedupeKey: `knowledge-recrawl:${hour * EVERY_MS}`, runAt });
}

export async function recrawlJob(deps: Deps, _job: Job): Promise<void> {
  await queueDueRecrawls(deps.database.db);
  await scheduleRecrawls(deps.database.db);
}
