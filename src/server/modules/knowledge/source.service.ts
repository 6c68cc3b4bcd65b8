import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  knowledgeFiles,
  knowledgePassages,
  knowledgeSources,
  type KnowledgeSourceRow,
} from '../../db/schema/knowledge.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { KnowledgeSource } from '../../../lib/contracts/knowledge.ts';
import {
  KNOWLEDGE_PDF_MAX_BYTES,
  type PdfSourceFields,
  type QaSourceInput,
  type RecrawlSchedule,
  type SourcePatch,
  type UrlSourceInput,
} from '../../../lib/knowledge-schemas.ts';
import { looksLikePdf } from './pdf-text.ts';
import { forgetHasKnowledge } from './knowledge-search.ts';

// A shop's knowledge sources (issue 30, decision 0047): made here, indexed by the job
// (index-source.ts). A Q&A entry is one passage, written with its source in one transaction; a
// PDF or a URL is queued and indexed by the worker, and a re-crawl is refused (409) while one is
// queued or running, so 40 clicks make one run.

export const INDEX_QUEUE = 'knowledge.index';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSourceDto(s: KnowledgeSourceRow): KnowledgeSource {
  return {
    id: s.id,
    kind: s.kind,
    title: s.title,
    language: s.language,
    url: s.url,
    follow_links: s.followLinks,
    max_pages: s.maxPages,
    recrawl: s.recrawl,
    next_crawl_at: iso(s.nextCrawlAt),
    file_name: s.fileName,
    file_bytes: s.fileBytes,
    question: s.question,
    answer: s.answer,
    state: s.state,
    error_code: s.errorCode,
    error_detail: s.errorDetail,
    passage_count: s.passageCount,
    pages_crawled: s.pagesCrawled,
    pages_skipped: s.pagesSkipped,
    last_indexed_at: iso(s.lastIndexedAt),
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

export async function listSources(db: Db, shopId: string): Promise<{ sources: KnowledgeSource[] }> {
  const rows = await db
    .select()
    .from(knowledgeSources)
    .where(eq(knowledgeSources.shopId, shopId))
    .orderBy(desc(knowledgeSources.createdAt), desc(knowledgeSources.id));
  return { sources: rows.map(toSourceDto) };
}

export async function getSource(db: Db, shopId: string, id: string): Promise<KnowledgeSourceRow> {
  const [row] = await db
    .select()
    .from(knowledgeSources)
    .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, id)));
  if (!row) throw notFound('knowledge_source_not_found');
  return row;
}

/** When a scheduled re-crawl is next due, from now. */
export function nextCrawlAt(recrawl: RecrawlSchedule, now = new Date()): Date | null {
  if (recrawl === 'off') return null;
  return new Date(now.getTime() + (recrawl === 'daily' ? 1 : 7) * 86_400_000);
}

const queueIndex = (tx: Db, shopId: string, sourceId: string) =>
  enqueue(tx, { queue: INDEX_QUEUE, payload: { shopId, sourceId }, shopId, maxAttempts: 3 });

export async function createUrlSource(db: Db, shopId: string, input: UrlSourceInput): Promise<KnowledgeSource> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(knowledgeSources)
      .values({
        shopId,
        kind: 'url',
        title: input.title ?? new URL(input.url).hostname,
        language: input.language,
        url: input.url,
        followLinks: input.follow_links,
        maxPages: input.follow_links ? input.max_pages : 1,
        recrawl: input.recrawl,
        state: 'queued',
      })
      .returning();
    await queueIndex(tx as unknown as Db, shopId, row!.id);
    return toSourceDto(row!);
  });
}

/** The uploaded file, checked by its bytes (size first, then the %PDF- header): nothing is stored for a bad one. */
export async function createPdfSource(
  db: Db,
  shopId: string,
  fields: PdfSourceFields,
  file: unknown,
): Promise<KnowledgeSource> {
  if (!(file instanceof File) || file.size === 0) throw badRequest('knowledge_pdf_required', {}, 'file');
  if (file.size > KNOWLEDGE_PDF_MAX_BYTES) throw badRequest('knowledge_pdf_too_large', {}, 'file');
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!looksLikePdf(bytes)) throw badRequest('knowledge_not_pdf', {}, 'file');
  const fileName = cleanName(file.name) || 'document.pdf';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(knowledgeSources)
      .values({
        shopId,
        kind: 'pdf',
        title: fields.title ?? fileName.replace(/\.pdf$/i, ''),
        language: fields.language,
        fileName,
        fileBytes: bytes.length,
        state: 'queued',
      })
      .returning();
    await tx.insert(knowledgeFiles).values({ shopId, sourceId: row!.id, bytes });
    await queueIndex(tx as unknown as Db, shopId, row!.id);
    return toSourceDto(row!);
  });
}

/** A file name as a label: no path, no control characters, what PostgreSQL can store, ≤ 200. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replaceAll('\0', '')
    .toWellFormed()
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);

/** A Q&A entry's one passage: the question and its answer, so a customer's words can match either. */
const qaPassage = (question: string, answer: string) => `${question}\n${answer}`;

async function writeQaPassage(tx: Tx, shopId: string, sourceId: string, language: 'en' | 'sw', q: string, a: string) {
  await tx
    .delete(knowledgePassages)
    .where(and(eq(knowledgePassages.shopId, shopId), eq(knowledgePassages.sourceId, sourceId)));
  await tx
    .insert(knowledgePassages)
    .values({ shopId, sourceId, language, position: 0, location: null, text: qaPassage(q, a) });
}

export async function createQaSource(dbOrTx: Db | Tx, shopId: string, input: QaSourceInput): Promise<KnowledgeSource> {
  const run = async (tx: Tx) => {
    const [row] = await tx
      .insert(knowledgeSources)
      .values({
        shopId,
        kind: 'qa',
        title: input.question.slice(0, 200),
        language: input.language,
        question: input.question,
        answer: input.answer,
        state: 'indexed',
        passageCount: 1,
        lastIndexedAt: new Date(),
      })
      .returning();
    await writeQaPassage(tx, shopId, row!.id, input.language, input.question, input.answer);
    return toSourceDto(row!);
  };
  const dto = await (dbOrTx as Db).transaction(run);
  forgetHasKnowledge(shopId);
  return dto;
}

export async function updateSource(db: Db, shopId: string, id: string, patch: SourcePatch): Promise<KnowledgeSource> {
  const dto = await db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(knowledgeSources)
      .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, id)))
      .for('update');
    if (!s) throw notFound('knowledge_source_not_found');
    if ((patch.question !== undefined || patch.answer !== undefined) && s.kind !== 'qa')
      throw badRequest('knowledge_only_qa', {}, patch.question !== undefined ? 'question' : 'answer');
    if (patch.recrawl !== undefined && s.kind !== 'url') throw badRequest('knowledge_only_url', {}, 'recrawl');
    const question = patch.question ?? s.question;
    const answer = patch.answer ?? s.answer;
    const language = patch.language ?? s.language;
    const [row] = await tx
      .update(knowledgeSources)
      .set({
        title: patch.title ?? (s.kind === 'qa' && patch.question ? patch.question.slice(0, 200) : s.title),
        language,
        question,
        answer,
        recrawl: patch.recrawl ?? s.recrawl,
        nextCrawlAt:
          patch.recrawl === undefined
            ? s.nextCrawlAt
            : patch.recrawl === 'off'
              ? null
              : (s.nextCrawlAt ?? nextCrawlAt(patch.recrawl)),
        updatedAt: new Date(),
      })
      .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, id)))
      .returning();
    if (s.kind === 'qa') {
      await writeQaPassage(tx, shopId, id, language, question!, answer!);
    } else if (patch.language !== undefined && patch.language !== s.language) {
      // The passages are searched in their language: they move with the source.
      await tx
        .update(knowledgePassages)
        .set({ language })
        .where(and(eq(knowledgePassages.shopId, shopId), eq(knowledgePassages.sourceId, id)));
    }
    return toSourceDto(row!);
  });
  forgetHasKnowledge(shopId);
  return dto;
}

export async function deleteSource(db: Db, shopId: string, id: string): Promise<void> {
  // Passages and the file go with it (foreign keys, on delete cascade).
  const rows = await db
    .delete(knowledgeSources)
    .where(and(eq(knowledgeSources.shopId, shopId), eq(knowledgeSources.id, id)))
    .returning({ id: knowledgeSources.id });
  if (rows.length === 0) throw notFound('knowledge_source_not_found');
  forgetHasKnowledge(shopId);
}

/**
 * Index a PDF or a URL again now. One run at a time per source: the claim (state → queued) is
 * one UPDATE that only a source not already queued or indexing passes, so of 40 parallel clicks
 * one queues a run and 39 get 409.
 */
export async function requestRecrawl(db: Db, shopId: string, id: string): Promise<KnowledgeSource> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(knowledgeSources)
      .set({ state: 'queued', updatedAt: new Date() })
      .where(
        and(
          eq(knowledgeSources.shopId, shopId),
          eq(knowledgeSources.id, id),
          inArray(knowledgeSources.kind, ['pdf', 'url']),
          sql`${knowledgeSources.state} not in ('queued', 'indexing')`,
        ),
      )
      .returning();
    if (!row) {
      const s = await getSource(tx as unknown as Db, shopId, id);
      if (s.kind === 'qa') throw badRequest('knowledge_qa_not_crawled');
      throw conflict('knowledge_already_indexing');
    }
    await queueIndex(tx as unknown as Db, shopId, id);
    return toSourceDto(row);
  });
}

export async function sourcePassages(db: Db, shopId: string, id: string) {
  await getSource(db, shopId, id);
  const where = and(eq(knowledgePassages.shopId, shopId), eq(knowledgePassages.sourceId, id));
  const [passages, [total]] = await Promise.all([
    db
      .select({
        id: knowledgePassages.id,
        position: knowledgePassages.position,
        location: knowledgePassages.location,
        text: knowledgePassages.text,
      })
      .from(knowledgePassages)
      .where(where)
      .orderBy(asc(knowledgePassages.position))
      .limit(50),
    db.select({ n: count() }).from(knowledgePassages).where(where),
  ]);
  return { passages, total: total?.n ?? 0 };
}
