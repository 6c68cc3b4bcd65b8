import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router';
import { checkFlow, type FlowIssue } from '../../../../lib/chat/flow-checks.ts';
import { addNode, removeEdges, removeNodes, schemaIssues } from '../../../../lib/chat/flow-graph.ts';
import type { Flow, NodeType } from '../../../../lib/chat/flow-schema.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { usePublish, useRestore, type Chatflow } from './api.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { FlowCanvas, type CanvasApi, type Selection } from './flow-canvas.tsx';
import { historyReducer, initHistory } from './history.ts';
import { issueText } from './issue-text.ts';
import { NodePalette } from './node-palette.tsx';
import { newStepPosition } from './new-step-position.ts';
import { NodePanel } from './node-panel.tsx';
import { nodeTitle } from './node-label.ts';
import { PreviewPane } from './preview-pane.tsx';
import { sameFlow } from './same-flow.ts';
import { useAutosave } from './use-autosave.ts';
import { useChatflowT } from './use-chatflow-t.ts';
import { VersionsDialog } from './versions-dialog.tsx';
import { useKnowledgeT } from '../../lib/use-knowledge-t.ts';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The builder: canvas, step editor, undo/redo, autosave, publish, versions and preview. */
export function FlowEditor({
  initial,
  editable,
  onReload,
}: {
  initial: Chatflow;
  editable: boolean;
  onReload: () => void;
}) {
  // The knowledge screen sits beside the builder (issue 30); its name is that screen's own word.
  const tk = useKnowledgeT();
  const t = useChatflowT();
  const [history, dispatch] = useReducer(historyReducer, initial.draft, initHistory);
  const flow = history.present;
  const [selection, setSelection] = useState<Selection>({ nodeId: null, edgeId: null });
  const [dialog, setDialog] = useState<'palette' | 'versions' | 'problems' | 'publish' | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [live, setLive] = useState(initial.published_version);
  const [liveFlow, setLiveFlow] = useState(initial.published_flow);
  const canvas = useRef<CanvasApi | null>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const publish = usePublish();
  const restore = useRestore();
  const autosave = useAutosave(flow, { flow: initial.draft, revision: initial.draft_revision }, editable);

  const issues = useMemo<FlowIssue[]>(() => [...schemaIssues(flow), ...checkFlow(flow)], [flow]);
  const errors = issues.filter((i) => i.level === 'error');
  const selected = flow.nodes.find((n) => n.id === selection.nodeId) ?? null;
  const unchanged = useMemo(() => liveFlow !== null && sameFlow(flow, liveFlow), [flow, liveFlow]);
  const edit = useCallback((next: Flow, group?: string) => dispatch({ type: 'edit', flow: next, group }), []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);

  useEffect(() => {
    if (!editable) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || typing(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editable, undo, redo]);

  const add = (type: NodeType) => {
    const result = addNode(flow, type, newStepPosition(flow, selection.nodeId, canvas.current, canvasBox.current));
    edit(result.flow);
    setSelection({ nodeId: result.id, edgeId: null });
    setDialog(null);
  };

  const doPublish = async () => {
    setDialog(null);
    const publishing = flow;
    if (!(await autosave.flush())) {
      toast({ title: t('publishFailed'), description: t('notSaved'), variant: 'danger' });
      return;
    }
    publish.mutate(undefined, {
      onSuccess: (res) => {
        setLive(res.published_version);
        setLiveFlow(publishing);
        toast({ title: t('published', { n: res.published_version }), variant: 'success' });
      },
      onError: (e) => toast({ title: t('publishFailed'), description: e.message, variant: 'danger' }),
    });
  };

  const doRestore = (version: number) => {
    if (!window.confirm(t('restoreConfirm', { n: version }))) return;
    restore.mutate(version, {
      onSuccess: (res) => {
        autosave.reset(res.draft, res.draft_revision);
        edit(res.draft);
        setSelection({ nodeId: null, edgeId: null });
        setDialog(null);
        toast({ title: t('restored', { n: version }), variant: 'success' });
      },
      onError: (e) =>
        toast({
          title: t('restoreFailed'),
          description: e instanceof ApiError ? e.message : undefined,
          variant: 'danger',
        }),
    });
  };

  return (
    <div className="-m-4 flex h-[calc(100dvh-3.5rem)] flex-col md:-m-8">
      <div className="flex flex-wrap items-baseline gap-x-3 border-b border-slate-200 bg-white px-3 pt-2 pb-1">
        <h1 className="text-lg font-semibold">{t('title')}</h1>
        <span className="text-xs text-slate-600" data-testid="live-version">
          {live ? t('liveVersion', { n: live }) : t('notLive')}
        </span>
        {editable && live !== null && (
          <span className="text-xs text-slate-500" data-testid="draft-state">
            {unchanged ? t('draftIsLive') : t('draftHasChanges')}
          </span>
        )}
        <p className="hidden text-sm text-slate-600 xl:block">{t('subtitle')}</p>
        <Link
          to="/dashboard/chatflow/knowledge"
          className="ml-auto text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {tk('title')}
        </Link>
        <Link
          to="/dashboard/chatflow/widget"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('widgetSettings')}
        </Link>
      </div>
      {!editable && <p className="bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('readOnly')}</p>}
      <EditorToolbar
        editable={editable}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        onUndo={undo}
        onRedo={redo}
        onAdd={() => setDialog('palette')}
        status={autosave.status}
        failure={autosave.failure}
        onRetrySave={() => void autosave.flush()}
        errorCount={errors.length}
        onShowProblems={() => setDialog('problems')}
        publishing={publish.isPending}
        unchanged={unchanged}
        onPublish={() => setDialog('publish')}
        onVersions={() => setDialog('versions')}
        previewOpen={previewOpen}
        onPreview={() => setPreviewOpen((v) => !v)}
        onFit={() => canvas.current?.fitView({ padding: 0.2, maxZoom: 1 })}
      />
      <div className="relative flex min-h-0 flex-1">
        <div ref={canvasBox} className="relative min-w-0 flex-1 bg-slate-50" data-testid="flow-canvas">
          <FlowCanvas
            flow={flow}
            issues={issues}
            selection={selection}
            editable={editable}
            onEdit={edit}
            onSelect={setSelection}
            onReady={(api) => (canvas.current = api)}
          />
          {flow.nodes.length === 0 && (
            <p className="pointer-events-none absolute inset-x-0 top-1/3 text-center text-sm text-slate-500">
              {t('selectHint')}
            </p>
          )}
          {selection.edgeId && editable && flow.edges.some((e) => e.id === selection.edgeId) && (
            <div className="absolute top-2 left-1/2 z-10 -translate-x-1/2">
              <Button
                variant="danger"
                size="sm"
                onClick={() => {
                  edit(removeEdges(flow, [selection.edgeId!]));
                  setSelection({ nodeId: null, edgeId: null });
                }}
              >
                {t('deleteEdge')}
              </Button>
            </div>
          )}
        </div>
        {selected && (
          <NodePanel
            key={selected.id}
            flow={flow}
            node={selected}
            issues={issues.filter((i) => i.nodeId === selected.id)}
            editable={editable}
            onEdit={edit}
            onDelete={() => {
              edit(removeNodes(flow, [selected.id]));
              setSelection({ nodeId: null, edgeId: null });
            }}
            onClose={() => setSelection({ nodeId: null, edgeId: null })}
          />
        )}
        {previewOpen && <PreviewPane onClose={() => setPreviewOpen(false)} flush={autosave.flush} />}
      </div>

      <Modal
        open={dialog === 'palette'}
        onClose={() => setDialog(null)}
        title={t('paletteTitle')}
        closeWithBackdrop
        className="max-w-2xl"
      >
        <NodePalette onPick={add} />
      </Modal>
      <Modal
        open={dialog === 'problems'}
        onClose={() => setDialog(null)}
        title={t('problems')}
        closeWithBackdrop
        className="max-w-lg"
      >
        <ul className="max-h-[60dvh] space-y-1 overflow-y-auto">
          {errors.map((issue, n) => {
            const node = flow.nodes.find((x) => x.id === issue.nodeId);
            return (
              <li key={n}>
                <button
                  type="button"
                  className="w-full rounded-md p-2 text-left text-sm hover:bg-slate-100 disabled:hover:bg-transparent"
                  disabled={!node}
                  onClick={() => {
                    setSelection({ nodeId: node!.id, edgeId: null });
                    setDialog(null);
                  }}
                >
                  {node && (
                    <span className="font-medium">
                      {nodeTitle(node, t)} ({node.id}):{' '}
                    </span>
                  )}
                  <span className="text-red-700">{issueText(t, issue)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
      <Modal
        open={dialog === 'publish'}
        onClose={() => setDialog(null)}
        title={t('publishConfirmTitle')}
        closeWithBackdrop
        className="max-w-md"
      >
        <p className="text-sm text-slate-700">{t('publishConfirmText')}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setDialog(null)}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void doPublish()}>{t('publishConfirm')}</Button>
        </div>
      </Modal>
      <VersionsDialog
        open={dialog === 'versions'}
        onClose={() => setDialog(null)}
        editable={editable}
        restoring={restore.isPending ? (restore.variables ?? null) : null}
        onRestore={doRestore}
      />
      <Modal open={autosave.status === 'conflict'} onClose={onReload} title={t('conflictTitle')} className="max-w-md">
        <p className="text-sm text-slate-700">{t('conflictText')}</p>
        <div className="mt-4 flex justify-end">
          <Button onClick={onReload}>{t('reload')}</Button>
        </div>
      </Modal>
    </div>
  );
}
