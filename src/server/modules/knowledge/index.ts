// The knowledge module's face (issue 30, decision 0047): what the bot's port (create-shop-ports.ts)
// and flows may use. Everything else in the folder is the module's own.
import type { Db } from '../../db/client.ts';

export type KnowledgeHit = {
  passageId: string;
  sourceId: string;
  sourceTitle: string;
  sourceKind: 'pdf' | 'url' | 'qa';
  location: string | null;
  text: string;
  score: number;
};

export type PhrasingEndpoint = { url: string; model: string; apiKey: string };

/** True when the shop has at least one indexed passage (cheap; cached briefly per process is fine). */
export function hasKnowledge(db: Db, shopId: string): Promise<boolean> {
  void db;
  void shopId;
  throw new Error('not yet');
}

/** Best passages first, only those at or above the match threshold; [] when nothing is good enough. */
export function searchKnowledge(
  db: Db,
  shopId: string,
  language: 'en' | 'sw',
  question: string,
  limit?: number,
): Promise<KnowledgeHit[]> {
  void [db, shopId, language, question, limit];
  throw new Error('not yet');
}

/** Idempotent per (shopId, messageId). */
export function recordKnowledgeAsk(
  db: Db,
  ask: {
    shopId: string;
    conversationId: string;
    messageId: string;
    question: string;
    language: 'en' | 'sw';
    hit: KnowledgeHit | null;
    phrased: boolean;
  },
): Promise<void> {
  void [db, ask];
  throw new Error('not yet');
}

/** The shop's phrasing endpoint when turned on, with the key unsealed; null when off. */
export function phrasingEndpoint(db: Db, shopId: string): Promise<PhrasingEndpoint | null> {
  void [db, shopId];
  throw new Error('not yet');
}

/**
 * Asks the OpenAI-compatible endpoint (POST {url}/chat/completions) to phrase an answer from these
 * passages only, citing them; null on any failure, refusal, empty answer or after timeoutMs (default 3000).
 */
export function phraseAnswer(
  endpoint: PhrasingEndpoint,
  input: { question: string; language: 'en' | 'sw'; passages: KnowledgeHit[] },
  opts?: { timeoutMs?: number; fetch?: typeof fetch },
): Promise<string | null> {
  void [endpoint, input, opts];
  throw new Error('not yet');
}
