// WCAG 2 contrast for the chat widget's colours: a merchant picks any colour, and the text drawn on
// it must still reach AA (4.5:1 for normal text). Colours are "#RRGGBB".

export const AA_TEXT = 4.5;

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** `fg` moved `t` (0…1) of the way to `to` (black or white). */
function mix(fg: string, to: number, t: number): string {
  let out = '#';
  for (const at of [1, 3, 5]) out += hex2(parseInt(fg.slice(at, at + 2), 16) * (1 - t) + to * t);
  return out.toUpperCase();
}

/**
 * `fg` itself when it reads on `bg` (4.5:1), else the nearest colour towards black or white (the
 * side that reads better on `bg`) that does: the merchant's blue stays a blue, only darker. One of
 * black and white always reaches 4.58:1 on any colour, so this never fails.
 */
export function readableOn(bg: string, fg: string): string {
  if (contrastRatio(fg, bg) >= AA_TEXT) return fg.toUpperCase();
  const to = contrastRatio('#000000', bg) >= contrastRatio('#FFFFFF', bg) ? 0 : 255;
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    if (contrastRatio(mix(fg, to, mid), bg) >= AA_TEXT) hi = mid;
    else lo = mid;
  }
  return mix(fg, to, hi);
}

/** Text on a filled colour (header, send button): white while it reads, else black. */
export function textOn(bg: string): string {
  return contrastRatio('#FFFFFF', bg) >= AA_TEXT ? '#FFFFFF' : '#000000';
}
