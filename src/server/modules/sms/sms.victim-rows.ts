import { smsAccounts, smsMessages } from '../../db/schema/sms.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { VictimRows } from '../../test/victim-rows.ts';
import { seal } from '../../whatsapp/secret-box.ts';

// A linked SMS gateway and a message sent through it (so unlinking it is refused, not done).
export const smsVictimRows: VictimRows = {
  make: async ({ t, shopId, marker, m }) => {
    const [account] = await t.db
      .insert(smsAccounts)
      .values({
        shopId,
        provider: 'beem',
        label: m('sms-label'),
        credentialsEnc: seal(
          t.deps.env.secretKey,
          JSON.stringify({ apiKey: m('api-key'), secretKey: `${marker}-secret` }),
        ),
        senderName: 'VICTIM',
        callbackKey: m('sms-callback'),
      })
      .returning();
    await t.db.insert(smsMessages).values({
      shopId,
      id: timeOrderedId(),
      accountId: account!.id,
      provider: 'beem',
      to: '+255754000111',
      text: m('sms-text'),
      parts: 1,
      encoding: 'gsm7',
      purpose: 'transactional',
      ref: m('sms-ref'),
      status: 'delivered',
    });
    return { smsAccountId: account!.id };
  },
};
