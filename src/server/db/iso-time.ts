/**
 * `date.toISOString()`, the same text, about seven times faster: on this Node it takes 2–3 µs a
 * call (JSON.stringify of a Date calls it too), and every chat message writes several timestamps
 * (docs/decisions/0055). Plain arithmetic on the epoch milliseconds (the civil-from-days
 * algorithm of Howard Hinnant, http://howardhinnant.github.io/date_algorithms.html); a year
 * outside 0000–9999, which toISOString writes with six digits and a sign, is left to it.
 */
export function isoTime(date: Date): string {
  const ms = date.getTime();
  if (!(ms >= MIN && ms <= MAX)) return date.toISOString(); // NaN included: it throws, as before
  const days = Math.floor(ms / DAY);
  let rest = ms - days * DAY;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153); // months from March
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${pad3(millis)}Z`;
}

const DAY = 86_400_000;
const MIN = -62_167_219_200_000; // 0000-01-01T00:00:00.000Z
const MAX = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const pad4 = (n: number) => (n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`);
