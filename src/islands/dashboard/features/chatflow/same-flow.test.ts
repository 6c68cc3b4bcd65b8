import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../../lib/chat/flow-schema.ts';
import { sameFlow } from './same-flow.ts';

const flow = (text: string, x = 0): Flow => ({
  version: 1,
  nodes: [
    {
      id: 'start',
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: { keywords: [], first_message: true, widget_opened: false },
    },
    {
      id: 'hi',
      type: 'send_message',
      position: { x, y: 200 },
      data: { text: { en: text, sw: text }, media: [], locations: [] },
    },
  ],
  edges: [{ id: 'e_1', source: 'start', handle: 'next', target: 'hi' }],
});

describe('sameFlow', () => {
  it('sees the same flow in another key order as unchanged', () => {
    // Every object's keys backwards, as jsonb may give them.
    const reverse = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reverse)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reverse(x)]),
            )
          : v;
    const shuffled = reverse(flow('Hello')) as Flow;
    expect(JSON.stringify(shuffled)).not.toBe(JSON.stringify(flow('Hello')));
    expect(sameFlow(flow('Hello'), shuffled)).toBe(true);
  });

  it('sees a changed word, a moved step or a new connection', () => {
    expect(sameFlow(flow('Hello'), flow('Hello!'))).toBe(false);
    expect(sameFlow(flow('Hello'), flow('Hello', 40))).toBe(false);
    expect(sameFlow(flow('Hello'), { ...flow('Hello'), edges: [] })).toBe(false);
  });
});
