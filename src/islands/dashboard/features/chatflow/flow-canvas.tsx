import '@xyflow/react/dist/style.css';
import { Background, Controls, ReactFlow, type Connection, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FlowIssue } from '../../../../lib/chat/flow-checks.ts';
import {
  connect,
  moveNode,
  removeEdges,
  removeNodes,
  toCanvasEdges,
  toCanvasNodes,
} from '../../../../lib/chat/flow-graph.ts';
import type { Flow } from '../../../../lib/chat/flow-schema.ts';
import { FlowNodeCard } from './flow-node-card.tsx';
import { issuesByNode } from './issue-text.ts';

const nodeTypes = { flow: FlowNodeCard };
type Size = { width: number; height: number };

export type Selection = { nodeId: string | null; edgeId: string | null };
/** What the editor needs of the canvas: where the view is, the measured step sizes, and moving the view. */
export type CanvasApi = {
  screenToFlowPosition: (p: { x: number; y: number }) => { x: number; y: number };
  fitView: (options?: { padding?: number; maxZoom?: number }) => unknown;
  getNodes: () => { id: string; measured?: { width?: number; height?: number } }[];
  getZoom: () => number;
  setCenter: (x: number, y: number, options?: { zoom?: number; duration?: number }) => unknown;
};

type Props = {
  flow: Flow;
  issues: FlowIssue[];
  selection: Selection;
  editable: boolean;
  onEdit: (flow: Flow, group?: string) => void;
  onSelect: (selection: Selection) => void;
  onReady: (api: CanvasApi) => void;
};

/**
 * The canvas: nodes and edges derived from the flow on every render, every gesture turned back
 * into a flow edit. Only xyflow's measured sizes are kept here (they are not part of the flow).
 */
export function FlowCanvas({ flow, issues, selection, editable, onEdit, onSelect, onReady }: Props) {
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const drag = useRef(0);
  const byNode = useMemo(() => issuesByNode(issues), [issues]);
  const nodes = useMemo(
    () =>
      toCanvasNodes(flow, selection.nodeId, editable).map((n) => {
        const found = byNode.get(n.id);
        return {
          ...n,
          measured: sizes[n.id],
          draggable: editable,
          connectable: editable,
          data: { node: n.data.node, errors: found?.errors.length ?? 0, warnings: found?.warnings.length ?? 0 },
        };
      }),
    [flow, selection.nodeId, editable, byNode, sizes],
  );
  const edges = useMemo(
    () => toCanvasEdges(flow, selection.edgeId).map((e) => ({ ...e, deletable: editable, interactionWidth: 24 })),
    [flow, selection.edgeId, editable],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange[]) => {
      let next = flow;
      let group: string | undefined;
      const measured: Record<string, Size> = {};
      for (const change of changes) {
        if (change.type === 'dimensions' && change.dimensions) measured[change.id] = change.dimensions;
        else if (change.type === 'position' && change.position && editable) {
          next = moveNode(next, change.id, change.position);
          group = `move:${drag.current}`;
        } else if (change.type === 'select' && change.selected) onSelect({ nodeId: change.id, edgeId: null });
      }
      if (Object.keys(measured).length) setSizes((s) => ({ ...s, ...measured }));
      if (next !== flow) onEdit(next, group);
    },
    [flow, editable, onEdit, onSelect],
  );

  // The Delete key removes nodes and their edges in one gesture: one undo step, not two.
  const onDelete = useCallback(
    ({ nodes: gone, edges: cut }: { nodes: { id: string }[]; edges: { id: string }[] }) => {
      if (!editable) return;
      onEdit(
        removeEdges(
          removeNodes(
            flow,
            gone.map((n) => n.id),
          ),
          cut.map((e) => e.id),
        ),
      );
      if (gone.some((n) => n.id === selection.nodeId) || cut.some((e) => e.id === selection.edgeId))
        onSelect({ nodeId: null, edgeId: null });
    },
    [flow, editable, onEdit, onSelect, selection],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      for (const c of changes) if (c.type === 'select' && c.selected) onSelect({ nodeId: null, edgeId: c.id });
    },
    [onSelect],
  );

  const onConnect = useCallback(
    (c: Connection) => onEdit(connect(flow, { source: c.source, handle: c.sourceHandle, target: c.target })),
    [flow, onEdit],
  );

  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      onNodesChange={onNodesChange}
      onEdgesChange={onEdgesChange}
      onConnect={onConnect}
      onDelete={onDelete}
      onNodeDragStart={() => void drag.current++}
      onPaneClick={() => onSelect({ nodeId: null, edgeId: null })}
      onInit={(instance) => onReady(instance)}
      nodesDraggable={editable}
      nodesConnectable={editable}
      deleteKeyCode={editable ? ['Delete', 'Backspace'] : null}
      connectionRadius={30}
      minZoom={0.2}
      maxZoom={2}
      fitView
      fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
      proOptions={{ hideAttribution: false }}
      defaultEdgeOptions={{ type: 'smoothstep' }}
    >
      <Background gap={20} />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
