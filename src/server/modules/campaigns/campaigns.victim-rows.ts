import { campaignRecipients, campaigns } from '../../db/schema/campaigns.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

// A draft campaign whose texts carry the marker, and a recipient (the victim's customer).
export const campaignVictimRows: VictimRows = {
  needs: ['customer'],
  make: async ({ t, shopId, m, made }) => {
    const [campaign] = await t.db
      .insert(campaigns)
      .values({
        shopId,
        name: m('campaign'),
        audience: { segment_id: null, tags: [m('tag')], facts: [] },
        smsTextSw: m('sms-text'),
        offerText: m('offer'),
      })
      .returning();
    await t.db.insert(campaignRecipients).values({
      shopId,
      id: timeOrderedId(),
      campaignId: campaign!.id,
      customerId: made.customer.id,
      phone: made.customer.phone,
      name: m('recipient'),
      language: 'sw',
      channel: 'sms',
      status: 'failed',
      reason: m('reason'),
    });
    made.campaign = campaign;
    return { campaignId: campaign!.id };
  },
};
