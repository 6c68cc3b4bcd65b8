import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { MarkupText } from '../../../../ui/chat/markup-text.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { templatesQuery, useConversationMutations, type Template } from './api.ts';
import { useConversationsT } from './use-conversations-t.ts';

const keyOf = (tpl: Template) => `${tpl.name}|${tpl.language}`;
const fill = (body: string, values: string[]) =>
  body.replace(/\{\{\s*(\d+)\s*\}\}/g, (m, n: string) => values[Number(n) - 1] || m);

/** Outside the WhatsApp window: choose an approved template, fill its values, see it, send it. */
export function TemplatePicker({ conversationId }: { conversationId: string }) {
  const t = useConversationsT();
  const templates = useQuery(templatesQuery());
  const { reply } = useConversationMutations(conversationId);
  const [chosen, setChosen] = useState('');
  const [values, setValues] = useState<string[]>([]);

  if (templates.isPending) return <p className="text-sm text-slate-600">{t('templatesLoading')}</p>;
  if (templates.isError) {
    return (
      <p className="text-sm text-red-800">
        {t('templatesError')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void templates.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const { items, reason } = templates.data;
  if (reason === 'not_connected') return <p className="text-sm text-slate-700">{t('templatesNotConnected')}</p>;
  if (items.length === 0) return <p className="text-sm text-slate-700">{t('templatesNone')}</p>;

  const template = items.find((tpl) => keyOf(tpl) === chosen);
  const complete =
    !!template && values.slice(0, template.param_count).filter((v) => v.trim()).length === template.param_count;
  const send = () => {
    if (!template || !complete) return;
    reply.mutate(
      {
        template: {
          name: template.name,
          language: template.language,
          params: values.slice(0, template.param_count).map((v) => v.trim()),
        },
      },
      {
        onSuccess: () => {
          setChosen('');
          setValues([]);
        },
        onError: (error) =>
          toast({ title: t('sendFailed'), description: error.message, variant: 'danger', position: 'bottom-right' }),
      },
    );
  };

  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-slate-800">
        {t('chooseTemplate')}
        <select
          value={chosen}
          onChange={(e) => {
            setChosen(e.target.value);
            setValues([]);
          }}
          className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink"
        >
          <option value="">{t('templatePick')}…</option>
          {items.map((tpl) => (
            <option key={keyOf(tpl)} value={keyOf(tpl)}>{`${tpl.name} (${tpl.language})`}</option>
          ))}
        </select>
      </label>
      {template && (
        <>
          {Array.from({ length: template.param_count }, (_, i) => (
            <label key={i} className="block text-sm text-slate-700">
              {t('templateParam', { n: i + 1 })}
              <input
                value={values[i] ?? ''}
                maxLength={1024}
                onChange={(e) => setValues((old) => Object.assign([...old], { [i]: e.target.value }))}
                className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-base md:text-sm"
              />
            </label>
          ))}
          <div className="rounded-lg bg-white p-2 text-sm ring-1 ring-slate-200">
            <p className="mb-1 text-xs text-slate-500">{t('templatePreview')}</p>
            {template.header && <p className="font-semibold">{template.header}</p>}
            <MarkupText text={fill(template.body, values)} />
            {template.footer && <p className="mt-1 text-xs text-slate-500">{template.footer}</p>}
          </div>
          <Button size="sm" disabled={!complete} loading={reply.isPending} onClick={send}>
            {t('sendTemplate')}
          </Button>
        </>
      )}
    </div>
  );
}
