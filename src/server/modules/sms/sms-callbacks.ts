// What a gateway posts to /webhooks/sms/<provider>/<key>/<kind> (Africa's Talking today): delivery
// reports and inbound messages. The key names the shop and the account; the adapter reads the
// body. AT signs nothing and has no status query, so a report counts only when it names a message
// id AT gave this account and (when it names one) the number we sent that message to
// (confirmBy 'records'); anything else changes nothing. Every callback gets a plain 200: AT retries
// otherwise, and a forger learns nothing from the answer.
import { and, eq } from 'drizzle-orm';
import type { SmsProviderId } from '../../../lib/sms-providers.ts';
import type { Db } from '../../db/client.ts';
import { smsAccounts, smsMessages, type SmsAccount } from '../../db/schema/sms.ts';
import { accountSmsContext, type SmsEnv } from './sms-account.service.ts';
import { recordDelivery } from './sms-checks.ts';
import { smsProviders } from './providers/index.ts';
import { optOutByPhone } from '../consent/index.ts';
import { isOptOutReply } from '../../../lib/opt-out.ts';

export type SmsCallbackRequest = {
  provider: SmsProviderId;
  key: string;
  kind: 'delivery' | 'inbound';
  headers: Readonly<Record<string, string | undefined>>;
  rawBody: string;
};

export type SmsCallbackOutcome =
  'unknown_key' | 'forged' | 'unknown_message' | 'recorded' | 'unchanged' | 'checked_later' | 'inbound_received';

async function accountOfKey(db: Db, provider: SmsProviderId, key: string): Promise<SmsAccount | null> {
  if (!key || key.length > 200) return null;
  const [account] = await db
    .select()
    .from(smsAccounts)
    .where(and(eq(smsAccounts.callbackKey, key), eq(smsAccounts.provider, provider)));
  return account ?? null;
}

export async function handleSmsCallback(db: Db, env: SmsEnv, request: SmsCallbackRequest): Promise<SmsCallbackOutcome> {
  const account = await accountOfKey(db, request.provider, request.key);
  const provider = smsProviders[request.provider];
  if (!account || !provider.verifyCallback) return 'unknown_key';
  const ctx = accountSmsContext(env, account);
  if (!ctx) return 'forged';
  const verdict = provider.verifyCallback(ctx, {
    kind: request.kind,
    headers: request.headers,
    rawBody: request.rawBody,
  });
  if (!verdict.authentic) return 'forged';

  if (verdict.kind === 'inbound') {
    // A reply of STOP / ACHA / SITAKI (any case and spacing) opts the number out, in its own words.
    if (isOptOutReply(verdict.text)) await optOutByPhone(db, account.shopId, verdict.phone, 'sms', verdict.text);
    return 'inbound_received';
  }

  const [message] = await db
    .select()
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.shopId, account.shopId),
        eq(smsMessages.accountId, account.id),
        eq(smsMessages.providerMessageId, verdict.providerMessageId),
      ),
    )
    .limit(1);
  if (!message) return 'unknown_message';
  if (verdict.phone !== null && verdict.phone !== message.to) return 'forged';
  if (verdict.confirmBy === 'status-query') {
    // A gateway that can be asked is asked, at the sweeper's next turn.
    await db
      .update(smsMessages)
      .set({ nextCheckAt: new Date() })
      .where(and(eq(smsMessages.shopId, message.shopId), eq(smsMessages.id, message.id)));
    return 'checked_later';
  }
  if (verdict.status === 'accepted') return 'unchanged';
  return (await recordDelivery(db, message, verdict.status, verdict.reason)) ? 'recorded' : 'unchanged';
}
