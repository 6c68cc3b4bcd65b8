import { cutAt } from '../../../lib/text-cut.ts';

// A source's text as passages of at most ~700 characters (decision 0047): whole paragraphs where
// they fit, else sentences, else words; never inside a surrogate pair (an emoji), so what the bot
// quotes is always whole. Empty and whitespace-only pieces are dropped.

export const PASSAGE_MAX = 700;
/** Shorter paragraphs are joined with the next one, so a heading stays with what it heads. */
const PASSAGE_MIN = 120;

/** What PostgreSQL cannot store (NUL, lone surrogates) removed, spaces made plain. */
export function cleanText(text: string): string {
  return text
    .replaceAll('\0', '')
    .toWellFormed()
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0]+/g, ' ')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A piece longer than a passage cut at the last space before the limit (a grapheme boundary at worst). */
function hardCut(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > PASSAGE_MAX) {
    const head = cutAt(rest, PASSAGE_MAX);
    const space = head.lastIndexOf(' ');
    const cut = space > PASSAGE_MAX / 2 ? head.slice(0, space) : head;
    out.push(cut.trim());
    rest = rest.slice(cut.length).trim();
  }
  if (rest) out.push(rest);
  return out;
}

const sentencesOf = (line: string) => (line.match(/[^.!?…]+(?:[.!?…]+|$)\s*/gu) ?? [line]).map((x) => x.trim());

/** A paragraph as pieces that each fit a passage: itself, else its lines, else their sentences, else cuts. */
function pieces(paragraph: string): string[] {
  if (paragraph.length <= PASSAGE_MAX) return [paragraph];
  return paragraph
    .split('\n')
    .flatMap((line) => (line.length <= PASSAGE_MAX ? [line] : sentencesOf(line)))
    .flatMap((piece) => (piece.length <= PASSAGE_MAX ? [piece] : hardCut(piece)))
    .filter(Boolean);
}

/** The passages of a text, in order: pieces packed up to PASSAGE_MAX, a new passage at a paragraph once one is long enough. */
export function splitPassages(text: string): string[] {
  const paragraphs = cleanText(text)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
  const out: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    pieces(paragraph).forEach((piece, i) => {
      const startsParagraph = i === 0;
      if (
        current &&
        (current.length + 1 + piece.length > PASSAGE_MAX || (startsParagraph && current.length >= PASSAGE_MIN))
      ) {
        out.push(current);
        current = '';
      }
      current = current ? `${current}\n${piece}` : piece;
    });
  }
  if (current) out.push(current);
  return out;
}
