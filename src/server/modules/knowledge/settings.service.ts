import { eq } from 'drizzle-orm';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Db } from '../../db/client.ts';
import { knowledgeSettings } from '../../db/schema/knowledge.ts';
import type { Env } from '../../env.ts';
import { badRequest } from '../../http/errors.ts';
import { isPrivateAddress } from '../../providers/public-address.ts';
import { open, seal } from '../../whatsapp/secret-box.ts';
import type { KnowledgeSettings, KnowledgeSettingsTest } from '../../../lib/contracts/knowledge.ts';
import type { KnowledgeSettingsInput } from '../../../lib/knowledge-schemas.ts';
import { phraseAnswer, PHRASE_TIMEOUT_MS } from './phrase.ts';
import type { PhrasingEndpoint } from './knowledge-types.ts';

// The shop's phrasing endpoint (off by default). The key is sealed with the secret box and never
// answered (key_set only). In production the endpoint may not be on a private address: the server
// would otherwise call into its own network for a shop (checked when saved; decision 0047).

export async function getSettings(db: Db, shopId: string): Promise<KnowledgeSettings> {
  const [row] = await db.select().from(knowledgeSettings).where(eq(knowledgeSettings.shopId, shopId));
  return {
    phrasing_enabled: row?.phrasingEnabled ?? false,
    endpoint_url: row?.endpointUrl ?? '',
    model: row?.model ?? '',
    key_set: Boolean(row?.apiKeyEnc),
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}

async function assertPublicEndpoint(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return; // a name that does not resolve today reaches nothing; the test call will say so
  }
  if (addresses.some(isPrivateAddress)) throw badRequest('knowledge_private_address', {}, 'endpoint_url');
}

export async function putSettings(
  db: Db,
  env: Env,
  shopId: string,
  input: KnowledgeSettingsInput,
): Promise<KnowledgeSettings> {
  if (input.endpoint_url && !env.KNOWLEDGE_ALLOW_PRIVATE_URLS) await assertPublicEndpoint(input.endpoint_url);
  const key =
    input.api_key === undefined ? undefined : input.api_key === '' ? null : seal(env.secretKey, input.api_key);
  const values = {
    phrasingEnabled: input.phrasing_enabled,
    endpointUrl: input.endpoint_url,
    model: input.model,
    updatedAt: new Date(),
    ...(key !== undefined ? { apiKeyEnc: key } : {}),
  };
  await db
    .insert(knowledgeSettings)
    .values({ shopId, ...values })
    .onConflictDoUpdate({ target: knowledgeSettings.shopId, set: values });
  return getSettings(db, shopId);
}

/** The endpoint with its key opened, when phrasing is on; null when off (or the key cannot be opened). */
export async function phrasingEndpoint(db: Db, secretKey: string, shopId: string): Promise<PhrasingEndpoint | null> {
  const [row] = await db.select().from(knowledgeSettings).where(eq(knowledgeSettings.shopId, shopId));
  if (!row?.phrasingEnabled || !row.endpointUrl || !row.model) return null;
  try {
    return { url: row.endpointUrl, model: row.model, apiKey: row.apiKeyEnc ? open(secretKey, row.apiKeyEnc) : '' };
  } catch {
    return null;
  }
}

/** A tiny question to the saved endpoint (even while phrasing is off): ok, or why not. */
export async function testSettings(
  db: Db,
  secretKey: string,
  shopId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<KnowledgeSettingsTest> {
  const [row] = await db.select().from(knowledgeSettings).where(eq(knowledgeSettings.shopId, shopId));
  if (!row?.endpointUrl || !row.model) return { ok: false, reason: 'not_configured', detail: null, answer: null };
  let apiKey: string;
  try {
    apiKey = row.apiKeyEnc ? open(secretKey, row.apiKeyEnc) : '';
  } catch {
    return { ok: false, reason: 'not_configured', detail: 'key', answer: null };
  }
  // The same call the bot makes, watched so the reason can be told apart.
  let status: number | null = null;
  let failure: 'timeout' | 'unreachable' | null = null;
  const watched: typeof fetch = async (input, init) => {
    try {
      const res = await fetchImpl(input, init);
      status = res.status;
      return res;
    } catch (error) {
      failure =
        (error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError'
          ? 'timeout'
          : 'unreachable';
      throw error;
    }
  };
  const answer = await phraseAnswer(
    { url: row.endpointUrl, model: row.model, apiKey },
    {
      question: 'When are you open?',
      language: 'en',
      passages: [
        {
          passageId: '',
          sourceId: '',
          sourceTitle: 'Opening hours',
          sourceKind: 'qa',
          location: null,
          text: 'We are open every day from 8 am to 8 pm.',
          score: 1,
        },
      ],
    },
    { fetch: watched, timeoutMs: PHRASE_TIMEOUT_MS },
  );
  if (answer) return { ok: true, reason: null, detail: null, answer };
  if (failure) return { ok: false, reason: failure, detail: null, answer: null };
  if (status !== null && (status < 200 || status >= 300))
    return { ok: false, reason: 'http_status', detail: String(status), answer: null };
  return { ok: false, reason: 'bad_answer', detail: null, answer: null };
}
