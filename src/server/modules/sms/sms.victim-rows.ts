import { smsAccounts } from '../../db/schema/sms.ts';
import type { VictimRows } from '../../test/victim-rows.ts';
import { seal } from '../../whatsapp/secret-box.ts';

// A linked SMS gateway (Beem), its texts and credentials carrying the marker.
export const smsVictimRows: VictimRows = {
  make: async ({ t, shopId, m }) => {
    const [account] = await t.db
      .insert(smsAccounts)
      .values({
        shopId,
        provider: 'beem',
        label: m('sms-label'),
        credentialsEnc: seal(
          t.deps.env.secretKey,
          JSON.stringify({ apiKey: m('sms-key'), secretKey: m('sms-secret') }),
        ),
        senderName: 'VICTIM',
        callbackKey: m('sms-callback'),
      })
      .returning();
    return { smsAccountId: account!.id };
  },
};
