import { describe, expect, it } from 'vitest';
import { checkFlow } from './flow-checks.ts';
import {
  addNode,
  connect,
  defaultData,
  freeId,
  moveNode,
  removeEdges,
  removeNodes,
  schemaIssues,
  toCanvasEdges,
  toCanvasNodes,
  updateNodeData,
} from './flow-graph.ts';
import { flowSchema, NODE_TYPES, type Flow } from './flow-schema.ts';

const base = (): Flow => ({
  version: 1,
  nodes: [
    {
      id: 'start',
      type: 'trigger',
      position: { x: 0, y: 0 },
      data: { keywords: [], first_message: true, widget_opened: false },
    },
    {
      id: 'q',
      type: 'question',
      position: { x: 0, y: 100 },
      data: {
        text: { en: 'A?', sw: 'A?' },
        kind: 'choice',
        variable: 'a',
        choices: [
          { id: 'yes', title: { en: 'Yes', sw: 'Ndiyo' } },
          { id: 'no', title: { en: 'No', sw: 'Hapana' } },
        ],
      },
    },
  ],
  edges: [{ id: 'e_1', source: 'start', handle: 'next', target: 'q' }],
});

describe('flow graph edits', () => {
  it('gives every node type default data the schema accepts', () => {
    for (const type of NODE_TYPES) {
      const { flow, id } = addNode(base(), type, { x: 10.4, y: 20.6 });
      expect(flowSchema.safeParse(flow).success, type).toBe(true);
      expect(flow.nodes.at(-1)).toMatchObject({ id, type, position: { x: 10, y: 21 } });
    }
    expect(defaultData('jump', base())).toEqual({ target: 'start' });
  });

  it('picks free ids', () => {
    expect(freeId(['send_message_1', 'send_message_3'], 'send_message')).toBe('send_message_2');
    const one = addNode(base(), 'question', { x: 0, y: 0 });
    const two = addNode(one.flow, 'question', { x: 0, y: 0 });
    expect([one.id, two.id]).toEqual(['question_1', 'question_2']);
    const vars = two.flow.nodes.flatMap((n) => (n.type === 'question' ? [n.data.variable] : []));
    expect(new Set(vars).size).toBe(vars.length);
  });

  it('connects through valid handles only, one edge per handle, never into a trigger', () => {
    const added = addNode(base(), 'send_message', { x: 0, y: 0 });
    const id = added.id;
    let flow = added.flow;
    flow = connect(flow, { source: 'q', handle: 'yes', target: id });
    expect(flow.edges.at(-1)).toMatchObject({ source: 'q', handle: 'yes', target: id });
    expect(connect(flow, { source: 'q', handle: 'maybe', target: id })).toBe(flow);
    expect(connect(flow, { source: 'q', handle: 'no', target: 'ghost' })).toBe(flow);
    expect(connect(flow, { source: id, handle: null, target: 'start' })).toBe(flow);
    const again = connect(flow, { source: 'q', handle: 'yes', target: 'q' });
    expect(again.edges.filter((e) => e.source === 'q' && e.handle === 'yes').map((e) => e.target)).toEqual(['q']);
    expect(connect(again, { source: id, handle: null, target: 'q' }).edges.at(-1)).toMatchObject({ handle: 'next' });
  });

  it('removes nodes with their edges, and edges alone', () => {
    const flow = removeNodes(base(), ['q']);
    expect(flow.nodes.map((n) => n.id)).toEqual(['start']);
    expect(flow.edges).toEqual([]);
    expect(removeEdges(base(), ['e_1']).edges).toEqual([]);
    expect(removeEdges(base(), [])).toEqual(base());
  });

  it('drops edges of a removed choice when the data changes', () => {
    let flow = connect(base(), { source: 'q', handle: 'no', target: 'start' });
    flow = connect(flow, { source: 'q', handle: 'yes', target: 'q' });
    const q = flow.nodes[1]!;
    if (q.type !== 'question') throw new Error('fixture');
    const next = updateNodeData<'question'>(flow, 'q', { ...q.data, choices: q.data.choices.slice(0, 1) });
    expect(next.edges.map((e) => e.handle)).toEqual(['next', 'yes']);
  });

  it('moves nodes and maps to canvas nodes and edges', () => {
    const flow = moveNode(base(), 'q', { x: 5.2, y: 7.7 });
    expect(flow.nodes[1]!.position).toEqual({ x: 5, y: 8 });
    expect(toCanvasNodes(flow, 'q', true)[1]).toMatchObject({
      id: 'q',
      type: 'flow',
      selected: true,
      deletable: true,
      data: { node: flow.nodes[1] },
    });
    expect(toCanvasEdges(flow, null)).toEqual([
      { id: 'e_1', source: 'start', target: 'q', sourceHandle: 'next', targetHandle: null, selected: false },
    ]);
  });

  it('reports structure problems on their node and field', () => {
    const flow = base();
    const q = flow.nodes[1]!;
    if (q.type !== 'question') throw new Error('fixture');
    q.data.variable = 'not valid!';
    const issues = schemaIssues(flow);
    expect(issues).toEqual([{ level: 'error', code: 'value_invalid', nodeId: 'q', field: 'variable', params: {} }]);
    expect(schemaIssues(base())).toEqual([]);
    expect(checkFlow(base()).filter((i) => i.level === 'error')).toEqual([]);
  });
});
