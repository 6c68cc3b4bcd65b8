// The one shape every SMS gateway adapter has (issue 27, on the provider kit, decision 0018's rules):
// three outcomes for a send (accepted, refused, unknown: a timeout is never a failure), a delivery
// status query, a callback verdict where the gateway posts one, and a real balance call as the
// connection test. The sms module is written against this interface only.
import type { SmsProviderId } from '../../../../lib/sms-providers.ts';
import type { CallContext } from '../../../providers/http-call.ts';
import type { RawExchange } from '../../../providers/raw-exchange.ts';
import type { ProviderAdapter } from '../../../providers/registry.ts';

/** The gateways' hosts; env.ts defaults them to the real ones, tests point them at the fakes. */
export type SmsUrls = { beem: string; beemDlr: string; africastalking: string; nextsms: string };

export type SmsContext = CallContext & {
  /** Keyed by the adapter's `credentialFields` names. */
  credentials: Readonly<Record<string, string>>;
  urls: SmsUrls;
};

export type SmsSendInput = {
  /** Our message id: sent where the gateway keeps a reference of ours (NextSMS). */
  reference: string;
  /** E.164, +255…; each gateway writes it its own way. */
  to: string;
  text: string;
  senderName: string;
};

/** Why no usable answer came (the gateway may have sent it): asked about later, never sent again. */
export type SmsUnknownCode = 'timeout' | 'network' | 'server-error' | 'bad-answer';

export type SmsSendOutcome =
  | { outcome: 'accepted'; providerMessageId: string | null; reason: string | null; exchanges: RawExchange[] }
  /** The gateway said no: nothing was sent; `reason` is its own words, `code` its code. */
  | { outcome: 'refused'; reason: string | null; code: string | null; exchanges: RawExchange[] }
  | { outcome: 'unknown'; code: SmsUnknownCode; reason: string | null; exchanges: RawExchange[] };

/** What a delivery report says; a word we do not know is 'accepted' (still pending) with the word kept. */
export type DeliveryStatus = 'accepted' | 'delivered' | 'failed';

export type DeliveryQuery = { providerMessageId: string | null; to: string; reference: string };

export type DeliveryOutcome =
  | { outcome: 'answered'; status: DeliveryStatus; reason: string | null; exchanges: RawExchange[] }
  | { outcome: 'not-found'; reason: string | null; exchanges: RawExchange[] }
  | { outcome: 'unknown'; code: SmsUnknownCode | 'refused'; reason: string | null; exchanges: RawExchange[] };

export type SmsCallbackInput = {
  /** 'delivery' or 'inbound': the path the gateway was told for each. */
  kind: 'delivery' | 'inbound';
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: string;
};

export type SmsCallbackVerdict =
  | { authentic: false; reason: string }
  | {
      authentic: true;
      kind: 'delivery';
      providerMessageId: string;
      /** E.164 when the gateway names the number. */
      phone: string | null;
      status: DeliveryStatus;
      reason: string | null;
      /**
       * 'status-query': the callback proves nothing, settle from deliveryStatus. 'records': the
       * gateway signs nothing AND offers no status query (Africa's Talking): it counts only on the
       * account's unguessable path, for a message id the gateway gave us, to the number we sent to.
       */
      confirmBy: 'status-query' | 'records';
    }
  | { authentic: true; kind: 'inbound'; phone: string; text: string; providerMessageId: string | null };

export type BalanceOutcome =
  | { ok: true; balance: string | null; exchanges: RawExchange[] }
  /** refused: the credentials are wrong (fix the form); unknown: the gateway could not be reached. */
  | { ok: false; outcome: 'refused' | 'unknown'; reason: string | null; exchanges: RawExchange[] };

export type { CredentialField } from '../../../providers/registry.ts';

export interface SmsProvider extends ProviderAdapter<SmsProviderId> {
  send(ctx: SmsContext, input: SmsSendInput): Promise<SmsSendOutcome>;
  deliveryStatus(ctx: SmsContext, query: DeliveryQuery): Promise<DeliveryOutcome>;
  /** Present where the gateway posts delivery reports or inbound messages. */
  verifyCallback?(ctx: SmsContext, input: SmsCallbackInput): SmsCallbackVerdict;
  /** The connection test: a real balance call with the account's credentials. */
  balance(ctx: SmsContext): Promise<BalanceOutcome>;
  /** Whether delivery reports come by callback (else the sweeper polls deliveryStatus). */
  reportsBy: 'callback' | 'polling';
}

/** +255754123456 → 255754123456, as Beem and NextSMS take it. */
export const msisdn = (e164: string) => e164.replace(/^\+/, '');
/** 255754123456 or +255754123456 → +255754123456. */
export const e164 = (n: string) => (n.startsWith('+') ? n : `+${n}`);

/** No answer or a 5xx: the gateway may have acted. */
export function ambiguous(
  res:
    | { kind: 'no-answer'; code: 'timeout' | 'network'; reason: string; exchange: RawExchange }
    | { kind: 'answer'; status: number; json: unknown; exchange: RawExchange },
): { outcome: 'unknown'; code: SmsUnknownCode; reason: string | null; exchanges: RawExchange[] } | null {
  if (res.kind === 'no-answer')
    return { outcome: 'unknown', code: res.code, reason: res.reason, exchanges: [res.exchange] };
  if (res.status >= 500)
    return { outcome: 'unknown', code: 'server-error', reason: `HTTP ${res.status}`, exchanges: [res.exchange] };
  return null;
}

export class InvalidSmsInput extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.field = field;
    this.name = 'InvalidSmsInput';
  }
}

export function credential(credentials: Readonly<Record<string, string>>, name: string): string {
  const v = credentials[name];
  if (!v) throw new InvalidSmsInput(`credentials.${name}`, 'missing');
  return v;
}

export const basicAuth = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;
