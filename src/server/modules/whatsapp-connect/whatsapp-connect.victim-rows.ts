import { whatsappAccounts } from '../../db/schema/whatsapp.ts';
import type { VictimRows } from '../../test/victim-rows.ts';
import { seal } from '../../whatsapp/secret-box.ts';

// A number connected by hand, its secrets sealed as the connect screen seals them.
export const whatsappVictimRows: VictimRows = {
  make: async ({ t, shopId, marker, m }) => {
    await t.db.insert(whatsappAccounts).values({
      shopId,
      phoneNumberId: `9${Date.now()}`,
      wabaId: m('waba'),
      displayPhoneNumber: m('display'),
      verifiedName: m('verified'),
      mode: 'manual',
      accessTokenEnc: seal(t.deps.env.secretKey, `EAAG${marker}token-abcdefghijkl`),
      appSecretEnc: seal(t.deps.env.secretKey, `${marker}-app-secret`),
      verifyToken: m('verify'),
    });
    return {};
  },
};
