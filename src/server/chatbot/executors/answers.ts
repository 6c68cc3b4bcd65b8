/** "1,500", "1 500", "2.5" → a number; anything else → null. */
export function parseAnswerNumber(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as customers in Tanzania write it (day first: 25/12/2026, 25-12-2026, 25.12.2026) or
 * ISO (2026-12-25) → "YYYY-MM-DD"; null for anything else or a day that does not exist.
 */
export function parseAnswerDate(text: string): string | null {
  const t = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}
