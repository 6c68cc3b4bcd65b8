import { paymentAccounts } from '../../db/schema/payments.ts';
import type { VictimRows } from '../../test/victim-rows.ts';
import { seal } from '../../whatsapp/secret-box.ts';

// A linked provider; payments point at it.
export const paymentAccountVictimRows: VictimRows = {
  make: async ({ t, shopId, marker, m, made }) => {
    [made.account] = await t.db
      .insert(paymentAccounts)
      .values({
        shopId,
        provider: 'clickpesa',
        label: m('pay-label'),
        // Sealed as the settings screen seals them: JSON by the adapter's field names.
        credentialsEnc: seal(
          t.deps.env.secretKey,
          JSON.stringify({ clientId: m('client-id'), apiKey: `${marker}-api-key` }),
        ),
        networks: ['mpesa'],
        callbackKey: m('callback'),
      })
      .returning();
    return { paymentAccountId: made.account.id };
  },
};
