import { webhookLogs } from '../../db/schema/whatsapp.ts';
import type { VictimRows } from '../../test/victim-rows.ts';

export const webhookLogVictimRows: VictimRows = {
  make: async ({ t, shopId, m }) => {
    const [log] = await t.db
      .insert(webhookLogs)
      .values({
        shopId,
        direction: 'in',
        method: 'POST',
        endpoint: '/webhooks/whatsapp',
        statusCode: 200,
        requestBody: { text: m('webhook') },
        error: { code: 'x', title: m('error') },
      })
      .returning();
    return { webhookLogId: log!.id };
  },
};
