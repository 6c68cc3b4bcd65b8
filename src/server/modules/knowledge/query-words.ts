import type { KnowledgeLanguage } from '../../../lib/knowledge-schemas.ts';

// A customer's question as search terms (decision 0047). A question is matched term by term (any
// term may match, the passage that holds most of them wins), so the words that only make it a
// question ("what", "saa ngapi") are dropped here: they would match every passage or none. English
// stopwords ("do", "you", "on") are also dropped by PostgreSQL's 'english' configuration; the
// `swahili` configuration has no stopword file, so every Swahili word to drop is listed here.
// Content words stay ("open", "delivery", "Jumapili", "bei").

const EN_QUESTION_WORDS = new Set(
  `what whats what's when where which who whom whose why how hi hello hey please pls plz kindly tell me us
  know want wanna would could can may might do does did is are was were am be the a an i you your you're
  we our they there their it its it's this that these those any some much many anything something
  thanks thank ok okay sir madam dear need get got about`.split(/\s+/),
);

// Swahili question words and fillers: nini (what), lini (when), wapi (where), nani (who), gani
// (which), vipi/je (how / question mark word), ngapi (how many; "saa ngapi" is "what time": "saa"
// stays, it is the hour a passage names), kwa nini (why: "kwa" is dropped too), habari/mambo
// (greetings), tafadhali (please), naomba/nataka (I ask / I want), ni/na/ya/za/wa/la/cha/kwa
// (copula and connectives that every passage holds).
const SW_QUESTION_WORDS = new Set(
  `je nini lini wapi nani gani vipi ngapi kwanini kwa ni na ya za wa la cha vya kama au hii hiyo huo hicho
  habari mambo tafadhali naomba nataka ningependa ninataka nauliza swali samahani asante sana mimi wewe
  nyinyi ninyi sisi yeye hapo hapa kuna je? eh bwana dada kaka mama`.split(/\s+/),
);

/** The words of a text: letters and digits only (so nothing reaches tsquery as an operator). */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu)
      ?.filter((w) => w.length <= 40) ?? []
  );
}

/**
 * Swahili verbs carry who and when as prefixes (tu-na-fungua "we open", m-na-fungua "do you
 * open", ku-lipa "to pay"); no stemmer strips them, so a question and its passage would share no
 * word. The root is added beside the word, here and in the passage's tsvector (the same rule in
 * the migration's generated column, SW_ROOT_SQL): either form matches.
 */
export const SW_ROOT = /^(?:ni|u|a|tu|m|mu|wa|ha|hatu|ham|hawa|si)(?:na|li|ta|me|ki)(\p{L}{3,})$|^ku(\p{L}{4,})$/u;

export function swahiliRoot(word: string): string | null {
  const m = SW_ROOT.exec(word);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

/**
 * The terms of a question: each a tsquery text of one word (with its Swahili root as an
 * alternative), question words dropped, repeats once, at most 12.
 */
export function questionTerms(question: string, language: KnowledgeLanguage): string[] {
  const drop = language === 'sw' ? SW_QUESTION_WORDS : EN_QUESTION_WORDS;
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of wordsOf(question)) {
    if (drop.has(word) || seen.has(word)) continue;
    seen.add(word);
    const root = language === 'sw' ? swahiliRoot(word) : null;
    terms.push(root && root !== word ? `${word} | ${root}` : word);
    if (terms.length === 12) break;
  }
  return terms;
}
