import type { KnowledgeAnswer, ShopPorts } from './chatbot/shop-ports.ts';
import { TtlCache } from './chatbot/ttl-cache.ts';
import {
  hasKnowledge,
  phraseAnswer,
  phrasingEndpoint,
  recordKnowledgeAsk,
  searchKnowledge,
} from './modules/knowledge/index.ts';

/** The longest a customer waits for a phrased answer before getting the plain passage (issue 30). */
export const PHRASING_TIMEOUT_MS = 3000;
/** Passages handed to the phrasing endpoint: the best one answers, two more give it context. */
const PASSAGES = 3;

// Asked for every free-text message that matches no flow path: a shop's "has it any knowledge"
// is kept 5 s, like the bot's other per-shop loads (decision 0008).
const knowledgeShops = new TtlCache<boolean>(5_000, 10_000);

/** Forgets which shops have knowledge (tests that add or delete sources). */
export const clearKnowledgeShops = () => knowledgeShops.clear();

/** The bot's knowledge ports, from the knowledge module's face. */
export function knowledgePorts(): Pick<ShopPorts, 'knowledgeAnswer' | 'recordKnowledgeAsk'> {
  return {
    knowledgeAnswer: async (db, shopId, { question, language }, { locked }): Promise<KnowledgeAnswer> => {
      const known = await knowledgeShops.get(shopId, () => hasKnowledge(db, shopId), !locked);
      if (!known) return { kind: 'no_knowledge' };
      const hits = await searchKnowledge(db, shopId, language, question, PASSAGES);
      const best = hits[0];
      if (!best) return { kind: 'miss' };
      // Never under the conversation's row lock: the call may take the whole 3 s.
      const endpoint = locked ? null : await phrasingEndpoint(db, shopId);
      const phrased = endpoint
        ? await within(
            PHRASING_TIMEOUT_MS,
            phraseAnswer(endpoint, { question, language, passages: hits }, { timeoutMs: PHRASING_TIMEOUT_MS }),
          )
        : null;
      return { kind: 'hit', passage: best, phrased: phrased?.trim() || null };
    },
    recordKnowledgeAsk: (db, ask) =>
      recordKnowledgeAsk(db, {
        shopId: ask.shopId,
        conversationId: ask.conversationId,
        messageId: ask.messageId,
        question: ask.question,
        language: ask.language,
        hit: ask.passage,
        phrased: ask.phrased,
      }),
  };
}

/** The promise's value, or null once `ms` have passed (the 3 s promise holds whatever the face does). */
async function within<T>(ms: number, promise: Promise<T | null>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms + 100)));
  try {
    return await Promise.race([promise.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
