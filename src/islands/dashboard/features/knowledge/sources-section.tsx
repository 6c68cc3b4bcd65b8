import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../ui/empty-state.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { QueryErrorBlock } from '../../query-error-block.tsx';
import { formError } from '../../lib/form-error.ts';
import { sourcesQuery, useDeleteSource, useRecrawl, type KnowledgeSource } from './api.ts';
import { AddPdfDialog, AddQaDialog, AddUrlDialog, EditSourceDialog, PassagesDialog } from './source-dialogs.tsx';
import { SourceCard } from './source-card.tsx';
import { useKnowledgeT } from '../../lib/use-knowledge-t.ts';

type Open =
  { dialog: 'pdf' | 'url' | 'qa' } | { dialog: 'edit' | 'passages' | 'delete'; source: KnowledgeSource } | null;

/** The shop's sources, newest first, each with its state in words; adding one opens its dialog. */
export function SourcesSection({ canEdit }: { canEdit: boolean }) {
  const t = useKnowledgeT();
  const sources = useQuery(sourcesQuery());
  const recrawl = useRecrawl();
  const remove = useDeleteSource();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const addButtons = canEdit && (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => setOpen({ dialog: 'pdf' })}>
        {t('addPdf')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen({ dialog: 'url' })}>
        {t('addUrl')}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setOpen({ dialog: 'qa' })}>
        {t('addQa')}
      </Button>
    </div>
  );

  const readAgain = (source: KnowledgeSource) =>
    recrawl.mutate(source.id, {
      onSuccess: () => toast({ title: t('recrawlStarted'), variant: 'success' }),
      onError: (e) => toast({ title: t('recrawlFailed'), description: formError(e)?.message, variant: 'danger' }),
    });

  return (
    <section className="space-y-3" aria-label={t('tab_sources')}>
      {sources.isPending && <InnerSpinner label={t('loading')} />}
      {sources.isError && (
        <QueryErrorBlock
          error={sources.error}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void sources.refetch()}
          retrying={sources.isFetching}
        />
      )}
      {sources.data && sources.data.sources.length === 0 && (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} action={addButtons} />
      )}
      {sources.data && sources.data.sources.length > 0 && (
        <>
          {addButtons}
          <ul className="grid gap-3 lg:grid-cols-2">
            {sources.data.sources.map((s) => (
              <SourceCard
                key={s.id}
                source={s}
                canEdit={canEdit}
                t={t}
                onPassages={() => setOpen({ dialog: 'passages', source: s })}
                onEdit={() => setOpen({ dialog: 'edit', source: s })}
                onRecrawl={() => readAgain(s)}
                recrawling={recrawl.isPending && recrawl.variables === s.id}
                onDelete={() => (remove.reset(), setOpen({ dialog: 'delete', source: s }))}
              />
            ))}
          </ul>
        </>
      )}

      {open?.dialog === 'pdf' && <AddPdfDialog t={t} onClose={close} />}
      {open?.dialog === 'url' && <AddUrlDialog t={t} onClose={close} />}
      {open?.dialog === 'qa' && <AddQaDialog t={t} onClose={close} />}
      {open?.dialog === 'edit' && <EditSourceDialog t={t} source={open.source} onClose={close} />}
      {open?.dialog === 'passages' && <PassagesDialog t={t} source={open.source} onClose={close} />}
      <ConfirmDialog
        open={open?.dialog === 'delete'}
        onClose={close}
        title={t('deleteTitle')}
        message={open?.dialog === 'delete' && t('deleteMessage', { name: open.source.title })}
        error={remove.error ? formError(remove.error)?.message : undefined}
        pending={remove.isPending}
        onConfirm={() =>
          open?.dialog === 'delete' &&
          remove.mutate(open.source.id, {
            onSuccess: () => (toast({ title: t('deleted'), variant: 'success' }), close()),
          })
        }
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
      />
    </section>
  );
}
