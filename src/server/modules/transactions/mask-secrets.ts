import { mask } from '../../whatsapp/secret-box.ts';

// Names under which providers carry credentials or signatures (Selcom's Digest, ClickPesa's
// checksum, bearer tokens, API keys, PINs). The payment flow masks before it stores an exchange;
// this is the second lock on the way out, so that a field it missed never reaches a screen.
const SECRET_KEY = /secret|token|password|passwd|pin$|api[_-]?key|apikey|authorization|signature|digest|checksum|hash/i;

/** A copy of a provider exchange with every secret-looking field masked to its last four characters. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return '…';
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      SECRET_KEY.test(key) && v !== null && typeof v !== 'object' ? mask(String(v)) : maskSecrets(v, depth + 1),
    ]),
  );
}
