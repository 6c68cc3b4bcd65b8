import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/chat.ts';
import { knowledgeAsks } from '../../db/schema/knowledge.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { notFound } from '../../http/errors.ts';
import type { ConversationAnswer, UnansweredQuestion } from '../../../lib/contracts/knowledge.ts';
import type { KnowledgeLanguage, UnansweredAnswer } from '../../../lib/knowledge-schemas.ts';
import { createQaSource } from './source.service.ts';
import type { KnowledgeHit } from './knowledge-types.ts';

// The questions customers asked the knowledge (issue 30): which passage answered each (shown in
// the inbox), and the ones nothing answered (a list the merchant turns into Q&A entries). One row
// per customer message: a retried turn records once (unique shop_id, message_id).

export async function recordKnowledgeAsk(
  db: Db,
  ask: {
    shopId: string;
    conversationId: string;
    messageId: string;
    question: string;
    language: KnowledgeLanguage;
    hit: KnowledgeHit | null;
    phrased: boolean;
  },
): Promise<void> {
  const hit = ask.hit;
  await db
    .insert(knowledgeAsks)
    .values({
      shopId: ask.shopId,
      id: timeOrderedId(),
      conversationId: ask.conversationId,
      messageId: ask.messageId,
      question: ask.question.replaceAll('\0', '').toWellFormed().slice(0, 1000),
      language: ask.language,
      passageId: hit?.passageId ?? null,
      hit: hit
        ? {
            sourceId: hit.sourceId,
            sourceTitle: hit.sourceTitle,
            sourceKind: hit.sourceKind,
            location: hit.location,
            text: hit.text,
          }
        : null,
      score: hit?.score ?? null,
      phrased: ask.phrased,
    })
    .onConflictDoNothing();
}

/** The same question however it was typed: case, spaces and a final "?" aside. */
const groupKey = sql`btrim(regexp_replace(lower(${knowledgeAsks.question}), '[\\s?!.,]+', ' ', 'g'))`;

export async function unansweredQuestions(db: Db, shopId: string): Promise<{ questions: UnansweredQuestion[] }> {
  const open = and(eq(knowledgeAsks.shopId, shopId), isNull(knowledgeAsks.passageId), isNull(knowledgeAsks.resolvedAt));
  const rows = await db
    .select({
      id: sql<string>`(array_agg(${knowledgeAsks.id} order by ${knowledgeAsks.createdAt} desc))[1]`,
      question: sql<string>`(array_agg(${knowledgeAsks.question} order by ${knowledgeAsks.createdAt} desc))[1]`,
      conversationId: sql<string>`(array_agg(${knowledgeAsks.conversationId} order by ${knowledgeAsks.createdAt} desc))[1]`,
      language: knowledgeAsks.language,
      count: sql<number>`count(*)::int`,
      last: sql<Date>`max(${knowledgeAsks.createdAt})`,
    })
    .from(knowledgeAsks)
    .where(open)
    .groupBy(groupKey, knowledgeAsks.language)
    .orderBy(desc(sql`max(${knowledgeAsks.createdAt})`))
    .limit(200);
  return {
    questions: rows.map((r) => ({
      id: r.id,
      question: r.question,
      language: r.language,
      count: r.count,
      last_asked_at: new Date(r.last).toISOString(),
      conversation_id: r.conversationId,
    })),
  };
}

/** Resolves the ask's whole group (the same question in the same language), answering how many. */
async function resolveGroup(
  db: Db,
  shopId: string,
  askId: string,
): Promise<{ question: string; language: KnowledgeLanguage }> {
  const [ask] = await db
    .select({ question: knowledgeAsks.question, language: knowledgeAsks.language })
    .from(knowledgeAsks)
    .where(
      and(
        eq(knowledgeAsks.shopId, shopId),
        eq(knowledgeAsks.id, askId),
        isNull(knowledgeAsks.resolvedAt),
        isNull(knowledgeAsks.passageId),
      ),
    );
  if (!ask) throw notFound('knowledge_ask_not_found');
  await db
    .update(knowledgeAsks)
    .set({ resolvedAt: new Date() })
    .where(
      and(
        eq(knowledgeAsks.shopId, shopId),
        isNull(knowledgeAsks.passageId),
        isNull(knowledgeAsks.resolvedAt),
        eq(knowledgeAsks.language, ask.language),
        sql`${groupKey} = btrim(regexp_replace(lower(${ask.question}), '[\\s?!.,]+', ' ', 'g'))`,
      ),
    );
  return ask;
}

export async function dismissUnanswered(db: Db, shopId: string, askId: string): Promise<void> {
  await db.transaction((tx) => resolveGroup(tx as unknown as Db, shopId, askId));
}

/** The ask's question with the merchant's answer becomes a Q&A entry; the group is resolved with it. */
export async function answerUnanswered(db: Db, shopId: string, askId: string, input: UnansweredAnswer) {
  return db.transaction(async (tx) => {
    const ask = await resolveGroup(tx as unknown as Db, shopId, askId);
    const question = ask.question.trim().slice(0, 500);
    return createQaSource(tx as unknown as Db, shopId, {
      question: question.length >= 3 ? question : `${question}…`,
      answer: input.answer,
      language: input.language,
    });
  });
}

export async function conversationAnswers(
  db: Db,
  shopId: string,
  conversationId: string,
): Promise<{ answers: ConversationAnswer[] }> {
  // Another shop's conversation (or none) is 404, as the inbox says of it.
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.shopId, shopId), eq(conversations.id, conversationId)));
  if (!conversation) throw notFound();
  const rows = await db
    .select()
    .from(knowledgeAsks)
    .where(and(eq(knowledgeAsks.shopId, shopId), eq(knowledgeAsks.conversationId, conversationId)))
    .orderBy(asc(knowledgeAsks.createdAt), asc(knowledgeAsks.id))
    .limit(500);
  return {
    answers: rows.map((r) => ({
      message_id: r.messageId,
      question: r.question,
      passage:
        r.passageId && r.hit
          ? {
              passage_id: r.passageId,
              source_id: r.hit.sourceId,
              source_title: r.hit.sourceTitle,
              source_kind: r.hit.sourceKind,
              location: r.hit.location,
              text: r.hit.text,
              score: r.score ?? 0,
            }
          : null,
      phrased: r.phrased,
      at: r.createdAt.toISOString(),
    })),
  };
}
