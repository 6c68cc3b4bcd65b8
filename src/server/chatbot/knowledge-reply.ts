import { shorten } from '../../lib/text-cut.ts';
import { botTexts } from './bot-texts.ts';
import type { RunContext } from './engine-types.ts';
import { interpolate } from './interpolate.ts';
import type { KnowledgeAnswer, KnowledgePassage } from './shop-ports.ts';

// The bot's answers from the shop's own documents (issue 30, docs/decisions/0048): the passage
// quoted as written, or the shop's phrasing of it, always naming where it is written. The bot
// never answers from nothing: no passage good enough is "I don't know".

/** A passage is at most ~700 characters (the knowledge module splits them); a phrased answer stays short too. */
const QUOTE_MAX = 800;
const PHRASED_MAX = 1200;

// Words that carry no question: a message of only these ("asante", "ok", "good morning") is
// chatter, never searched, and goes on as it always did.
const CHATTER = new Set(
  `hi hello hey hallo habari mambo vipi hujambo sijambo shikamoo marahaba salama salaam karibu asante ahsante sana
  thanks thank you thx ok okay sawa poa safi nzuri fresh good morning afternoon evening night bye kwaheri yes no
  ndiyo ndio hapana sure great fine cool nice na`.split(/\s+/),
);
// A Swahili question often ends with its word ("mnafungua saa ngapi"), an English one starts with it.
const ASKS_ANYWHERE = new Set('nini nani wapi lini gani ngapi kiasi je vipi kwanini mbona'.split(' '));
const ASKS_FIRST = new Set(
  `what whats where when how why which who whom whose do does did is are was can could will would should may might
  have has any mna mnauza mnapeleka mnafungua una kuna iko ipo zipo naweza tunaweza nawezaje`.split(/\s+/),
);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/['’]/g, '')
    .match(/\p{L}+|\p{N}+/gu) ?? [];

/** True when the message holds more than greetings and thanks: worth looking up. */
export function worthSearching(text: string): boolean {
  return wordsOf(text).some((w) => !CHATTER.has(w));
}

/** True when the message reads as a question: a "?" or a question word. Only then does a miss go to a person. */
export function asksSomething(text: string): boolean {
  if (/[?？]/.test(text)) return true;
  const words = wordsOf(text);
  return ASKS_FIRST.has(words[0] ?? '') || words.some((w) => ASKS_ANYWHERE.has(w));
}

/** The shop's knowledge on the question; a failure is logged and the bot goes on as without knowledge. */
export async function consultKnowledge(ctx: RunContext, question: string): Promise<KnowledgeAnswer> {
  try {
    return await ctx.askKnowledge(question);
  } catch (error) {
    ctx.log.warn({ shopId: ctx.shop.id, err: (error as Error).message }, 'knowledge search failed');
    return { kind: 'no_knowledge' };
  }
}

/** Says the answer of a hit, and leaves the ask (hit or miss) for the engine to record with the message. */
export function answerFromKnowledge(
  ctx: RunContext,
  question: string,
  answer: Exclude<KnowledgeAnswer, { kind: 'no_knowledge' }>,
): boolean {
  const passage = answer.kind === 'hit' ? answer.passage : null;
  const phrased = answer.kind === 'hit' ? answer.phrased : null;
  ctx.alsoStore.knowledgeAsk = { question: question.trim(), language: ctx.lang, passage, phrased: phrased !== null };
  if (!passage) return false;
  const text =
    phrased && answer.kind === 'hit'
      ? phrasedText(phrased, answer.passages, ctx.lang)
      : knowledgeText(passage, ctx.lang);
  ctx.say({ send_message: { text } });
  return true;
}

/** "From *Delivery policy* (page 2):\n“…”": the passage as written, naming where it is. */
export function knowledgeText(passage: KnowledgePassage, lang: 'en' | 'sw'): string {
  return interpolate(botTexts.knowledgeFrom[lang], {
    source: sourceName(passage, lang),
    text: shorten(passage.text.trim(), QUOTE_MAX),
  });
}

/**
 * The phrased answer with its sources under it: those it cites as [1], [2] (the passages' order
 * when it was asked), else the best passage. The bot names them itself, whatever the model wrote.
 */
export function phrasedText(phrased: string, passages: KnowledgePassage[], lang: 'en' | 'sw'): string {
  const text = shorten(phrased.trim(), PHRASED_MAX);
  const cited = [...new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((m) => Number(m[1])))].filter(
    (n) => n >= 1 && n <= passages.length,
  );
  const named = cited.length
    ? cited.map((n) => `[${n}] ${sourceName(passages[n - 1]!, lang)}`)
    : passages.slice(0, 1).map((p) => sourceName(p, lang));
  return `${text}\n\n${interpolate(botTexts.knowledgeCited[lang], { sources: named.join('; ') })}`;
}

/** "*Delivery policy* (page 2)", "*Our shop* (https://…/faq)", or the title alone. */
function sourceName(passage: KnowledgePassage, lang: 'en' | 'sw'): string {
  const where = placeOf(passage.location, lang);
  return `*${passage.sourceTitle.trim()}*${where ? ` (${where})` : ''}`;
}

/** 'page 3' is 'ukurasa 3' in Swahili; a page address is shown as it is. */
function placeOf(location: string | null, lang: 'en' | 'sw'): string {
  const page = location ? /^page (\d+)$/i.exec(location.trim()) : null;
  if (page) return interpolate(botTexts.knowledgePage[lang], { page: page[1] });
  return location?.trim() ?? '';
}
