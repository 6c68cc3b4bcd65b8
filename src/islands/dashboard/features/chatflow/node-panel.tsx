import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $language } from '../../../../i18n/language.ts';
import type { FlowIssue } from '../../../../lib/chat/flow-checks.ts';
import { connect, removeEdges, updateNodeData } from '../../../../lib/chat/flow-graph.ts';
import type { Flow, FlowNode } from '../../../../lib/chat/flow-schema.ts';
import { Button } from '../../../../ui/button.tsx';
import { CloseIcon } from '../../../../ui/icons.tsx';
import { handleLabels } from './handle-labels.ts';
import { issueText } from './issue-text.ts';
import { NodeForm } from './node-form.tsx';
import { nodeSummary, nodeTitle, NODE_COLOURS } from './node-label.ts';
import { FormContext, inputClass, type FormCtx } from './panel-fields.tsx';
import { useChatflowT } from './use-chatflow-t.ts';
import { cutAt } from '../../../../lib/text-cut.ts';

type Props = {
  flow: Flow;
  node: FlowNode;
  issues: FlowIssue[];
  editable: boolean;
  onEdit: (flow: Flow, group?: string) => void;
  onDelete: () => void;
  onClose: () => void;
};

/** The editor of the selected step: a side column on wide screens, a bottom sheet on a phone. */
export function NodePanel({ flow, node, issues, editable, onEdit, onDelete, onClose }: Props) {
  const t = useChatflowT();
  const lang = useStore($language);
  const ctx = useMemo<FormCtx>(
    () => ({
      flow,
      node,
      issues,
      disabled: !editable,
      change: (data, group) => onEdit(updateNodeData(flow, node.id, data), group),
    }),
    [flow, node, issues, editable, onEdit],
  );
  // Issues with no input of their own (loops, unreachable, connections) are listed on top.
  const general = issues.filter((i) => !i.field || i.edgeId);
  return (
    <aside
      aria-label={t('editStep')}
      className="fixed inset-x-0 bottom-0 z-30 flex max-h-[85dvh] flex-col rounded-t-2xl border-t border-slate-200 bg-white shadow-2xl md:static md:z-auto md:max-h-none md:w-[400px] md:shrink-0 md:rounded-none md:border-t-0 md:border-l md:shadow-none"
    >
      <header className="flex items-center gap-2 border-b border-slate-100 px-4 py-2">
        <span className={`h-3 w-3 shrink-0 rounded-full ${NODE_COLOURS[node.type]}`} aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">{nodeTitle(node, t)}</h2>
          <p className="truncate font-mono text-xs text-slate-500">{t('stepId', { id: node.id })}</p>
        </div>
        {editable && (
          <Button variant="ghost" size="sm" className="text-red-700" onClick={onDelete}>
            {t('deleteStep')}
          </Button>
        )}
        <Button variant="ghost" size="icon" aria-label={t('closePanel')} onClick={onClose}>
          <CloseIcon className="h-5 w-5" />
        </Button>
      </header>
      <div className="flex-1 space-y-4 overflow-y-auto overscroll-contain px-4 py-3">
        {general.length > 0 && (
          <ul className="space-y-1 rounded-md bg-slate-50 p-2 text-sm" aria-label={t('problems')}>
            {general.map((i, n) => (
              <li key={n} className={i.level === 'error' ? 'text-red-700' : 'text-amber-700'}>
                {i.level === 'error' ? '● ' : '▲ '}
                {issueText(t, i)}
              </li>
            ))}
          </ul>
        )}
        <FormContext.Provider value={ctx}>
          <NodeForm type={node.type} />
        </FormContext.Provider>
        <Connections flow={flow} node={node} editable={editable} onEdit={onEdit} lang={lang} />
      </div>
    </aside>
  );
}

/** Where each way out leads, as pickers: connecting without dragging (phones, keyboards). */
function Connections({
  flow,
  node,
  editable,
  onEdit,
  lang,
}: {
  flow: Flow;
  node: FlowNode;
  editable: boolean;
  onEdit: (flow: Flow) => void;
  lang: 'en' | 'sw';
}) {
  const t = useChatflowT();
  const handles = handleLabels(node, t, lang);
  if (handles.length === 0) return null;
  const targets = flow.nodes.filter((n) => n.type !== 'trigger');
  return (
    <section className="space-y-2 border-t border-slate-100 pt-3">
      <h3 className="text-sm font-medium">{t('f_target')}</h3>
      {handles.map((h) => {
        const edge = flow.edges.find((e) => e.source === node.id && e.handle === h.id);
        return (
          <div key={h.id} className="grid grid-cols-[minmax(0,8rem)_1fr] items-center gap-2 text-sm">
            <span className="truncate text-slate-600" aria-hidden>
              {h.label} →
            </span>
            <select
              className={inputClass}
              aria-label={`${h.label} →`}
              disabled={!editable}
              value={edge?.target ?? ''}
              onChange={(e) =>
                onEdit(
                  e.target.value
                    ? connect(flow, { source: node.id, handle: h.id, target: e.target.value })
                    : removeEdges(flow, edge ? [edge.id] : []),
                )
              }
            >
              <option value="">—</option>
              {targets.map((n) => (
                <option key={n.id} value={n.id}>
                  {nodeTitle(n, t)}: {cutAt(nodeSummary(n, t, lang), 40)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </section>
  );
}
