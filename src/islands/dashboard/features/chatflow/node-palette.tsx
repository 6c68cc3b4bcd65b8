import { NODE_TYPES, type NodeType } from '../../../../lib/chat/flow-schema.ts';
import { NODE_COLOURS } from './node-label.ts';
import { useChatflowT } from './use-chatflow-t.ts';

/** Every kind of step with a line saying what it does; a tap adds one. */
export function NodePalette({ onPick }: { onPick: (type: NodeType) => void }) {
  const t = useChatflowT();
  return (
    <div>
      <p className="mb-2 text-xs text-slate-500">{t('paletteHint')}</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {NODE_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => onPick(type)}
              className="flex w-full items-start gap-2 rounded-md p-2 text-left hover:bg-slate-100 focus-visible:bg-slate-100"
            >
              <span className={`mt-1 h-3 w-3 shrink-0 rounded-full ${NODE_COLOURS[type]}`} aria-hidden />
              <span>
                <span className="block text-sm font-medium">{t(`type_${type}`)}</span>
                <span className="block text-xs text-slate-600">{t(`desc_${type}`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
