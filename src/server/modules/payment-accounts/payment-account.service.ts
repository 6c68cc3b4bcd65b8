import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { ConnectionTest, PaymentAccountDto, ProviderInfo } from '../../../lib/contracts/payment-account.ts';
import { NETWORKS, type Network, type ProviderId } from '../../../lib/mobile-money.ts';
import {
  NETWORK_NAMES,
  PROVIDER_NAMES,
  type LinkPaymentAccountInput,
  type UpdatePaymentAccountInput,
} from '../../../lib/payment-account-schemas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import { paymentAccounts, type PaymentAccount } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import type { Env } from '../../env.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { mask, open, seal } from '../../whatsapp/secret-box.ts';
import { paymentProviders, providerContext, type CredentialField, type LinkableProviderId } from '../payments/index.ts';

type Credentials = Record<string, string>;
type AccountEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'appUrl'
  | 'secretKey'
  | 'SELCOM_BASE_URL'
  | 'CLICKPESA_BASE_URL'
  | 'AZAMPAY_AUTH_URL'
  | 'AZAMPAY_CHECKOUT_URL'
  | 'FLUTTERWAVE_BASE_URL'
  | 'PAYMENT_TIMEOUT_MS'
>;

/**
 * What a provider takes. The demo's sandbox needs no credentials and reaches every wallet; it is
 * offered everywhere but production, where a real shop must never collect "money" from it.
 */
function providerSpec(
  env: AccountEnv,
  id: ProviderId,
): { fields: readonly CredentialField[]; networks: readonly Network[] } {
  if (id === 'sandbox') {
    if (env.NODE_ENV === 'production') throw badRequest('payment_provider_unavailable', {}, 'provider');
    return { fields: [], networks: NETWORKS };
  }
  const adapter = paymentProviders[id];
  return { fields: adapter.credentialFields, networks: adapter.networks };
}

export function listProviders(env: AccountEnv): ProviderInfo[] {
  const ids = [...(Object.keys(paymentProviders) as LinkableProviderId[])];
  const all: ProviderId[] = env.NODE_ENV === 'production' ? ids : [...ids, 'sandbox'];
  return all.map((id) => {
    const spec = providerSpec(env, id);
    return { id, fields: spec.fields.map((f) => ({ ...f })), networks: [...spec.networks] };
  });
}

function openCredentials(env: AccountEnv, account: PaymentAccount): Credentials | null {
  try {
    return JSON.parse(open(env.secretKey, account.credentialsEnc)) as Credentials;
  } catch {
    // SECRET_KEY changed since they were sealed: the merchant enters them again.
    return null;
  }
}

export function toPaymentAccountDto(env: AccountEnv, account: PaymentAccount): PaymentAccountDto {
  const credentials = openCredentials(env, account) ?? {};
  return {
    id: account.id,
    provider: account.provider,
    label: account.label,
    networks: account.networks,
    enabled: account.enabled,
    // Every field masked, the non-secret ones too: the brief of this screen is "never in clear".
    credentials: Object.entries(credentials).map(([name, value]) => ({ name, hint: mask(value) })),
    callback_url: `${env.appUrl}/webhooks/payments/${account.provider}/${account.callbackKey}`,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

/** Unknown names and missing required fields are the form's to fix: 400 naming the field. */
function checkCredentials(fields: readonly CredentialField[], credentials: Credentials) {
  for (const name of Object.keys(credentials)) {
    if (!fields.some((f) => f.name === name)) {
      throw badRequest('payment_credential_unknown', { name }, `credentials.${name}`);
    }
  }
  for (const field of fields) {
    if (field.required && !credentials[field.name]) {
      throw badRequest('payment_credential_missing', { name: field.name }, `credentials.${field.name}`);
    }
  }
}

function checkNetworks(provider: ProviderId, supported: readonly Network[], networks: readonly Network[]) {
  const unsupported = networks.find((n) => !supported.includes(n));
  if (unsupported) {
    const names = { provider: PROVIDER_NAMES[provider], network: NETWORK_NAMES[unsupported] };
    throw badRequest('payment_network_unsupported', names, 'networks');
  }
}

/**
 * At most one enabled account collects for a network: otherwise which provider a push goes
 * through would be a coin toss. The shop's row is locked first, so two links or edits racing for
 * one network run one after the other and the second sees the first (409, never two enabled).
 */
async function claimNetworks(tx: Tx, shopId: string, networks: readonly Network[], exceptId: string | null) {
  await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update');
  if (!networks.length) return;
  const others = await tx
    .select({ networks: paymentAccounts.networks })
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.shopId, shopId),
        eq(paymentAccounts.enabled, true),
        // The platform's managed account (decision 0046) steps aside for any linked account.
        eq(paymentAccounts.managed, false),
        exceptId ? ne(paymentAccounts.id, exceptId) : undefined,
      ),
    );
  const taken = networks.find((n) => others.some((o) => o.networks.includes(n)));
  if (taken) throw conflict('payment_network_taken', { network: NETWORK_NAMES[taken] }, 'networks');
}

export async function listPaymentAccounts(db: Db, env: AccountEnv, shopId: string): Promise<PaymentAccountDto[]> {
  const rows = await db
    .select()
    .from(paymentAccounts)
    // The platform's managed account is not the shop's to see, edit or unlink (decision 0046).
    .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.managed, false)))
    .orderBy(asc(paymentAccounts.createdAt), asc(paymentAccounts.id));
  return rows.map((row) => toPaymentAccountDto(env, row));
}

export async function getPaymentAccount(db: Db | Tx, shopId: string, id: string): Promise<PaymentAccount> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, id), eq(paymentAccounts.managed, false)));
  if (!row) throw notFound('payment_account_not_found');
  return row;
}

export async function linkPaymentAccount(
  db: Db,
  env: AccountEnv,
  shopId: string,
  input: LinkPaymentAccountInput,
): Promise<PaymentAccountDto> {
  const spec = providerSpec(env, input.provider);
  checkCredentials(spec.fields, input.credentials);
  checkNetworks(input.provider, spec.networks, input.networks);
  const row = await db.transaction(async (tx) => {
    if (input.enabled) await claimNetworks(tx, shopId, input.networks, null);
    const [inserted] = await tx
      .insert(paymentAccounts)
      .values({
        shopId,
        provider: input.provider,
        label: input.label,
        credentialsEnc: seal(env.secretKey, JSON.stringify(input.credentials)),
        networks: input.networks,
        enabled: input.enabled,
        callbackKey: randomBytes(24).toString('base64url'),
      })
      .returning();
    return inserted!;
  });
  return toPaymentAccountDto(env, row);
}

export async function updatePaymentAccount(
  db: Db,
  env: AccountEnv,
  shopId: string,
  id: string,
  input: UpdatePaymentAccountInput,
): Promise<PaymentAccountDto> {
  const row = await db.transaction(async (tx) => {
    const current = await getPaymentAccount(tx, shopId, id);
    const spec = providerSpec(env, current.provider);
    const networks = input.networks ?? current.networks;
    const enabled = input.enabled ?? current.enabled;
    checkNetworks(current.provider, spec.networks, networks);
    let credentialsEnc = current.credentialsEnc;
    if (input.credentials && Object.keys(input.credentials).length) {
      // Fields given replace the stored ones; fields left out are kept (the form never has them).
      const merged = { ...(openCredentials(env, current) ?? {}), ...input.credentials };
      checkCredentials(spec.fields, merged);
      credentialsEnc = seal(env.secretKey, JSON.stringify(merged));
    }
    if (enabled) await claimNetworks(tx, shopId, networks, id);
    const [updated] = await tx
      .update(paymentAccounts)
      .set({ label: input.label ?? current.label, networks, enabled, credentialsEnc, updatedAt: new Date() })
      .where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, id)))
      .returning();
    return updated!;
  });
  return toPaymentAccountDto(env, row);
}

/** A real call through the adapter (a token request or a signed query) with the stored credentials. */
export async function testPaymentAccount(
  db: Db,
  env: AccountEnv,
  shopId: string,
  id: string,
  lang: 'en' | 'sw',
  fetchImpl?: typeof globalThis.fetch,
): Promise<ConnectionTest> {
  const account = await getPaymentAccount(db, shopId, id);
  const credentials = openCredentials(env, account);
  if (!credentials) throw conflict('payment_credentials_unreadable');
  // The sandbox is simulated in this process: there is nothing to reach, so it always answers.
  if (account.provider === 'sandbox') return { ok: true, reason: null };
  const adapter = paymentProviders[account.provider];
  const outcome = await adapter.testConnection(
    providerContext(env, credentials, fetchImpl ? { fetch: fetchImpl } : {}),
  );
  if (outcome.ok) return { ok: true, reason: null };
  if (outcome.outcome === 'unknown') throw new AppError(502, 'payment_provider_unreachable');
  return { ok: false, reason: outcome.reason || messageFor('payment_provider_refused', lang) };
}

export async function unlinkPaymentAccount(db: Db, shopId: string, id: string): Promise<void> {
  await getPaymentAccount(db, shopId, id);
  try {
    await db.delete(paymentAccounts).where(and(eq(paymentAccounts.shopId, shopId), eq(paymentAccounts.id, id)));
  } catch (error) {
    // Payments and ledger entries point at it (the ledger is append-only): it stays for the books.
    if (pgErrorCode(error) === '23503') throw conflict('payment_account_in_use');
    throw error;
  }
}
