// Its own module so that a screen that only shows a chat link does not load phone metadata.
/** Digits only, as wa.me links want them (no +, no trunk 0): `+255754123456` → `255754123456`. */
export function waDigits(e164: string): string {
  return e164.replace(/\D/g, '');
}
