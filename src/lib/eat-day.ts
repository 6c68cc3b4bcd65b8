// Days in the books are days in Tanzania (EAT, UTC+3, no daylight saving): a sale at 23:30 EAT
// belongs to that day, not to the next one UTC would give it.

const EAT_OFFSET_MS = 3 * 3_600_000;

/** The EAT day (YYYY-MM-DD) of an instant. */
export const eatDay = (at: Date = new Date()): string =>
  new Date(at.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);

/** Whole days from one YYYY-MM-DD to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
