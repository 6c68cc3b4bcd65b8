// The knowledge module's face (issue 30, decision 0047): what the bot's port (create-shop-ports.ts)
// and flows may use. Everything else in the folder is the module's own.
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { phrasingEndpoint as endpointOf } from './settings.service.ts';

export type { KnowledgeHit, PhrasingEndpoint } from './knowledge-types.ts';
/** True when the shop has at least one indexed passage (cached for a few seconds per process). */
export { hasKnowledge } from './knowledge-search.ts';
/** Best passages first, only those at or above the match threshold; [] when nothing is good enough. */
export { searchKnowledge } from './knowledge-search.ts';
/** Idempotent per (shopId, messageId). */
export { recordKnowledgeAsk } from './asks.service.ts';
/**
 * Asks the OpenAI-compatible endpoint (POST {url}/chat/completions) to phrase an answer from these
 * passages only, citing them; null on any failure, refusal, empty answer or after timeoutMs (default 3000).
 */
export { phraseAnswer } from './phrase.ts';

/**
 * The shop's phrasing endpoint when turned on, with the key unsealed; null when off. Takes the
 * app's secret key (createShopPorts has it) to open the key: the contract's signature plus `env`.
 */
export function phrasingEndpoint(db: Db, env: Pick<Env, 'secretKey'>, shopId: string) {
  return endpointOf(db, env.secretKey, shopId);
}
