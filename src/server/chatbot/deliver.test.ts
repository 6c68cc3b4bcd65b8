import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../db/schema/chat.ts';
import { jobs } from '../db/schema/jobs.ts';
import { widgetMessages } from '../modules/plugin/plugin.service.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { chatShop, customer } from '../test/chat-test-kit.ts';
import { deliver } from './deliver.ts';
import { encodeCursor } from './message-cursor.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof chatShop>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await chatShop(t, { products: false });
});
afterAll(() => t.close());

describe('deliver', () => {
  it('stores widget rows as sent, after the last message, and the widget poll picks them up', async () => {
    const c = customer(t, shop.shopId);
    const first = await c.text('hi');
    const cursor = encodeCursor(first.messages.at(-1)!);
    // An agent writes with the conversation as it was loaded before (stale is fine).
    const rows = await deliver(t.db, {
      shopId: shop.shopId,
      conversation: first.conversation,
      contents: [{ kind: 'text', text: 'Karibu, nikusaidie?' }],
      author: 'agent',
    });
    expect(rows[0]).toMatchObject({
      direction: 'out',
      author: 'agent',
      status: 'sent',
      preview: 'Karibu, nikusaidie?',
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(first.messages.at(-1)!.createdAt.getTime());
    const polled = await widgetMessages(t.db, shop.shopId, c.externalId, cursor);
    expect(polled.messages.map((m) => m.id)).toEqual([rows[0]!.id]);
    const [conv] = await t.db.select().from(conversations).where(eq(conversations.id, first.conversation.id));
    expect(conv!.lastMessagePreview).toBe('Karibu, nikusaidie?');
  });

  it('queues one WhatsApp send job per row, keyed by the message id', async () => {
    const c = customer(t, shop.shopId, '255700111222', { channel: 'whatsapp' });
    const first = await c.text('hi');
    const rows = await deliver(t.db, {
      shopId: shop.shopId,
      conversation: first.conversation,
      contents: [
        { kind: 'action', action: { send_message: { text: 'One' } } },
        { kind: 'action', action: { send_images: [{ link: 'https://cdn.example/a.jpg', caption: 'Kanga' }] } },
      ],
      author: 'system',
    });
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(rows[1]!.preview).toBe('📷 Kanga');
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, 'whatsapp.send'));
    for (const row of rows)
      expect(queued.find((j) => j.dedupeKey === row.id)?.payload).toEqual({ shopId: shop.shopId, messageId: row.id });
  });
});
