import type { KnowledgeLanguage } from '../../../lib/knowledge-schemas.ts';
import type { KnowledgeHit, PhrasingEndpoint } from './knowledge-types.ts';

// Phrased answers (issue 30, decision 0047): an OpenAI-compatible Chat Completions endpoint
// (POST {url}/chat/completions, OpenAI's published API reference: `messages` with system and user
// roles, the answer in choices[0].message.content) is asked to answer from the numbered passages
// only, in the customer's language, citing them, and to say it does not know otherwise. Anything
// but a clear answer in time (an error, a refusal, an empty or unparsable answer, 3 s passed) is
// null, and the bot quotes the plain passage instead.

export const PHRASE_TIMEOUT_MS = 3000;
/** What the model answers when the passages do not hold the answer (asked for by the prompt). */
const NOT_KNOWN = 'NOT_IN_PASSAGES';

export function phrasingMessages(input: { question: string; language: KnowledgeLanguage; passages: KnowledgeHit[] }) {
  const language = input.language === 'sw' ? 'Swahili' : 'English';
  const numbered = input.passages
    .map((p, i) => `[${i + 1}] (${p.sourceTitle}${p.location ? `, ${p.location}` : ''})\n${p.text}`)
    .join('\n\n');
  return [
    {
      role: 'system' as const,
      content:
        `You answer a shop's customers on chat. Answer ONLY from the numbered passages below, never from ` +
        `your own knowledge. Answer in ${language}, in at most three short sentences, and cite the passages ` +
        `you used as [1], [2]. If the passages do not contain the answer, reply exactly ${NOT_KNOWN} and ` +
        `nothing else.\n\nPassages:\n${numbered}`,
    },
    { role: 'user' as const, content: input.question },
  ];
}

export async function phraseAnswer(
  endpoint: PhrasingEndpoint,
  input: { question: string; language: KnowledgeLanguage; passages: KnowledgeHit[] },
  opts: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<string | null> {
  if (input.passages.length === 0) return null;
  const doFetch = opts.fetch ?? fetch;
  const signal = AbortSignal.timeout(opts.timeoutMs ?? PHRASE_TIMEOUT_MS);
  try {
    const res = await doFetch(`${endpoint.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        messages: phrasingMessages(input),
        temperature: 0,
        max_tokens: 300,
      }),
      signal,
      redirect: 'error',
    });
    if (!res.ok) return null;
    // The body is read under the same deadline (a server that sends headers then stalls is cut off).
    const body = (await res.json()) as { choices?: { message?: { content?: unknown; refusal?: unknown } }[] };
    const message = body?.choices?.[0]?.message;
    if (!message || (typeof message.refusal === 'string' && message.refusal)) return null;
    const text = typeof message.content === 'string' ? message.content.replaceAll('\0', '').toWellFormed().trim() : '';
    if (!text || text.includes(NOT_KNOWN)) return null;
    return text.slice(0, 1500);
  } catch {
    return null;
  }
}
