import { minorUnits } from '../../lib/format.ts';

// formatMoney (lib/format.ts) builds an Intl.NumberFormat per call, which showed up in the chat
// benchmark's profile; the bot formats many prices per message, so it keeps one per digit count.
// Same output: "TZS 25,000", "USD 19.99".
const formats = new Map<number, Intl.NumberFormat>();

export function chatMoney(amount: number, currency: string): string {
  const digits = minorUnits(currency);
  let format = formats.get(digits);
  if (!format)
    formats.set(
      digits,
      (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })),
    );
  const value = amount / 10 ** digits;
  return `${value < 0 ? '-' : ''}${currency.toUpperCase()} ${format.format(Math.abs(value))}`;
}
