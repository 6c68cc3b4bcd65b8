import type { FlowIssue } from './flow-checks.ts';
import { outgoingHandles } from './flow-checks.ts';
import { flowSchema, type Flow, type FlowEdge, type FlowNode, type NodeOf, type NodeType } from './flow-schema.ts';

/**
 * Pure edits of a Flow for the builder, and its view as canvas nodes and edges (@xyflow/react's
 * shape, without importing it). The Flow stays the one source of truth: the canvas is derived
 * from it on every render and every canvas gesture comes back here as an edit.
 */
export type Position = { x: number; y: number };
export type CanvasNode = {
  id: string;
  type: 'flow';
  position: Position;
  data: { node: FlowNode };
  selected: boolean;
  deletable: boolean;
};
export type CanvasEdge = {
  id: string;
  source: string;
  target: string;
  sourceHandle: string;
  targetHandle: null;
  selected: boolean;
};

const empty = () => ({ en: '', sw: '' });

/** Data a new node starts with: the merchant's own words are left empty (the checks ask for them). */
export function defaultData(type: NodeType, flow: Flow): FlowNode['data'] {
  switch (type) {
    case 'trigger':
      return { keywords: [], first_message: false, widget_opened: false };
    case 'send_message':
      return { text: empty(), media: [], locations: [] };
    case 'question':
      return { text: empty(), kind: 'choice', variable: freeVariable(flow), choices: [{ id: 'c1', title: empty() }] };
    case 'condition':
      return {
        match: 'all',
        rules: [{ source: 'opening_hours', hours: [{ days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' }] }],
      };
    case 'set_variable':
      return { variable: 'note', value: '' };
    case 'show_products':
      return {
        product_set_id: null,
        text: { en: 'Here are our products. Pick one:', sw: 'Hizi ni bidhaa zetu. Chagua moja:' },
      };
    case 'checkout':
      return { text: { en: 'Tap the link to finish your order:', sw: 'Bonyeza kiungo kukamilisha oda yako:' } };
    case 'my_orders':
      return { limit: 3 };
    case 'handover':
      return {
        text: {
          en: 'One of our team will answer you here shortly.',
          sw: 'Mmoja wa timu yetu atakujibu hapa hivi punde.',
        },
      };
    case 'http_request':
      return { method: 'GET', url: 'https://example.com/', headers: [], timeout_ms: 5000 };
    case 'jump':
      return { target: flow.nodes.find((n) => n.type === 'trigger')?.id ?? flow.nodes[0]?.id ?? 'start' };
    case 'end':
      return {};
    case 'answer_knowledge':
      return {
        text: {
          en: 'What would you like to know? Type your question.',
          sw: 'Ungependa kujua nini? Andika swali lako.',
        },
        not_found_text: {
          en: 'Sorry, I could not find the answer to that.',
          sw: 'Samahani, sikupata jibu la swali hilo.',
        },
      };
  }
}

function freeVariable(flow: Flow): string {
  const used = new Set(flow.nodes.flatMap((n) => ('variable' in n.data ? [n.data.variable] : [])));
  for (let i = 1; ; i++) if (!used.has(`answer_${i}`)) return `answer_${i}`;
}

/** `prefix_n` with the smallest n not taken (ids must match [\w-]+). */
export function freeId(taken: Iterable<string>, prefix: string): string {
  const set = new Set(taken);
  for (let i = 1; ; i++) if (!set.has(`${prefix}_${i}`)) return `${prefix}_${i}`;
}

export function addNode(flow: Flow, type: NodeType, position: Position): { flow: Flow; id: string } {
  const id = freeId(
    flow.nodes.map((n) => n.id),
    type,
  );
  const node = {
    id,
    type,
    position: { x: Math.round(position.x), y: Math.round(position.y) },
    data: defaultData(type, flow),
  } as FlowNode;
  return { flow: { ...flow, nodes: [...flow.nodes, node] }, id };
}

/** Removes nodes with every edge touching them (jumps to them stay and are flagged by the checks). */
export function removeNodes(flow: Flow, ids: string[]): Flow {
  if (ids.length === 0) return flow;
  const gone = new Set(ids);
  return {
    ...flow,
    nodes: flow.nodes.filter((n) => !gone.has(n.id)),
    edges: flow.edges.filter((e) => !gone.has(e.source) && !gone.has(e.target)),
  };
}

export function removeEdges(flow: Flow, ids: string[]): Flow {
  if (ids.length === 0) return flow;
  const gone = new Set(ids);
  return { ...flow, edges: flow.edges.filter((e) => !gone.has(e.id)) };
}

/**
 * Joins source (through `handle`) to target. A handle leads one way only, so a new connection
 * replaces the old one from the same handle. Unknown nodes or handles change nothing.
 */
export function connect(flow: Flow, link: { source: string; handle: string | null | undefined; target: string }): Flow {
  const source = flow.nodes.find((n) => n.id === link.source);
  const handle = link.handle ?? 'next';
  if (!source || !flow.nodes.some((n) => n.id === link.target) || !outgoingHandles(source).includes(handle))
    return flow;
  if (flow.nodes.find((n) => n.id === link.target)?.type === 'trigger') return flow;
  const edges = flow.edges.filter((e) => !(e.source === link.source && e.handle === handle));
  const edge: FlowEdge = {
    id: freeId(
      flow.edges.map((e) => e.id),
      'e',
    ),
    source: link.source,
    handle,
    target: link.target,
  };
  return { ...flow, edges: [...edges, edge] };
}

export function moveNode(flow: Flow, id: string, position: Position): Flow {
  return {
    ...flow,
    nodes: flow.nodes.map((n) =>
      n.id === id ? { ...n, position: { x: Math.round(position.x), y: Math.round(position.y) } } : n,
    ),
  };
}

/** Replaces a node's data; edges through handles the node no longer has (a removed choice) go. */
export function updateNodeData<T extends NodeType>(flow: Flow, id: string, data: NodeOf<T>['data']): Flow {
  const nodes = flow.nodes.map((n) => (n.id === id ? ({ ...n, data } as FlowNode) : n));
  const node = nodes.find((n) => n.id === id);
  if (!node) return flow;
  const handles = outgoingHandles(node);
  return { ...flow, nodes, edges: flow.edges.filter((e) => e.source !== id || handles.includes(e.handle)) };
}

export function toCanvasNodes(flow: Flow, selectedId: string | null, editable: boolean): CanvasNode[] {
  return flow.nodes.map((node) => ({
    id: node.id,
    type: 'flow',
    position: node.position,
    data: { node },
    selected: node.id === selectedId,
    deletable: editable,
  }));
}

export function toCanvasEdges(flow: Flow, selectedEdgeId: string | null): CanvasEdge[] {
  return flow.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    sourceHandle: e.handle,
    targetHandle: null,
    selected: e.id === selectedEdgeId,
  }));
}

/**
 * Structure problems (what the server's flowSchema would refuse) as issues on their node and
 * field, so the builder shows them in place instead of failing to save.
 */
export function schemaIssues(flow: Flow): FlowIssue[] {
  const result = flowSchema.safeParse(flow);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [list, index, part, ...rest] = issue.path.map(String);
    const nodeId = list === 'nodes' ? flow.nodes[Number(index)]?.id : undefined;
    const field = nodeId && part === 'data' ? rest.join('.') : undefined;
    const params: Record<string, number> = {};
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    const code =
      issue.code === 'too_big' ? 'too_long' : issue.code === 'too_small' ? 'value_required' : 'value_invalid';
    return { level: 'error' as const, code, nodeId, field, params };
  });
}
