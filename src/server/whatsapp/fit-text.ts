import { cutAt } from '../../lib/text-cut.ts';

/**
 * Cutting and splitting text for WhatsApp's limits without breaking a word, an emoji or a
 * combined character: lengths are counted in UTF-16 units (the strictest reading of Meta's
 * "characters"), and cuts fall on grapheme boundaries, preferably on a space.
 */
/** At most `max` units; a cut text ends on a whole word when one fits in the second half, then '…'. */
export function cutText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  let out = cutAt(clean, max - 1);
  // The cut already falls between words when the next character is a space.
  const space = /\s/.test(clean[out.length] ?? '') ? out.length : out.search(/\s\S*$/);
  if (space >= Math.floor(max / 2)) out = out.slice(0, space);
  return `${out.trimEnd()}…`;
}

/** Pieces of at most `max` units, split at a paragraph, line or word boundary when there is one. */
export function splitText(text: string, max: number): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    let head = cutAt(rest, max);
    const floor = Math.floor(max / 2);
    const at = [head.lastIndexOf('\n\n'), head.lastIndexOf('\n'), head.search(/\s\S*$/)].find((i) => i >= floor);
    if (at !== undefined && at > 0) head = head.slice(0, at);
    parts.push(head.trimEnd());
    rest = rest.slice(head.length).trimStart();
  }
  if (rest) parts.push(rest);
  return parts;
}
