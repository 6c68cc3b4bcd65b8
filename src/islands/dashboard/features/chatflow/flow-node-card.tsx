import { useStore } from '@nanostores/react';
import { Handle, Position, useUpdateNodeInternals, type NodeProps } from '@xyflow/react';
import { memo, useEffect } from 'react';
import { $language } from '../../../../i18n/language.ts';
import type { FlowNode } from '../../../../lib/chat/flow-schema.ts';
import { handleLabels } from './handle-labels.ts';
import { nodeSummary, nodeTitle, NODE_COLOURS } from './node-label.ts';
import { useChatflowT } from './use-chatflow-t.ts';

export type CardData = { node: FlowNode; errors: number; warnings: number };

// Big enough to hit with a finger; xyflow's default dot is 6 px.
const HANDLE = '!h-3.5 !w-3.5 !border-2 !border-white !bg-slate-500';

/** One step on the canvas: its kind, first words, issue badge, and a dot for each way out. */
export const FlowNodeCard = memo(function FlowNodeCard({ id, data, selected }: NodeProps & { data: CardData }) {
  const t = useChatflowT();
  const lang = useStore($language);
  const { node, errors, warnings } = data;
  const handles = handleLabels(node, t, lang);
  const single = handles.length === 1 && handles[0]!.id === 'next';
  const update = useUpdateNodeInternals();
  const handleKey = handles.map((h) => h.id).join('|');
  // Choices come and go: xyflow must measure the dots again.
  useEffect(() => {
    update(id);
  }, [handleKey, id, update]);
  const summary = nodeSummary(node, t, lang);
  return (
    <div
      data-testid={`node-${id}`}
      className={`w-48 rounded-lg border bg-white text-left shadow-sm ${selected ? 'ring-2 ring-brand-500' : ''} ${errors ? 'border-red-400' : 'border-slate-300'}`}
    >
      {node.type !== 'trigger' && <Handle type="target" position={Position.Top} className={HANDLE} />}
      <div
        className={`flex items-center gap-2 rounded-t-lg px-3 py-1.5 text-xs font-semibold text-white ${NODE_COLOURS[node.type]}`}
      >
        <span className="flex-1 truncate">{nodeTitle(node, t)}</span>
        {errors > 0 && (
          <span
            className="rounded-full bg-red-600 px-1.5 py-0.5 text-[10px] leading-none ring-1 ring-white"
            title={t('errorsBadge', { count: errors })}
            aria-label={t('errorsBadge', { count: errors })}
          >
            {errors}
          </span>
        )}
        {!errors && warnings > 0 && (
          <span
            className="rounded-full bg-amber-400 px-1.5 py-0.5 text-[10px] leading-none text-amber-950"
            title={t('warningsBadge', { count: warnings })}
            aria-label={t('warningsBadge', { count: warnings })}
          >
            !
          </span>
        )}
      </div>
      {summary && (
        <p className="line-clamp-3 px-3 py-2 text-xs break-words whitespace-pre-line text-slate-700">{summary}</p>
      )}
      {!single && handles.length > 0 && (
        <ul className="border-t border-slate-100 py-1">
          {handles.map((h) => (
            <li key={h.id} className="relative px-3 py-1 pr-5 text-right text-[11px] text-slate-600">
              <span className="block truncate">{h.label}</span>
              <Handle type="source" id={h.id} position={Position.Right} className={HANDLE} />
            </li>
          ))}
        </ul>
      )}
      {single && <Handle type="source" id="next" position={Position.Bottom} className={HANDLE} />}
    </div>
  );
});
