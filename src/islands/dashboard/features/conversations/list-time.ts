import { formatDate } from '../../../../lib/format.ts';

type Words = { now: string; minutesAgo: (n: number) => string; hoursAgo: (n: number) => string; yesterday: string };

/**
 * The short time beside a conversation, as chat apps write it: "now", "5 min", "3 h" today,
 * "Yesterday", the weekday within a week, then the date. Pure, so it is tested without a clock.
 */
export function listTime(iso: string, now: Date, words: Words, locale: 'en' | 'sw'): string {
  const at = new Date(iso);
  const diff = now.getTime() - at.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < 60_000) return words.now;
  if (diff < 3_600_000) return words.minutesAgo(Math.floor(diff / 60_000));
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday) return words.hoursAgo(Math.floor(diff / 3_600_000));
  if (at.getTime() >= startOfToday - 86_400_000) return words.yesterday;
  if (at.getTime() >= startOfToday - 6 * 86_400_000) return formatDate(at, 'ddd', locale);
  return formatDate(at, at.getFullYear() === now.getFullYear() ? 'D MMM' : 'D MMM YYYY', locale);
}

/** Message time in the transcript: the clock today, the date before. */
export function messageTime(iso: string, now: Date, locale: 'en' | 'sw'): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return formatDate(at, sameDay ? 'HH:mm' : 'D MMM HH:mm', locale);
}
