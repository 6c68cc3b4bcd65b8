import { describe, expect, it } from 'vitest';
import type { Flow } from '../../../../lib/chat/flow-schema.ts';
import { HISTORY_LIMIT, historyReducer, initHistory, type History } from './history.ts';

const flow = (n: number): Flow => ({
  version: 1,
  nodes: [
    {
      id: `t${n}`,
      type: 'trigger',
      position: { x: n, y: 0 },
      data: { keywords: [], first_message: true, widget_opened: false },
    },
  ],
  edges: [],
});
const ids = (h: History) => [
  h.past.map((f) => f.nodes[0]!.id),
  h.present.nodes[0]!.id,
  h.future.map((f) => f.nodes[0]!.id),
];

describe('history', () => {
  it('undoes and redoes edits; a new edit drops the redo branch', () => {
    let h = initHistory(flow(0));
    h = historyReducer(h, { type: 'edit', flow: flow(1) });
    h = historyReducer(h, { type: 'edit', flow: flow(2) });
    h = historyReducer(h, { type: 'undo' });
    expect(ids(h)).toEqual([['t0'], 't1', ['t2']]);
    h = historyReducer(h, { type: 'undo' });
    expect(ids(h)).toEqual([[], 't0', ['t1', 't2']]);
    expect(historyReducer(h, { type: 'undo' })).toBe(h);
    h = historyReducer(h, { type: 'redo' });
    expect(ids(h)).toEqual([['t0'], 't1', ['t2']]);
    h = historyReducer(h, { type: 'edit', flow: flow(3) });
    expect(ids(h)).toEqual([['t0', 't1'], 't3', []]);
    expect(historyReducer(h, { type: 'redo' })).toBe(h);
  });

  it('folds edits of one group into one step, until something else happens', () => {
    let h = initHistory(flow(0));
    h = historyReducer(h, { type: 'edit', flow: flow(1), group: 'q.text.en' });
    h = historyReducer(h, { type: 'edit', flow: flow(2), group: 'q.text.en' });
    expect(ids(h)).toEqual([['t0'], 't2', []]);
    h = historyReducer(h, { type: 'edit', flow: flow(3), group: 'q.text.sw' });
    expect(ids(h)).toEqual([['t0', 't2'], 't3', []]);
    h = historyReducer(h, { type: 'undo' });
    h = historyReducer(h, { type: 'edit', flow: flow(4), group: 'q.text.en' });
    expect(ids(h)).toEqual([['t0', 't2'], 't4', []]);
  });

  it('ignores an edit that changes nothing, keeps at most the limit, and starts over on load', () => {
    let h = initHistory(flow(0));
    expect(historyReducer(h, { type: 'edit', flow: h.present })).toBe(h);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) h = historyReducer(h, { type: 'edit', flow: flow(i) });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    h = historyReducer(h, { type: 'load', flow: flow(999) });
    expect(ids(h)).toEqual([[], 't999', []]);
  });
});
