import { minorUnits } from '../../lib/format.ts';

// formatMoney (lib/format.ts) builds an Intl.NumberFormat per call, which showed up in the chat
// benchmark's profile; the bot formats many prices per message, so it keeps one per digit count.
// Same output: "TZS 25,000", "USD 19.99".
const formats = new Map<number, Intl.NumberFormat>();
// Even with the format kept, Intl's format() was 1 % of the chat server's CPU (docs/decisions/0055):
// a shop's few prices come back in every list, so the texts themselves are kept, a bounded few.
const said = new Map<string, string>();
const SAID_MAX = 2_000;

export function chatMoney(amount: number, currency: string): string {
  const key = `${amount} ${currency}`;
  let text = said.get(key);
  if (text === undefined) {
    if (said.size >= SAID_MAX) said.clear();
    said.set(key, (text = formatted(amount, currency)));
  }
  return text;
}

function formatted(amount: number, currency: string): string {
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
