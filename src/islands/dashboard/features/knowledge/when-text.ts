import type { Locale } from '../../../../i18n/locales.ts';

// "Last read 5 min ago": times on this screen are said relative to now, and past yesterday as a
// date with the clock, both in Tanzania's time (EAT, UTC+3), wherever the browser is.

const EAT_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;
/** The EAT day number of an instant: days since 1970-01-01 in EAT. */
const eatDayNumber = (ms: number) => Math.floor((ms + EAT_OFFSET_MS) / DAY_MS);

type Words = {
  justNow: string;
  minutesAgo: (n: number) => string;
  hoursAgo: (n: number) => string;
  yesterdayAt: (time: string) => string;
  dateAt: (date: string, time: string) => string;
};

const clock = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-TZ' : 'en-GB', {
    timeZone: 'Africa/Dar_es_Salaam',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

const day = (at: Date, now: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'sw' ? 'sw-TZ' : 'en-GB', {
    timeZone: 'Africa/Dar_es_Salaam',
    day: 'numeric',
    month: 'short',
    ...(eatYear(at) === eatYear(now) ? {} : { year: 'numeric' }),
  }).format(at);

const eatYear = (at: Date) => new Date(at.getTime() + EAT_OFFSET_MS).getUTCFullYear();

/** Pure, so it is tested without a clock. */
export function whenText(iso: string, now: Date, words: Words, locale: Locale): string {
  const at = new Date(iso);
  const diff = now.getTime() - at.getTime();
  if (Number.isNaN(diff)) return '';
  if (diff < 60_000) return words.justNow;
  if (diff < 3_600_000) return words.minutesAgo(Math.floor(diff / 60_000));
  const days = eatDayNumber(now.getTime()) - eatDayNumber(at.getTime());
  if (days <= 0) return words.hoursAgo(Math.floor(diff / 3_600_000));
  if (days === 1) return words.yesterdayAt(clock(at, locale));
  return words.dateAt(day(at, now, locale), clock(at, locale));
}
