import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../../ui/button.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { assigneesQuery, useConversationMutations, type Conversation } from './api.ts';
import { useConversationsT } from './use-conversations-t.ts';

/** Take over / hand back, the assignee and close / reopen: one wrapping row under the chat's name. */
export function ConversationActions({
  conversation: c,
  canUpdate,
}: {
  conversation: Conversation;
  canUpdate: boolean;
}) {
  const t = useConversationsT();
  const m = useConversationMutations(c.id);
  const people = useQuery({ ...assigneesQuery(), enabled: canUpdate });
  const failed = (error: Error) =>
    toast({ title: t('actionFailed'), description: error.message, variant: 'danger', position: 'bottom-right' });
  if (!canUpdate) return null;

  // The current assignee stays listed even if the list has not loaded (or they left the shop).
  const options = people.data?.items ?? [];
  const assigneeListed = !c.assigned_to || options.some((p) => p.id === c.assigned_to!.id);

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {c.bot_paused ? (
        <Button
          size="sm"
          variant="secondary"
          loading={m.handBack.isPending}
          onClick={() => m.handBack.mutate(undefined, { onError: failed })}
        >
          {t('handBack')}
        </Button>
      ) : (
        <Button
          size="sm"
          loading={m.takeOver.isPending}
          onClick={() => m.takeOver.mutate(undefined, { onError: failed })}
        >
          {t('takeOver')}
        </Button>
      )}
      <label className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
        <span className="sr-only shrink-0 sm:not-sr-only md:sr-only 2xl:not-sr-only">{t('assignLabel')}</span>
        <select
          value={c.assigned_to?.id ?? ''}
          disabled={m.assign.isPending}
          onChange={(e) => m.assign.mutate(e.target.value || null, { onError: failed })}
          className="h-8 max-w-[9rem] min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink"
        >
          <option value="">{t('nobodyAssigned')}</option>
          {!assigneeListed && <option value={c.assigned_to!.id}>{c.assigned_to!.name}</option>}
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <Button
        size="sm"
        variant="ghost"
        className="ml-auto"
        loading={m.setStatus.isPending}
        onClick={() => m.setStatus.mutate(c.status === 'open' ? 'closed' : 'open', { onError: failed })}
      >
        {c.status === 'open' ? t('close') : t('reopen')}
      </Button>
    </div>
  );
}
