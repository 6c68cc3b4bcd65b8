import { describe, expect, it } from 'vitest';
import { checkFlow, hasErrors, outgoingHandles, type FlowIssue } from './flow-checks.ts';
import { flowSchema, type Flow, type FlowNode } from './flow-schema.ts';

const bi = (en: string, sw = en) => ({ en, sw });
const at = { x: 0, y: 0 };
const trigger = (id = 't1', data: Partial<Extract<FlowNode, { type: 'trigger' }>['data']> = {}): FlowNode => ({
  id,
  type: 'trigger',
  position: at,
  data: { keywords: [], first_message: true, widget_opened: false, ...data },
});
const say = (id: string, text = bi('Hello', 'Habari')): FlowNode => ({
  id,
  type: 'send_message',
  position: at,
  data: { text, media: [], locations: [] },
});
const ask = (
  id: string,
  choices: { id: string; title: { en: string; sw: string } }[],
  extra: Record<string, unknown> = {},
): FlowNode =>
  ({
    id,
    type: 'question',
    position: at,
    data: { text: bi('Pick one', 'Chagua'), kind: 'choice', variable: 'pick', choices, ...extra },
  }) as FlowNode;
const flow = (nodes: FlowNode[], edges: [string, string, string?][] = []): Flow => ({
  version: 1,
  nodes,
  edges: edges.map(([source, target, handle = 'next'], i) => ({ id: `e${i}`, source, target, handle })),
});
const codes = (issues: FlowIssue[]) => issues.map((i) => i.code);
const only = (issues: FlowIssue[], code: string) => issues.filter((i) => i.code === code);

describe('checkFlow', () => {
  it('passes a small valid flow', () => {
    const f = flow([trigger(), say('hello')], [['t1', 'hello']]);
    expect(flowSchema.safeParse(f).success).toBe(true);
    expect(checkFlow(f)).toEqual([]);
  });

  it('needs a trigger, and one first-message trigger at most', () => {
    expect(codes(checkFlow(flow([say('a')])))).toContain('no_trigger');
    const twice = checkFlow(flow([trigger('t1'), trigger('t2')]));
    expect(only(twice, 'first_message_twice')).toEqual([
      { level: 'error', code: 'first_message_twice', nodeId: 't2', field: 'first_message' },
    ]);
  });

  it('finds duplicate node and edge ids', () => {
    const f = flow([trigger(), say('a'), say('a')], [['t1', 'a']]);
    f.edges.push({ ...f.edges[0]! });
    expect(codes(checkFlow(f))).toEqual(
      expect.arrayContaining(['duplicate_node_id', 'duplicate_edge_id', 'handle_twice']),
    );
  });

  it('refuses edges to or from missing nodes and through handles the node has not got', () => {
    const f = flow(
      [
        trigger(),
        say('a'),
        {
          id: 'c',
          type: 'condition',
          position: at,
          data: { match: 'all', rules: [{ source: 'variable', key: 'x', operator: 'exists', value: '' }] },
        },
      ],
      [
        ['t1', 'ghost'],
        ['ghost', 'a'],
        ['a', 'c', 'yes'],
        ['c', 'a', 'true'],
        ['c', 'a', 'next'],
      ],
    );
    const issues = checkFlow(f);
    expect(only(issues, 'edge_target_missing')[0]).toMatchObject({ edgeId: 'e0', params: { id: 'ghost' } });
    expect(only(issues, 'edge_source_missing')[0]).toMatchObject({ edgeId: 'e1' });
    expect(only(issues, 'edge_bad_handle').map((i) => i.edgeId)).toEqual(['e2', 'e4']);
  });

  it('knows the handles of each node type', () => {
    expect(
      outgoingHandles(
        ask('q', [
          { id: 'yes', title: bi('Yes') },
          { id: 'no', title: bi('No') },
        ]),
      ),
    ).toEqual(['yes', 'no']);
    expect(
      outgoingHandles({
        id: 'h',
        type: 'http_request',
        position: at,
        data: { method: 'GET', url: 'https://x.test', headers: [], timeout_ms: 5000 },
      }),
    ).toEqual(['next', 'error']);
    expect(outgoingHandles({ id: 'j', type: 'jump', position: at, data: { target: 't1' } })).toEqual([]);
    expect(outgoingHandles(say('s'))).toEqual(['next']);
  });

  it('checks jump targets', () => {
    const issues = checkFlow(
      flow([trigger(), { id: 'j', type: 'jump', position: at, data: { target: 'nowhere' } }], [['t1', 'j']]),
    );
    expect(only(issues, 'jump_target_missing')[0]).toMatchObject({ nodeId: 'j', field: 'target' });
    const self = checkFlow(
      flow([trigger(), { id: 'j', type: 'jump', position: at, data: { target: 'j' } }], [['t1', 'j']]),
    );
    expect(codes(self)).toContain('jump_self');
  });

  it('needs choices with unique ids, and a list button beyond three', () => {
    expect(codes(checkFlow(flow([trigger(), ask('q', [])], [['t1', 'q']])))).toContain('choices_none');
    const twice = checkFlow(
      flow(
        [
          trigger(),
          ask('q', [
            { id: 'a', title: bi('A') },
            { id: 'a', title: bi('B') },
          ]),
        ],
        [['t1', 'q']],
      ),
    );
    expect(only(twice, 'choice_id_twice')[0]).toMatchObject({ field: 'choices.1.id' });
    const four = [1, 2, 3, 4].map((n) => ({ id: `c${n}`, title: bi(`Choice ${n}`) }));
    const list = checkFlow(flow([trigger(), ask('q', four)], [['t1', 'q']]));
    expect(only(list, 'text_required')[0]).toMatchObject({ field: 'list_button.en' });
    expect(
      checkFlow(flow([trigger(), ask('q', four, { list_button: bi('Choose', 'Chagua') })], [['t1', 'q']])),
    ).toEqual([]);
  });

  it("keeps WhatsApp's limits in both languages", () => {
    const long = 'x'.repeat(21);
    const buttons = checkFlow(
      flow([trigger(), ask('q', [{ id: 'a', title: { en: 'Short', sw: long } }])], [['t1', 'q']]),
    );
    expect(only(buttons, 'too_long')).toEqual([
      { level: 'error', code: 'too_long', nodeId: 'q', field: 'choices.0.title.sw', params: { max: 20, length: 21 } },
    ]);
    // In a list (more than three choices) a row title may be 24 long, its description 72.
    const rows = [1, 2, 3].map((n) => ({ id: `c${n}`, title: bi(`Row ${n}`) }));
    rows.push({ id: 'c4', title: bi(long), description: bi('d'.repeat(73), 'ok') } as (typeof rows)[number]);
    const list = checkFlow(
      flow([trigger(), ask('q', rows, { list_button: bi('x'.repeat(21), 'Chagua') })], [['t1', 'q']]),
    );
    expect(only(list, 'too_long').map((i) => [i.field, i.params?.max])).toEqual([
      ['choices.3.description.en', 72],
      ['list_button.en', 20],
    ]);
    const body = checkFlow(
      flow([trigger(), ask('q', [{ id: 'a', title: bi('A') }], { text: bi('b'.repeat(1025), 'ok') })], [['t1', 'q']]),
    );
    expect(only(body, 'too_long')[0]).toMatchObject({ field: 'text.en', params: { max: 1024 } });
  });

  it('wants every text in Swahili when given in English, and messages that say something', () => {
    const issues = checkFlow(
      flow(
        [trigger(), say('a', { en: 'Hello', sw: ' ' }), say('b', bi(''))],
        [
          ['t1', 'a'],
          ['a', 'b'],
        ],
      ),
    );
    expect(only(issues, 'translation_missing')[0]).toMatchObject({
      nodeId: 'a',
      field: 'text.sw',
      params: { lang: 'sw' },
    });
    expect(only(issues, 'message_empty')[0]).toMatchObject({ nodeId: 'b' });
    const handover = checkFlow(
      flow([trigger(), { id: 'h', type: 'handover', position: at, data: { text: bi('') } }], [['t1', 'h']]),
    );
    expect(only(handover, 'text_required')[0]).toMatchObject({ nodeId: 'h', field: 'text.en' });
  });

  it('warns about nodes nothing leads to, but counts jumps as a way in', () => {
    const issues = checkFlow(
      flow(
        [trigger(), say('a'), say('lonely'), { id: 'j', type: 'jump', position: at, data: { target: 'b' } }, say('b')],
        [
          ['t1', 'a'],
          ['a', 'j'],
        ],
      ),
    );
    expect(only(issues, 'unreachable')).toEqual([{ level: 'warning', code: 'unreachable', nodeId: 'lonely' }]);
    expect(hasErrors(issues)).toBe(false);
  });

  it('refuses a loop in which the bot never waits for the customer', () => {
    const loop = checkFlow(
      flow(
        [trigger(), say('a'), say('b')],
        [
          ['t1', 'a'],
          ['a', 'b'],
          ['b', 'a'],
        ],
      ),
    );
    expect(only(loop, 'endless_loop')).toHaveLength(1);
    const asking = checkFlow(
      flow(
        [trigger(), say('a'), ask('q', [{ id: 'again', title: bi('Again', 'Tena') }])],
        [
          ['t1', 'a'],
          ['a', 'q'],
          ['q', 'a', 'again'],
        ],
      ),
    );
    expect(codes(asking)).not.toContain('endless_loop');
  });

  it('wants min ≤ max for numbers and dates', () => {
    const num = ask('n', [], { kind: 'number', min: 10, max: 5 });
    const date = ask('d', [], { kind: 'date', min_date: '2026-05-02', max_date: '2026-05-01' });
    const issues = checkFlow(
      flow(
        [trigger(), num, date],
        [
          ['t1', 'n'],
          ['n', 'd'],
        ],
      ),
    );
    expect(only(issues, 'min_above_max').map((i) => [i.nodeId, i.field])).toEqual([
      ['n', 'min'],
      ['d', 'min_date'],
    ]);
  });

  it('flags triggers that never fire, keywords twice and number rules without a number', () => {
    const t2 = trigger('t2', { first_message: false });
    const t3 = trigger('t3', { first_message: false, keywords: ['Menu'] });
    const t4 = trigger('t4', { first_message: false, keywords: ['menu'] });
    const cond: FlowNode = {
      id: 'c',
      type: 'condition',
      position: at,
      data: { match: 'all', rules: [{ source: 'customer', key: 'order_count', operator: 'gt', value: 'many' }] },
    };
    const issues = checkFlow(flow([trigger(), t2, t3, t4, cond], [['t1', 'c']]));
    expect(only(issues, 'trigger_never')[0]).toMatchObject({ nodeId: 't2', level: 'warning' });
    expect(only(issues, 'keyword_twice')[0]).toMatchObject({ nodeId: 't4', params: { keyword: 'menu' } });
    expect(only(issues, 'rule_number')[0]).toMatchObject({ field: 'rules.0.value' });
  });

  it('answer_knowledge: the question in both languages, ways out answered / not_found, and it waits (no loop)', () => {
    const node = (data: Record<string, unknown>): FlowNode =>
      ({ id: 'kb', type: 'answer_knowledge', position: at, data }) as FlowNode;
    const good = node({ text: bi('Your question?', 'Swali lako?') });
    expect(outgoingHandles(good)).toEqual(['answered', 'not_found']);
    const f = flow(
      [trigger(), good],
      [
        ['t1', 'kb'],
        ['kb', 'kb', 'answered'],
        ['kb', 't1', 'not_found'],
      ],
    );
    expect(flowSchema.parse(f)).toEqual(f);
    expect(checkFlow(f)).toEqual([]);
    const bad = flow(
      [trigger(), node({ text: bi('Your question?', ''), not_found_text: bi('', 'Sikupata') })],
      [
        ['t1', 'kb'],
        ['kb', 't1', 'next'],
      ],
    );
    expect(checkFlow(bad).map((i) => [i.code, i.field ?? i.params?.handle])).toEqual([
      ['edge_bad_handle', 'next'],
      ['translation_missing', 'text.sw'],
      ['translation_missing', 'not_found_text.en'],
    ]);
  });
});
