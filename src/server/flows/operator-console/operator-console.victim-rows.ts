import { contactMessages } from '../../db/schema/contact.ts';
import { recordOperatorAction } from '../../modules/operator-audit/index.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

// What the operators did about the victim shop (issue 29), each text with the marker: a line of
// the operators' log, and a contact-form message. Only operators may read either; another shop's
// admin must see neither. (The shop is left neither suspended nor hidden: the other modules' rows
// are made through its chat and order page, and the answers test suspends and hides it itself.)
export const operatorConsoleVictimRows: VictimRows = {
  make: async ({ t, shopId, m }) => {
    await t.db.transaction(async (tx) => {
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
