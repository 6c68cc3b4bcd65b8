import { Button } from '../../../../ui/button.tsx';
import type { SaveStatus } from './use-autosave.ts';
import { useChatflowT } from './use-chatflow-t.ts';

type Props = {
  editable: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onAdd: () => void;
  status: SaveStatus;
  failure: string | null;
  onRetrySave: () => void;
  errorCount: number;
  onShowProblems: () => void;
  publishing: boolean;
  /** The draft is the live version: there is nothing to publish. */
  unchanged: boolean;
  onPublish: () => void;
  onVersions: () => void;
  previewOpen: boolean;
  onPreview: () => void;
  onFit: () => void;
};

/** Save state, undo/redo, add, problems, publish, versions and preview, wrapping on a phone. */
export function EditorToolbar(p: Props) {
  const t = useChatflowT();
  const statusText: Record<SaveStatus, string> = {
    saved: t('saved'),
    pending: t('saving'),
    saving: t('saving'),
    invalid: t('notSavedInvalid'),
    error: t('notSaved'),
    conflict: t('notSaved'),
  };
  const bad = p.status === 'invalid' || p.status === 'error' || p.status === 'conflict';
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-2 py-2">
      {p.editable && (
        <>
          {(
            [
              { word: t('undo'), sign: '↶', keys: 'Control+Z', hint: 'Ctrl+Z', run: p.onUndo, can: p.canUndo },
              {
                word: t('redo'),
                sign: '↷',
                keys: 'Control+Shift+Z',
                hint: 'Ctrl+Shift+Z',
                run: p.onRedo,
                can: p.canRedo,
              },
            ] as const
          ).map((h) => (
            <Button
              key={h.keys}
              variant="secondary"
              size="sm"
              onClick={h.run}
              disabled={!h.can}
              aria-keyshortcuts={h.keys}
              title={`${h.word} (${h.hint})`}
            >
              {h.sign} <span className="hidden sm:inline">{h.word}</span>
              <span className="sr-only sm:hidden">{h.word}</span>
            </Button>
          ))}
          <Button size="sm" onClick={p.onAdd}>
            + {t('addStep')}
          </Button>
        </>
      )}
      <Button variant="ghost" size="sm" onClick={p.onFit} className="max-md:hidden">
        {t('fitView')}
      </Button>
      {p.editable && (
        <span
          role="status"
          title={p.status === 'error' ? (p.failure ?? undefined) : undefined}
          className={`flex items-center gap-1 text-xs ${bad ? 'font-medium text-red-700' : 'text-slate-500'}`}
          data-testid="save-status"
        >
          {statusText[p.status]}
          {p.status === 'error' && p.failure && (
            <span className="max-w-[14rem] truncate font-normal">({p.failure})</span>
          )}
          {p.status === 'error' && (
            <button type="button" className="font-semibold text-brand-700 underline" onClick={p.onRetrySave}>
              {t('retrySave')}
            </button>
          )}
        </span>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-2">
        {p.errorCount > 0 && (
          <button
            type="button"
            onClick={p.onShowProblems}
            className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-medium text-red-800 hover:bg-red-100"
          >
            {t('publishBlocked', { count: p.errorCount })}
          </button>
        )}
        <Button variant="ghost" size="sm" onClick={p.onVersions}>
          {t('versions')}
        </Button>
        <Button
          variant={p.previewOpen ? 'primary' : 'secondary'}
          size="sm"
          onClick={p.onPreview}
          aria-pressed={p.previewOpen}
        >
          {t('preview')}
        </Button>
        {p.editable && (
          <Button
            size="sm"
            onClick={p.onPublish}
            loading={p.publishing}
            disabled={p.errorCount > 0 || p.status === 'conflict' || p.unchanged}
            title={
              p.errorCount > 0
                ? t('publishBlocked', { count: p.errorCount })
                : p.unchanged
                  ? t('draftIsLive')
                  : undefined
            }
          >
            {p.publishing ? t('publishing') : t('publish')}
          </Button>
        )}
      </div>
    </div>
  );
}
