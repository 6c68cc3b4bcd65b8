import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { SmsAccountDto, SmsConnectionTest, SmsProviderInfo } from '../../../lib/contracts/sms-account.ts';
import {
  senderNextStep,
  type LinkSmsAccountInput,
  type UpdateSmsAccountInput,
} from '../../../lib/sms-account-schemas.ts';
import { SMS_PROVIDERS } from '../../../lib/sms-providers.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pgErrorCode } from '../../db/pg-errors.ts';
import { smsAccounts, type SmsAccount } from '../../db/schema/sms.ts';
import type { Env } from '../../env.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { messageFor } from '../../http/messages.ts';
import { mask, open, seal } from '../../whatsapp/secret-box.ts';
import { smsContext, smsProviders, type CredentialField, type SmsContext } from './providers/index.ts';

type Credentials = Record<string, string>;
export type SmsEnv = Pick<
  Env,
  | 'appUrl'
  | 'secretKey'
  | 'BEEM_BASE_URL'
  | 'BEEM_DLR_BASE_URL'
  | 'AFRICASTALKING_BASE_URL'
  | 'NEXTSMS_BASE_URL'
  | 'SMS_TIMEOUT_MS'
>;

export function listSmsProviders(): SmsProviderInfo[] {
  return SMS_PROVIDERS.map((id) => ({
    id,
    fields: smsProviders[id].credentialFields.map((f) => ({ ...f })),
    reports_by: smsProviders[id].reportsBy,
  }));
}

export function openSmsCredentials(env: Pick<Env, 'secretKey'>, account: SmsAccount): Credentials | null {
  try {
    return JSON.parse(open(env.secretKey, account.credentialsEnc)) as Credentials;
  } catch {
    // SECRET_KEY changed since they were sealed: the merchant enters them again.
    return null;
  }
}

/** The context of one account's calls, or null when its credentials cannot be opened. */
export function accountSmsContext(
  env: SmsEnv,
  account: SmsAccount,
  extra: Partial<SmsContext> = {},
): SmsContext | null {
  const credentials = openSmsCredentials(env, account);
  return credentials ? smsContext(env, credentials, extra) : null;
}

export const callbackPath = (account: Pick<SmsAccount, 'provider' | 'callbackKey'>, kind: 'delivery' | 'inbound') =>
  `/webhooks/sms/${account.provider}/${account.callbackKey}/${kind}`;

export function toSmsAccountDto(env: Pick<Env, 'appUrl' | 'secretKey'>, account: SmsAccount): SmsAccountDto {
  const credentials = openSmsCredentials(env, account) ?? {};
  return {
    id: account.id,
    provider: account.provider,
    label: account.label,
    sender_name: account.senderName,
    sender_state: account.senderState,
    sender_next_step: senderNextStep(account.senderState),
    price_per_part: account.pricePerPart,
    per_second: account.perSecond,
    enabled: account.enabled,
    credentials: Object.entries(credentials).map(([name, value]) => ({ name, hint: mask(value) })),
    callback_urls:
      smsProviders[account.provider].reportsBy === 'callback'
        ? {
            delivery: `${env.appUrl}${callbackPath(account, 'delivery')}`,
            inbound: `${env.appUrl}${callbackPath(account, 'inbound')}`,
          }
        : null,
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

/** Unknown names and missing required fields are the form's to fix: 400 naming the field. */
function checkCredentials(fields: readonly CredentialField[], credentials: Credentials) {
  for (const name of Object.keys(credentials))
    if (!fields.some((f) => f.name === name))
      throw badRequest('sms_credential_unknown', { name }, `credentials.${name}`);
  for (const field of fields)
    if (field.required && !credentials[field.name])
      throw badRequest('sms_credential_missing', { name: field.name }, `credentials.${field.name}`);
}

/** A second enabled account of one shop hits the partial unique index: 409, never 500. */
async function enabledTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict('sms_account_enabled_taken', {}, 'enabled');
    throw error;
  }
}

export async function listSmsAccounts(db: Db, env: SmsEnv, shopId: string): Promise<SmsAccountDto[]> {
  const rows = await db
    .select()
    .from(smsAccounts)
    .where(eq(smsAccounts.shopId, shopId))
    .orderBy(asc(smsAccounts.createdAt), asc(smsAccounts.id));
  return rows.map((row) => toSmsAccountDto(env, row));
}

export async function getSmsAccount(db: Db | Tx, shopId: string, id: string): Promise<SmsAccount> {
  const [row] = await db
    .select()
    .from(smsAccounts)
    .where(and(eq(smsAccounts.shopId, shopId), eq(smsAccounts.id, id)));
  if (!row) throw notFound('sms_account_not_found');
  return row;
}

export async function linkSmsAccount(
  db: Db,
  env: SmsEnv,
  shopId: string,
  input: LinkSmsAccountInput,
): Promise<SmsAccountDto> {
  checkCredentials(smsProviders[input.provider].credentialFields, input.credentials);
  const [row] = await enabledTaken(() =>
    db
      .insert(smsAccounts)
      .values({
        shopId,
        provider: input.provider,
        label: input.label,
        credentialsEnc: seal(env.secretKey, JSON.stringify(input.credentials)),
        senderName: input.sender_name,
        senderState: input.sender_state,
        pricePerPart: input.price_per_part,
        perSecond: input.per_second,
        enabled: input.enabled,
        callbackKey: randomBytes(24).toString('base64url'),
      })
      .returning(),
  );
  return toSmsAccountDto(env, row!);
}

export async function updateSmsAccount(
  db: Db,
  env: SmsEnv,
  shopId: string,
  id: string,
  input: UpdateSmsAccountInput,
): Promise<SmsAccountDto> {
  const row = await enabledTaken(() =>
    db.transaction(async (tx) => {
      const current = await getSmsAccount(tx, shopId, id);
      let credentialsEnc = current.credentialsEnc;
      if (input.credentials && Object.keys(input.credentials).length) {
        // Fields given replace the stored ones; fields left out are kept (the form never has them).
        const merged = { ...(openSmsCredentials(env, current) ?? {}), ...input.credentials };
        checkCredentials(smsProviders[current.provider].credentialFields, merged);
        credentialsEnc = seal(env.secretKey, JSON.stringify(merged));
      }
      // A new name is a new registration: its state starts again unless the same request says it.
      const renamed = input.sender_name !== undefined && input.sender_name !== current.senderName;
      const [updated] = await tx
        .update(smsAccounts)
        .set({
          label: input.label ?? current.label,
          credentialsEnc,
          senderName: input.sender_name ?? current.senderName,
          senderState: input.sender_state ?? (renamed ? 'not_applied' : current.senderState),
          pricePerPart: input.price_per_part ?? current.pricePerPart,
          perSecond: input.per_second ?? current.perSecond,
          enabled: input.enabled ?? current.enabled,
          updatedAt: new Date(),
        })
        .where(and(eq(smsAccounts.shopId, shopId), eq(smsAccounts.id, id)))
        .returning();
      return updated!;
    }),
  );
  return toSmsAccountDto(env, row);
}

/** "Test": a real balance call through the adapter with the stored credentials. */
export async function testSmsAccount(
  db: Db,
  env: SmsEnv,
  shopId: string,
  id: string,
  lang: 'en' | 'sw',
  fetchImpl?: typeof globalThis.fetch,
): Promise<SmsConnectionTest> {
  const account = await getSmsAccount(db, shopId, id);
  const ctx = accountSmsContext(env, account, fetchImpl ? { fetch: fetchImpl } : {});
  if (!ctx) throw conflict('sms_credentials_unreadable');
  const outcome = await smsProviders[account.provider].balance(ctx);
  if (outcome.ok) return { ok: true, balance: outcome.balance, reason: null };
  if (outcome.outcome === 'unknown') throw new AppError(502, 'sms_provider_unreachable');
  return { ok: false, balance: null, reason: outcome.reason || messageFor('sms_provider_refused', lang) };
}

export async function unlinkSmsAccount(db: Db, shopId: string, id: string): Promise<void> {
  await getSmsAccount(db, shopId, id);
  try {
    await db.delete(smsAccounts).where(and(eq(smsAccounts.shopId, shopId), eq(smsAccounts.id, id)));
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw conflict('sms_account_in_use');
    throw error;
  }
}
