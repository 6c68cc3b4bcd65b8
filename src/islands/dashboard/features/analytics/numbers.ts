import type { AnalyticsKey, AnalyticsT } from '../../lib/analytics/use-analytics-t.ts';

/** A share as a whole percentage of the total (0 when there is nothing). */
export const percentOf = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);

/** Per mille as a percentage with one decimal where it has one: 333 → "33.3%", 500 → "50%". */
export const permille = (n: number) => `${n % 10 === 0 ? n / 10 : (n / 10).toFixed(1)}%`;

/**
 * A channel's or payment method's words ("ch_whatsapp" → "WhatsApp"), or the key itself for one
 * the screen does not know yet (the server may add "credit" with the debt book).
 */
export function keyLabel(t: AnalyticsT, prefix: 'ch' | 'pm', key: string): string {
  const text = t(`${prefix}_${key}` as AnalyticsKey);
  return text === `${prefix}_${key}` ? key : text;
}
