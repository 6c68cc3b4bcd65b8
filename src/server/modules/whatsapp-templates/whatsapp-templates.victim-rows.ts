import { whatsappTemplates } from '../../db/schema/whatsapp-templates.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

// Templates come from Meta (sync or a submission's answer), not from a back-office write alone:
// inserted directly, every text a person reads carrying the marker.
export const whatsappTemplateVictimRows: VictimRows = {
  make: async ({ t, shopId, m }) => {
    const body = `${m('template-body')} {{1}} ok`;
    const [row] = await t.db
      .insert(whatsappTemplates)
      .values({
        shopId,
        metaId: '990000000000001',
        wabaId: 'WABA-VICTIM',
        name: 'victim_offer',
        language: 'en',
        category: 'MARKETING',
        status: 'REJECTED',
        rejectedReason: 'INVALID_FORMAT',
        rejectionDetail: m('rejection'),
        components: [
          { type: 'HEADER', format: 'TEXT', text: m('header') },
          { type: 'BODY', text: body, example: { body_text: [[m('example')]] } },
          { type: 'FOOTER', text: m('footer') },
          { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: m('button') }] },
        ],
        body,
        variableCount: 1,
      })
      .returning();
    return { templateId: row!.id };
  },
};
