import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/contact.ts';
import { shops } from '../../db/schema/shops.ts';
import { recordOperatorAction } from '../../modules/operator-audit/index.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

// What the operators did to the victim shop (issue 29), each text with the marker: its listing
// hidden with a reason, a line of the operators' log, and a contact-form message. Only operators
// may read any of it; another shop's admin must see none. (Not suspended: the other modules' rows
// are made through the shop's chat and order page, which a suspension closes.)
export const operatorConsoleVictimRows: VictimRows = {
  make: async ({ t, shopId, m }) => {
    await t.db.transaction(async (tx) => {
      await tx
        .update(shops)
        .set({ directoryHiddenAt: new Date(), directoryHiddenReason: m('hidden-reason') })
        .where(eq(shops.id, shopId));
      await recordOperatorAction(
        tx,
        { id: '00000000-0000-4000-8000-000000000001', email: `${m('operator')}@example.com` },
        {
          action: 'directory.hide',
          subjectType: 'shop',
          subjectId: shopId,
          shopId,
          before: { directory_hidden_reason: null },
          after: { directory_hidden_reason: m('hidden-reason') },
          reason: m('hidden-reason'),
        },
      );
    });
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: m('name'), email: `${m('contact')}@example.com`, phone: '+255754000111', message: m('message') })
      .returning();
    return { shopId, contactMessageId: message!.id };
  },
};
