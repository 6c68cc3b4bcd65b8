import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knowledgePassages } from '../../db/schema/knowledge.ts';
import type { KnowledgeLanguage } from '../../../lib/knowledge-schemas.ts';
import { questionTerms } from './query-words.ts';
import type { KnowledgeHit } from './knowledge-types.ts';

// Searching a shop's passages (decision 0047). A natural question shares only some of its words
// with the passage that answers it ("What time do you open on Sunday?" → "open … Sunday 10–16"),
// so terms are not all required: a passage must hold at least half of them (MIN_COVERAGE). That
// threshold is in the tsquery itself, as "k of the n terms" (any k of them AND-ed, OR-ed), so the
// GIN index on (shop_id, tsv) finds only passages good enough to answer, most terms first: one
// query per k from n down, appended, and the first CANDIDATES rows taken. Only those are ranked
// (ts_rank_cd is what costs on a big shop, not the index). A passage's score is its share of the
// terms, ties broken by ts_rank_cd. Below the threshold the bot says it does not know rather than
// answer from a passage that only shares a word.

/** At least this share of the question's terms must be in the passage (one of one, one of two, two of three, …). */
export const MIN_COVERAGE = 0.5;
/** Passages ranked per search at most (the most terms first): bounds the work on a big shop. */
const CANDIDATES = 60;

type Row = {
  passage_id: string;
  source_id: string;
  source_title: string;
  source_kind: KnowledgeHit['sourceKind'];
  location: string | null;
  text: string;
  rank: number;
  matched: number;
};

function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first!, ...c]), ...combinations(rest, k)];
}

/** A tsquery text true when at least k of the terms match. */
const atLeast = (terms: string[], k: number) =>
  combinations(terms, k)
    .map((c) => `(${c.map((t) => `(${t})`).join(' & ')})`)
    .join(' | ');

/** The search's statement for these terms (exported for the bench's EXPLAIN). */
export function searchStatement(shopId: string, language: KnowledgeLanguage, terms: string[]): SQL {
  const n = terms.length;
  // The configuration is one of two names, never the caller's text.
  const config = sql.raw(language === 'sw' ? `'swahili'::regconfig` : `'english'::regconfig`);
  const least = Math.max(1, Math.ceil(n * MIN_COVERAGE));
  const matched = sql.join(
    terms.map((t) => sql`(p.tsv @@ to_tsquery(${config}, ${t}))::int`),
    sql` + `,
  );
  // The index finds the passages that hold enough terms; the most terms first (a cheap count of
  // matches), and only the first CANDIDATES of those are ranked.
  return sql`
    select p.id as passage_id, p.source_id, s.title as source_title, s.kind as source_kind, p.location, p.text,
      ts_rank_cd(p.tsv, to_tsquery(${config}, ${terms.map((t) => `(${t})`).join(' | ')}))::float8 as rank, c.matched
    from (
      select p.id, ${matched} as matched
      from knowledge_passages p
      where p.shop_id = ${shopId} and p.language = ${language} and p.tsv @@ to_tsquery(${config}, ${atLeast(terms, least)})
      order by matched desc
      limit ${CANDIDATES}
    ) c
    join knowledge_passages p on p.shop_id = ${shopId} and p.id = c.id
    join knowledge_sources s on s.shop_id = ${shopId} and s.id = p.source_id
  `;
}

export async function searchKnowledge(
  db: Db,
  shopId: string,
  language: KnowledgeLanguage,
  question: string,
  limit = 3,
): Promise<KnowledgeHit[]> {
  const terms = questionTerms(question, language);
  const n = terms.length;
  if (n === 0) return [];
  const result = await db.execute(searchStatement(shopId, language, terms));
  return (result as unknown as { rows: Row[] }).rows
    .map((r) => ({ r, coverage: r.matched / n }))
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
    .where(eq(knowledgePassages.shopId, shopId))
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
