// The one shape every mobile-money aggregator adapter has (issue 15, decision 0018). The payment
// flow (routes, callback endpoint, sweeper) is written against this interface only, so adding an
// aggregator is one folder here and one line in index.ts.
import type { Network, PaymentStatus, ProviderId } from '../../../../lib/mobile-money.ts';
import type { RawExchange } from '../../../providers/raw-exchange.ts';
import type { CallContext } from '../../../providers/http-call.ts';
import type { ProviderAdapter } from '../../../providers/registry.ts';
import type { TokenContext } from '../../../providers/token-cache.ts';

/** The hosts of each aggregator; env.ts defaults them to the real ones, tests point them at the fakes. */
export type ProviderUrls = {
  selcom: string;
  clickpesa: string;
  azampayAuth: string;
  azampayCheckout: string;
  flutterwave: string;
};

/**
 * Everything one call needs: the shop's credentials for this provider and how to reach it. The
 * kit's CallContext (fetch, timeoutMs, now) and TokenContext (tokens) are its other fields.
 */
export type ProviderContext = CallContext &
  TokenContext & {
    /** Keyed by the adapter's `credentialFields` names. */
    credentials: Readonly<Record<string, string>>;
    urls: ProviderUrls;
  };

export type StartCollectionInput = {
  /** Our id of this payment attempt, unique per provider account: it comes back in callbacks and queries. */
  reference: string;
  /** Whole Tanzanian shillings. */
  amount: number;
  /** The wallet's number in E.164 (+255…). */
  phone: string;
  network: Network;
  /** Where the provider should POST the result (an unguessable path, decision 0018). */
  callbackUrl: string;
  /** Shown to the payer where the provider allows it. */
  description: string;
  payerName?: string;
  payerEmail?: string;
  /**
   * How long we wait for the payer, in minutes: sent as the provider's own expiry where it has one
   * (Selcom's `expiry`), so that the provider stops taking the payment when we stop waiting for it.
   */
  expiresInMinutes?: number;
};

export type StartPayoutInput = {
  reference: string;
  amount: number;
  phone: string;
  network: Network;
  description: string;
};

/** A payout to a bank account (ClickPesa's bank payout: the bank by its BIC, ACH transfer). */
export type StartBankPayoutInput = {
  reference: string;
  amount: number;
  bic: string;
  accountNumber: string;
  accountName: string;
};

/** What the provider answered a request that starts something (a USSD push, a payout). */
export type StartOutcome =
  /** The provider took it; `status` is usually 'pending' until the payer enters the PIN. */
  | {
      outcome: 'accepted';
      status: PaymentStatus;
      providerRef: string | null;
      reason: string | null;
      /** The provider's fee where its answer states one (a payout's): booked as its own entry. */
      fee?: number | null;
      exchanges: RawExchange[];
    }
  /** The provider said no: nothing is pending, `reason` is its own words, `code` its code. */
  | { outcome: 'refused'; reason: string | null; code: string | null; exchanges: RawExchange[] }
  /** No usable answer (timeout, network, 5xx, garbage): it may or may not have started, query later. */
  | { outcome: 'unknown'; code: UnknownCode; reason: string | null; exchanges: RawExchange[] };

/** Why no usable answer came; 'unqueryable': the provider's query needs an id this payment never got. */
export type UnknownCode = 'timeout' | 'network' | 'server-error' | 'bad-answer' | 'unrecognised-status' | 'unqueryable';

export type StatusOutcome =
  | {
      outcome: 'answered';
      status: PaymentStatus;
      providerRef: string | null;
      /** As the provider reports it; null when it does not say. The caller compares with what it asked. */
      amount: number | null;
      currency: string | null;
      reason: string | null;
      /**
       * The provider's fee for this collection where its answer states one (credited as gross, fee
       * and net). None of the built adapters' documented collection answers carries one
       * (protocols.md §2; ClickPesa states a fee on payouts only), so they leave it out.
       */
      fee?: number | null;
      /**
       * A reversed payout whose provider says its fee came back with it (ClickPesa's
       * `reverse.reversedWithFee`): the fee entry is reversed too.
       */
      feeReturned?: boolean;
      exchanges: RawExchange[];
    }
  /** The provider knows no such payment (never started, or started under another account). */
  | { outcome: 'not-found'; reason: string | null; exchanges: RawExchange[] }
  | { outcome: 'unknown'; code: UnknownCode | 'refused'; reason: string | null; exchanges: RawExchange[] };

export type StatusQuery = {
  reference: string;
  /** The provider's own id from startCollection, where its status query is keyed on it (AzamPay). */
  providerRef?: string | null;
  network?: Network;
};

export type CallbackInput = {
  /** Header names in lower case, as node and Hono give them. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The body bytes exactly as received: signatures are over them, not over a re-serialisation. */
  rawBody: string;
};

export type CallbackVerdict = {
  /**
   * false: forged, tampered or unreadable; do nothing but answer. true: the signature holds (or, for
   * providers that sign nothing, the body is well-formed); what to do next is in `confirmBy`.
   */
  authentic: boolean;
  kind: 'collection' | 'payout';
  reference: string | null;
  providerRef: string | null;
  status: PaymentStatus;
  /** Exactly as the callback states it (null when it does not): a mismatch is the caller's to detect. */
  amount: number | null;
  currency: string | null;
  /** The provider's words, or why the callback was not authentic. */
  reason: string | null;
  /** The provider's fee where the callback states one (see StatusOutcome). */
  fee?: number | null;
  /** A reversed payout's fee came back with it (see StatusOutcome). */
  feeReturned?: boolean;
  /**
   * 'signature': the verdict alone may settle the payment. 'status-query': it may not (the provider
   * signs nothing, or the signed callback lacks the amount); settle from queryStatus's answer.
   */
  confirmBy: 'signature' | 'status-query';
};

export type CallbackAnswer = { status: number; contentType: string; body: string };

/**
 * What a provider answered our request to stop taking a payment we no longer wait for.
 * 'cancelled' is its documented word that the payment can no longer be paid; anything else leaves
 * the payment to its status queries.
 */
export type CancelOutcome =
  | { outcome: 'cancelled'; exchanges: RawExchange[] }
  | { outcome: 'refused'; reason: string | null; code: string | null; exchanges: RawExchange[] }
  | { outcome: 'unknown'; code: UnknownCode; reason: string | null; exchanges: RawExchange[] };

/** A payout as the provider would make it, before it is made (ClickPesa's payout preview). */
export type PayoutPreview =
  | {
      outcome: 'ok';
      /** The name the wallet or bank account is registered to, where the provider tells it. */
      receiverName: string | null;
      /** The provider's fee for this payout, where it tells it. */
      fee: number | null;
      exchanges: RawExchange[];
    }
  | { outcome: 'refused'; reason: string | null; code: string | null; exchanges: RawExchange[] }
  | { outcome: 'unknown'; code: UnknownCode; reason: string | null; exchanges: RawExchange[] };

export type ConnectionOutcome =
  | { ok: true; exchanges: RawExchange[] }
  /** refused: the credentials are wrong (fix the form); unknown: the provider could not be reached. */
  | { ok: false; outcome: 'refused' | 'unknown'; reason: string | null; exchanges: RawExchange[] };

export type { CredentialField } from '../../../providers/registry.ts';

export interface PaymentProvider extends ProviderAdapter<ProviderId> {
  /** The wallets this provider can push a collection to. */
  networks: readonly Network[];
  startCollection(ctx: ProviderContext, input: StartCollectionInput): Promise<StartOutcome>;
  verifyCallback(ctx: ProviderContext, input: CallbackInput): CallbackVerdict;
  queryStatus(ctx: ProviderContext, query: StatusQuery): Promise<StatusOutcome>;
  /** Present only where the provider documents cancelling a collection (Selcom's cancel-order). */
  cancelCollection?(ctx: ProviderContext, query: StatusQuery): Promise<CancelOutcome>;
  /** Present only where the provider documents a payout preview (ClickPesa). */
  previewPayout?(ctx: ProviderContext, input: StartPayoutInput): Promise<PayoutPreview>;
  /** Present only where the provider documents mobile-money payouts. */
  startPayout?(ctx: ProviderContext, input: StartPayoutInput): Promise<StartOutcome>;
  /** Present only where the provider documents bank payouts; queryPayout follows them too. */
  startBankPayout?(ctx: ProviderContext, input: StartBankPayoutInput): Promise<StartOutcome>;
  queryPayout?(ctx: ProviderContext, query: StatusQuery): Promise<StatusOutcome>;
  /** A real call (token request or a signed query) that proves the credentials. */
  testConnection(ctx: ProviderContext): Promise<ConnectionOutcome>;
  /** The HTTP answer the provider expects to a callback, authentic or not. */
  callbackAnswer(verdict: CallbackVerdict): CallbackAnswer;
}
