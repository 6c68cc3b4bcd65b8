// One HTTP round trip with a provider, kept so a person can later see what was asked and what came
// back (the ledger stores it beside the payment). It must never carry a secret: every exchange an
// adapter returns has been through maskExchange, and the flow may run it again before storing.

export type RawExchange = {
  at: string;
  method: string;
  url: string;
  requestHeaders: Record<string, string>;
  requestBody: unknown;
  /** 0 when no answer came (timeout, network error). */
  status: number;
  responseBody: unknown;
  /** Why no answer came, when none did. */
  error: string | null;
  ms: number;
};

/** Headers that carry credentials or proofs made from them, whatever the provider. */
const SECRET_HEADERS = /^(authorization|api-key|x-api-key|client-id|digest)$/i;
/** Body fields that carry credentials or tokens, whatever the nesting. */
const SECRET_FIELDS =
  /^(clientSecret|clientId|apiKey|api_key|apiSecret|secret|accessToken|token|checksum|consumer_secret|consumer_key|pin)$/i;

const HIDDEN = '•••';

/** `value` with its last 4 characters kept (enough to tell two keys apart), or wholly hidden when short. */
export function maskValue(value: string): string {
  return value.length >= 12 ? `${HIDDEN}${value.slice(-4)}` : HIDDEN;
}

function maskText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join(maskValue(s));
  return out;
}

function maskDeep(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (typeof value === 'string') return maskText(value, secrets);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, secrets, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_FIELDS.test(k) && typeof v === 'string' ? maskValue(v) : maskDeep(v, secrets, depth + 1),
    ]),
  );
}

/**
 * A copy safe to store or log: credential headers and fields masked, and any of `secrets` (the
 * shop's credential values, a token) hidden wherever it appears, even inside a URL or an error text.
 */
export function maskExchange(exchange: RawExchange, secrets: readonly string[] = []): RawExchange {
  const longestFirst = [...secrets].sort((a, b) => b.length - a.length);
  return {
    ...exchange,
    url: maskText(exchange.url, longestFirst),
    requestHeaders: Object.fromEntries(
      Object.entries(exchange.requestHeaders).map(([k, v]) => [
        k,
        SECRET_HEADERS.test(k) ? maskValue(v) : maskText(v, longestFirst),
      ]),
    ),
    requestBody: maskDeep(exchange.requestBody, longestFirst),
    responseBody: maskDeep(exchange.responseBody, longestFirst),
    error: exchange.error === null ? null : maskText(exchange.error, longestFirst),
  };
}
