import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerConsents } from '../../db/schema/consent.ts';
import { customers } from '../../db/schema/customers.ts';
import { messagesWebhook, textMessage } from '../../test/whatsapp-payloads.ts';
import { setUpWhatsapp, type WhatsappTest } from '../../test/whatsapp-test-setup.ts';
import { recordConsent } from './index.ts';

// STOP from Meta's webhook to the reply on the wire: the signed webhook, the inbound job, the
// engine's opt-out through ShopPorts, the consent row, and the confirmation sent to the number.

let w: WhatsappTest;
beforeAll(async () => {
  w = await setUpWhatsapp();
});
afterAll(() => w.close());

const CUSTOMER = '255754777001';

it('a WhatsApp STOP opts the customer out and the confirmation goes back to their number', async () => {
  expect((await w.post(messagesWebhook(w.phoneNumberId, CUSTOMER, [textMessage('Habari')]))).status).toBe(200);
  await w.work();
  const [buyer] = await w.t.db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, w.shopId), eq(customers.phone, `+${CUSTOMER}`)));
  await recordConsent(w.t.db, {
    shopId: w.shopId,
    customerId: buyer!.id,
    channel: 'whatsapp',
    state: 'opted_in',
    source: 'chat',
    words: 'Ndiyo',
  });
  const sentBefore = w.fake.sends(w.phoneNumberId).length;

  expect((await w.post(messagesWebhook(w.phoneNumberId, CUSTOMER, [textMessage('SITAKI!')]))).status).toBe(200);
  await w.work();

  const [row] = await w.t.db
    .select()
    .from(customerConsents)
    .where(and(eq(customerConsents.shopId, w.shopId), eq(customerConsents.customerId, buyer!.id)));
  expect(row).toMatchObject({ channel: 'whatsapp', state: 'opted_out', source: 'reply', words: 'SITAKI!' });
  const sent = w.fake.sends(w.phoneNumberId).slice(sentBefore);
  expect(sent).toHaveLength(1);
  expect(JSON.stringify(sent[0])).toContain('hutapokea tena matangazo');
  expect(JSON.stringify(sent[0])).toContain(CUSTOMER);
});
