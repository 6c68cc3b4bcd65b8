import dayjs from 'dayjs';
import 'dayjs/locale/sw.js';

// Formatting helpers of spec 5. Pure; numbers always use the en-US grouping ("1,234.50") in both
// languages, as Tanzanian shops and banks write amounts that way.

export const INVALID_DATE = 'Invalid Date';
export const DEFAULT_DATE_FORMAT = 'MMMM D, YYYY h:mm A';

/** Currencies written without minor units (DESIGN: "TZS has none: whole shillings"). */
const WHOLE_UNIT_CURRENCIES = new Set(['TZS', 'UGX', 'RWF', 'BIF', 'JPY', 'KRW']);

type Numeric = number | string | null | undefined;

function toNumber(value: Numeric): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 2 decimals with thousand separators: 1234.5 → "1,234.50". Non-numbers count as 0. */
export function formatAmount(value: Numeric): string {
  const formatted = amountFormat.format(toNumber(value));
  return formatted === '-0.00' ? '0.00' : formatted;
}

/** Digits after the decimal point a currency is written with (0 for TZS). */
export function minorUnits(currency: string): number {
  return WHOLE_UNIT_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
}

/**
 * Money as shown in the apps: amount in integer minor units (whole shillings for TZS) →
 * "TZS 25,000"; a negative amount → "-TZS 25,000"; USD 1999 → "USD 19.99".
 */
export function formatMoney(amount: Numeric, currency = 'TZS'): string {
  const digits = minorUnits(currency);
  const value = toNumber(amount) / 10 ** digits;
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    Math.abs(value),
  );
  const sign = value < 0 && Number(text.replace(/,/g, '')) !== 0 ? '-' : '';
  return `${sign}${currency.toUpperCase()} ${text}`;
}

const UNITS = [
  { size: 1e12, lower: 'T', upper: 'T' },
  { size: 1e9, lower: 'B', upper: 'B' },
  { size: 1e6, lower: 'M', upper: 'M' },
  { size: 1e3, lower: 'k', upper: 'K' },
] as const;

/** Scales |n| ≥ 1000 to one rounded decimal, moving up a unit when rounding reaches 1000 (999,999 → 1.0M). */
function scale(n: number): { value: number; unit: (typeof UNITS)[number] } | null {
  const abs = Math.abs(n);
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    if (abs < unit.size) continue;
    const value = Math.round((abs / unit.size) * 10) / 10;
    const bigger = UNITS[i - 1];
    if (value >= 1000 && bigger) return { value: Math.round((abs / bigger.size) * 10) / 10, unit: bigger };
    return { value, unit };
  }
  return null;
}

/** Compact display with k, M, B, T: 1500 → "1.5k", 2,000,000 → "2M", 999 → "999", -1500 → "-1.5k". */
export function formatCompact(value: Numeric): string {
  const n = toNumber(value);
  const scaled = scale(n);
  const sign = n < 0 ? '-' : '';
  if (!scaled) return String(Math.round(n * 100) / 100);
  return `${sign}${String(scaled.value)}${scaled.unit.lower}`;
}

/** K, M, B, T from 1000 up with exactly one decimal: 1234 → "1.2K", 1000 → "1.0K"; below 1000 unchanged ("999"). */
export function abbreviate(value: Numeric): string {
  const n = toNumber(value);
  const scaled = scale(n);
  if (!scaled) return String(n);
  const sign = n < 0 ? '-' : '';
  return `${sign}${scaled.value.toFixed(1)}${scaled.unit.upper}`;
}

export type DateInput = string | number | Date | null | undefined;

/**
 * 'MMMM D, YYYY h:mm A' by default ("March 5, 2025 2:30 PM"); anything unparseable, empty or
 * missing gives 'Invalid Date'. `locale: 'sw'` writes month names in Swahili.
 */
export function formatDate(value: DateInput, format: string = DEFAULT_DATE_FORMAT, locale: 'en' | 'sw' = 'en'): string {
  if (value === null || value === undefined || value === '') return INVALID_DATE;
  const date = dayjs(value);
  if (!date.isValid()) return INVALID_DATE;
  return date.locale(locale).format(locale === 'sw' ? dayFirst(format) : format);
}

/**
 * Swahili writes the day before the month ("20 Novemba 2026", "20 Nov, 14:30"), never English's
 * "Nov 20, 2026": a month-first pattern a screen asks for is turned day-first, so every screen gets
 * it without knowing. Day-first patterns are left as they are.
 */
function dayFirst(format: string): string {
  return format.replace(/\b(M{3,4}) (D{1,2})(?:, (Y{2,4}))?/g, (_m, month: string, day: string, year?: string) =>
    year ? `${day} ${month} ${year}` : `${day} ${month}`,
  );
}

/**
 * 24-hour "HH:mm" (seconds allowed and dropped) → 12-hour: '14:30' → '2:30 PM', '00:05' → '12:05 AM',
 * '12:00' → '12:00 PM'. Input that is not a time is returned unchanged.
 */
export function to12Hour(time: string): string {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?\s*$/.exec(time ?? '');
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2]!;
  if (hours > 23 || Number(minutes) > 59) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${suffix}`;
}
