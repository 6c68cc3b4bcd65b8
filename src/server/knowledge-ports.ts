import type { KnowledgeAnswer, ShopPorts } from './chatbot/shop-ports.ts';
import type { Env } from './env.ts';
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

/** The bot's knowledge ports, from the knowledge module's face. */
export function knowledgePorts(env: Pick<Env, 'secretKey'>): Pick<ShopPorts, 'knowledgeAnswer' | 'recordKnowledgeAsk'> {
  return {
    knowledgeAnswer: async (db, shopId, { question, language }, { locked }): Promise<KnowledgeAnswer> => {
      // Cached a few seconds by the module (a value, not a pending load: safe inside the lock's transaction).
      if (!(await hasKnowledge(db, shopId))) return { kind: 'no_knowledge' };
      const hits = await searchKnowledge(db, shopId, language, question, PASSAGES);
      const best = hits[0];
      if (!best) return { kind: 'miss' };
      // Never under the conversation's row lock: the call may take the whole 3 s.
      const endpoint = locked ? null : await phrasingEndpoint(db, env, shopId);
      const phrased = endpoint
        ? await within(
            PHRASING_TIMEOUT_MS,
            Promise.resolve().then(() =>
              phraseAnswer(endpoint, { question, language, passages: hits }, { timeoutMs: PHRASING_TIMEOUT_MS }),
            ),
          )
        : null;
      return { kind: 'hit', passage: best, passages: hits, phrased: phrased?.trim() || null };
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
