// Shortening text for a limit without breaking what a person reads: never inside a surrogate pair
// (half an emoji is not text: the widget showed "?", and PostgreSQL's jsonb refused it, which lost
// messages, issue 12), nor inside a grapheme (a flag, a family emoji, a letter with its accent).
// Lengths are counted in UTF-16 units, the strictest reading of any limit (database, Meta, SMS).

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The longest start of `text` of at most `max` UTF-16 units that ends on a grapheme boundary. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  // Only the graphemes near the limit are looked at (a grapheme is rarely longer than 8 units).
  for (const { segment } of segmenter.segment(text.slice(0, max + 16))) {
    if (out.length + segment.length > max) break;
    out += segment;
  }
  return out;
}

/** `text` of at most `max` units: when it had to be cut, it ends with "…" (counted in `max`). */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  return max < 1 ? '' : `${cutAt(text, max - 1)}…`;
}
