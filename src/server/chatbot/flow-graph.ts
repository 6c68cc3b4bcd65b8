import type { Flow, FlowNode } from '../../lib/chat/flow-schema.ts';

type Graph = { nodes: Map<string, FlowNode>; edges: Map<string, string> };
// A loaded flow object is shared (flow-store caches versions), so its lookup maps are built once.
const graphs = new WeakMap<Flow, Graph>();

function graphOf(flow: Flow): Graph {
  let graph = graphs.get(flow);
  if (!graph) {
    graph = {
      nodes: new Map(flow.nodes.map((n) => [n.id, n])),
      edges: new Map(flow.edges.map((e) => [`${e.source}\u0000${e.handle}`, e.target])),
    };
    graphs.set(flow, graph);
  }
  return graph;
}

export const nodeById = (flow: Flow, id: string): FlowNode | undefined => graphOf(flow).nodes.get(id);
export const edgeTarget = (flow: Flow, source: string, handle: string): string | undefined =>
  graphOf(flow).edges.get(`${source}\u0000${handle}`);
