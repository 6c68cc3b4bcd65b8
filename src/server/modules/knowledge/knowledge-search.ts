import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knowledgePassages } from '../../db/schema/knowledge.ts';
import type { KnowledgeLanguage } from '../../../lib/knowledge-schemas.ts';
import { questionTerms } from './query-words.ts';
import type { KnowledgeHit } from './knowledge-types.ts';

// Searching a shop's passages (decision 0047). The question's terms are OR-ed (any may match, so
// "What time do you open on Sunday?" finds "Open Monday to Saturday 8–20, Sunday 10–16"), the GIN
// index on (shop_id, tsv) finds the candidates, and each is scored by the share of the question's
// terms it holds (coverage), ties broken by ts_rank_cd. A passage that holds too few of the terms
// is not an answer: below the threshold the bot says it does not know rather than answer from a
// passage that only shares a word.

/** At least this share of the question's terms must be in the passage (one of one, one of two, two of three, …). */
export const MIN_COVERAGE = 0.5;
/** Candidates ranked per search before coverage is counted (bounds the work on a big shop). */
const CANDIDATES = 40;

const configOf = (language: KnowledgeLanguage) => (language === 'sw' ? 'swahili' : 'english');

type Row = {
  passage_id: string;
  source_id: string;
  source_title: string;
  source_kind: KnowledgeHit['sourceKind'];
  location: string | null;
  text: string;
  rank: number;
  matched: number;
  terms: number;
};

export async function searchKnowledge(
  db: Db,
  shopId: string,
  language: KnowledgeLanguage,
  question: string,
  limit = 3,
): Promise<KnowledgeHit[]> {
  const terms = questionTerms(question, language);
  if (terms.length === 0) return [];
  const config = configOf(language);
  const any = terms.map((t) => `(${t})`).join(' | ');
  // terms: the question's terms PostgreSQL kept (an English stopword makes an empty tsquery); as one
  // text split by commas (a term is letters, digits, spaces and |, never a comma).
  const result = await db.execute(sql`
    with terms as (
      select tq from regexp_split_to_table(${terms.join(',')}, ',') w, to_tsquery(${config}::regconfig, w) tq
      where numnode(tq) > 0
    ), q as (select to_tsquery(${config}::regconfig, ${any}) as q),
    candidates as (
      select p.id, p.source_id, p.location, p.text, p.tsv, ts_rank_cd(p.tsv, q.q) as rank
      from knowledge_passages p, q
      where p.shop_id = ${shopId} and p.language = ${language} and p.tsv @@ q.q
      order by rank desc
      limit ${CANDIDATES}
    )
    select c.id as passage_id, c.source_id, s.title as source_title, s.kind as source_kind, c.location, c.text,
      c.rank::float8 as rank,
      (select count(*) from terms where c.tsv @@ terms.tq)::int as matched,
      (select count(*) from terms)::int as terms
    from candidates c
    join knowledge_sources s on s.shop_id = ${shopId} and s.id = c.source_id
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows
    .map((r) => ({ r, coverage: r.terms > 0 ? r.matched / r.terms : 0 }))
    .filter(({ coverage }) => coverage >= MIN_COVERAGE)
    .map(({ r, coverage }) => ({
      passageId: r.passage_id,
      sourceId: r.source_id,
      sourceTitle: r.source_title,
      sourceKind: r.source_kind,
      location: r.location,
      text: r.text,
      // Coverage first; the rank (under 1 for a passage) only orders passages of equal coverage.
      score: Math.round((coverage + Math.min(r.rank, 0.99) / 100) * 1000) / 1000,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

const HAS_TTL_MS = 5_000;
const hasCache = new Map<string, { value: boolean; at: number }>();

/** True when the shop has an indexed passage; cached for a few seconds per process (asked on every unmatched turn). */
export async function hasKnowledge(db: Db, shopId: string): Promise<boolean> {
  const cached = hasCache.get(shopId);
  if (cached && Date.now() - cached.at < HAS_TTL_MS) return cached.value;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(knowledgePassages)
    .where(and(eq(knowledgePassages.shopId, shopId)))
    .limit(1);
  const value = row !== undefined;
  if (hasCache.size > 10_000) hasCache.clear();
  hasCache.set(shopId, { value, at: Date.now() });
  return value;
}

/** After a shop's passages change, so the next turn sees them at once in this process. */
export function forgetHasKnowledge(shopId: string): void {
  hasCache.delete(shopId);
}
