import { describe, expect, it } from 'vitest';
import type { FlowNode, NodeOf } from '../../../lib/chat/flow-schema.ts';
import { flowNode } from '../../../lib/chat/flow-schema.ts';
import { end } from './end.ts';
import { fakeContext } from '../../test/fake-context.ts';
import { handover } from './handover.ts';
import { jump } from './jump.ts';
import { sendMessage } from './send-message.ts';
import { setVariable } from './set-variable.ts';
import { trigger } from './trigger.ts';

const parse = <T extends FlowNode['type']>(type: T, data: unknown) =>
  flowNode.parse({ id: 'n', type, position: { x: 0, y: 0 }, data }) as NodeOf<T>;

describe('simple node executors', () => {
  it('trigger goes on through next', () => {
    expect(trigger.enter(parse('trigger', { keywords: ['hi'] }), fakeContext())).toEqual({
      kind: 'next',
      handle: 'next',
    });
  });

  it('send_message says the text in the language with variables, then media grouped by kind and locations', () => {
    const ctx = fakeContext({ lang: 'sw' });
    const node = parse('send_message', {
      text: { en: 'Hello {{customer_name}}', sw: 'Habari {{customer_name}}, karibu {{shop_name}}' },
      media: [
        { kind: 'image', link: 'https://cdn.example/a.jpg', caption: { en: 'A', sw: 'Picha A' } },
        { kind: 'document', link: 'https://cdn.example/files/menu%20card.pdf' },
        { kind: 'image', link: 'https://cdn.example/b.jpg' },
      ],
      locations: [{ latitude: -6.82, longitude: 39.27, name: 'Kariakoo' }],
    });
    expect(sendMessage.enter(node, ctx)).toEqual({ kind: 'next', handle: 'next' });
    expect(ctx.said).toEqual([
      { send_message: { text: 'Habari Asha, karibu Mama Neema' } },
      {
        send_images: [{ link: 'https://cdn.example/a.jpg', caption: 'Picha A' }, { link: 'https://cdn.example/b.jpg' }],
      },
      { send_documents: [{ link: 'https://cdn.example/files/menu%20card.pdf', filename: 'menu card.pdf' }] },
      { send_locations: [{ latitude: -6.82, longitude: 39.27, name: 'Kariakoo' }] },
    ]);
  });

  it('set_variable fills in other variables', () => {
    const ctx = fakeContext();
    ctx.state.vars.first = 'Asha';
    setVariable.enter(parse('set_variable', { variable: 'greeting', value: 'Hi {{first}}' }), ctx);
    expect(ctx.state.vars.greeting).toBe('Hi Asha');
  });

  it('jump names its target; end and handover say their text', () => {
    expect(jump.enter(parse('jump', { target: 'menu' }), fakeContext())).toEqual({ kind: 'jump', target: 'menu' });
    const ctx = fakeContext();
    expect(end.enter(parse('end', { text: { en: 'Bye', sw: 'Kwaheri' } }), ctx)).toEqual({ kind: 'end' });
    expect(handover.enter(parse('handover', { text: { en: 'A person will reply', sw: 'Mtu atajibu' } }), ctx)).toEqual({
      kind: 'pause',
    });
    expect(ctx.said).toEqual([{ send_message: { text: 'Bye' } }, { send_message: { text: 'A person will reply' } }]);
  });
});

describe('chat money', () => {
  it('reads as formatMoney does, also when said again (the texts are kept per amount and currency)', async () => {
    const { chatMoney } = await import('../money.ts');
    const { formatMoney } = await import('../../../lib/format.ts');
    for (const [amount, currency] of [
      [25_000, 'TZS'],
      [0, 'TZS'],
      [1999, 'USD'],
      [-500, 'TZS'],
      [1_234_567, 'KES'],
      [1999, 'TZS'],
      [25_000, 'USD'],
    ] as const) {
      expect(chatMoney(amount, currency)).toBe(formatMoney(amount, currency));
      expect(chatMoney(amount, currency)).toBe(formatMoney(amount, currency));
    }
  });
});

describe('prototype keys', () => {
  it('never read inherited properties as variables', async () => {
    const { interpolate } = await import('../interpolate.ts');
    expect(interpolate('a{{constructor}}b{{__proto__}}c{{toString}}', {})).toBe('abc');
  });
});

describe('variable names', () => {
  it('keeps "__proto__" as a plain variable', () => {
    const ctx = fakeContext();
    setVariable.enter(parse('set_variable', { variable: '__proto__', value: 'x' }), ctx);
    expect(Object.getPrototypeOf(ctx.state.vars)).toBe(Object.prototype);
    expect(JSON.stringify(ctx.state.vars)).toBe('{"__proto__":"x"}');
  });
});
