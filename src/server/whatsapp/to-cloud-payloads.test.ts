import { describe, expect, it } from 'vitest';
import type { BotAction } from '../../lib/chat/bot-reply.ts';
import { MORE_ROW_PREFIX, remainingRows, toCloudPayloads, type PayloadOptions } from './to-cloud-payloads.ts';
import { payloadProblems } from '../test/whatsapp-payloads.ts';

const o: PayloadOptions = { to: '255754000001', messageId: 'm-1', language: 'en', baseUrl: 'https://shop.example' };
const action = (a: BotAction) => toCloudPayloads({ kind: 'action', action: a }, o);
const valid = (payloads: unknown[]) => {
  for (const p of payloads) expect(payloadProblems(p)).toEqual([]);
  return payloads as any[];
};
const rows = (n: number, prefix = 'r') =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, title: `Item ${i}` }));

describe('toCloudPayloads', () => {
  it('sends a text, split at 4096 on word boundaries', () => {
    expect(valid(action({ send_message: { text: 'Karibu! *Menu*' } }))).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: o.to,
        type: 'text',
        text: { body: 'Karibu! *Menu*' },
      },
    ]);
    const long = valid(action({ send_message: { text: 'neno '.repeat(2000) } }));
    expect(long).toHaveLength(3);
    expect(
      long
        .map((p) => p.text.body)
        .join(' ')
        .split(' '),
    ).toHaveLength(2000);
    expect(
      valid(action({ send_message: { text: 'Pay here https://shop.example/cart?token=x' } }))[0].text.preview_url,
    ).toBe(true);
  });

  it('sends up to 3 reply buttons with cut, unique titles', () => {
    const [p] = valid(
      action({
        send_reply_button: {
          header: 'Asha Fashion',
          body: { text: 'What would you like?' },
          footer: 'Reply with a button',
          action: {
            buttons: [
              { type: 'reply', reply: { id: 'a', title: 'See our products today' } },
              { type: 'reply', reply: { id: 'b', title: 'See our products today' } },
              { type: 'reply', reply: { id: 'c', title: 'My orders' } },
            ],
          },
        },
      }),
    );
    expect(p.interactive.type).toBe('button');
    expect(p.interactive.header).toEqual({ type: 'text', text: 'Asha Fashion' });
    expect(p.interactive.action.buttons.map((b: any) => b.reply)).toEqual([
      { id: 'a', title: 'See our products…' },
      { id: 'b', title: 'See our products… 2' },
      { id: 'c', title: 'My orders' },
    ]);
  });

  it('turns more than 3 buttons into a list', () => {
    const buttons = rows(5).map((r) => ({ type: 'reply' as const, reply: r }));
    const [p] = valid(action({ send_reply_button: { body: { text: 'Pick one' }, action: { buttons } } }));
    expect(p.interactive.type).toBe('list');
    expect(p.interactive.action.button).toBe('Choose');
    expect(p.interactive.action.sections[0].rows.map((r: any) => r.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
  });

  it('shows at most 10 rows: 9 and a "more" row, and the rest is served from the same message', () => {
    const a: BotAction = {
      send_button: {
        body: 'Products',
        button: 'View',
        action: {
          button: 'View',
          sections: [
            { title: 'Dresses', rows: rows(6, 'd') },
            { title: 'Shoes', rows: rows(8, 's') },
          ],
        },
      },
    };
    const [p] = valid(action(a));
    const shown = p.interactive.action.sections.flatMap((s: any) => s.rows);
    expect(shown).toHaveLength(10);
    expect(shown.at(-1)).toMatchObject({ id: `${MORE_ROW_PREFIX}m-1`, title: 'More…' });
    expect(p.interactive.action.sections.map((s: any) => s.title)).toEqual(['Dresses', 'Shoes']);
    const next = remainingRows(a)!;
    const [p2] = valid(action(next));
    expect(p2.interactive.action.sections.flatMap((s: any) => s.rows).map((r: any) => r.id)).toEqual([
      's3',
      's4',
      's5',
      's6',
      's7',
    ]);
    expect(remainingRows(next)).toBeNull();
  });

  it('cuts long list texts and moves a long body ahead as text', () => {
    const [lead, p] = valid(
      action({
        send_button: {
          header: 'H'.repeat(80),
          body: `${'intro '.repeat(300)}`,
          footer: 'f',
          button: 'A very long button label',
          action: {
            button: 'A very long button label',
            sections: [
              {
                title: 'A section title longer than allowed',
                rows: [
                  { id: 'x'.repeat(300), title: 'A row title that is far too long', description: 'd '.repeat(60) },
                ],
              },
            ],
          },
        },
      }),
    );
    expect(lead.type).toBe('text');
    expect(p.interactive.action.button.length).toBeLessThanOrEqual(20);
    expect(p.interactive.action.sections[0].rows[0].id).toHaveLength(200);
  });

  it('sends media by link (absolute) or id, captions only where allowed, and locations', () => {
    const ps = valid([
      ...action({ send_images: [{ link: '/media/products/a.webp', caption: 'Red dress' }] }),
      ...action({ send_audios: [{ link: 'https://cdn.example/a.ogg', caption: 'ignored' }] }),
      ...action({ send_stickers: [{ link: 'https://cdn.example/s.webp' }] }),
      ...action({
        send_documents: [{ link: 'https://cdn.example/price.pdf', filename: 'price.pdf', caption: 'Prices' }],
      }),
      ...action({ send_videos: [{ link: 'wa-media:123' }] }),
      ...action({ send_locations: [{ latitude: -6.8, longitude: 39.28, name: 'Shop' }] }),
    ]);
    expect(ps.map((p) => p.type)).toEqual(['image', 'audio', 'sticker', 'document', 'video', 'location']);
    expect(ps[0].image).toEqual({ link: 'https://shop.example/media/products/a.webp', caption: 'Red dress' });
    expect(ps[1].audio).toEqual({ link: 'https://cdn.example/a.ogg' });
    expect(ps[3].document).toEqual({ link: 'https://cdn.example/price.pdf', caption: 'Prices', filename: 'price.pdf' });
    expect(ps[4].video).toEqual({ id: '123' });
  });

  it('sends templates and plain agent texts', () => {
    expect(
      valid(toCloudPayloads({ kind: 'template', name: 'order_update', language: 'sw', text: 'x' }, o))[0].template,
    ).toEqual({ name: 'order_update', language: { code: 'sw' } });
    const withParams = {
      kind: 'template' as const,
      name: 'order_update',
      language: 'en',
      text: 'x',
      params: ['Neema', '#12'],
    };
    expect(valid(toCloudPayloads(withParams, o))[0].template.components).toEqual([
      {
        type: 'body',
        parameters: [
          { type: 'text', text: 'Neema' },
          { type: 'text', text: '#12' },
        ],
      },
    ]);
    expect(valid(toCloudPayloads({ kind: 'text', text: 'Hello' }, o))[0].text.body).toBe('Hello');
    expect(toCloudPayloads({ kind: 'unsupported', type: 'x' }, o)).toEqual([]);
  });
});
