import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { knowledgeSettingsInputSchema } from '../../../../lib/knowledge-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, formError, generalError } from '../../lib/form-error.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { settingsQuery, useSaveSettings, useTestSettings, type KnowledgeSettings } from './api.ts';
import { checkFields, type FieldErrors } from './field-checks.ts';
import type { KnowledgeSettingsTest } from '../../../../lib/contracts/knowledge.ts';
import { useKnowledgeT, type KnowledgeKey, type KnowledgeT } from '../../lib/use-knowledge-t.ts';

/** Why the endpoint's test failed, in words (the server answers a code and the endpoint's own detail). */
const TEST_WORDS: Record<NonNullable<KnowledgeSettingsTest['reason']>, KnowledgeKey> = {
  not_configured: 'test_not_configured',
  timeout: 'test_timeout',
  http_status: 'test_http_status',
  unreachable: 'test_unreachable',
  bad_answer: 'test_bad_answer',
};

/** Optional phrased answers: an OpenAI-compatible endpoint, its model and key (write-only), and a test. */
export function PhrasingSection({ canEdit }: { canEdit: boolean }) {
  const t = useKnowledgeT();
  const settings = useQuery(settingsQuery());
  return (
    <section aria-label={t('tab_phrasing')}>
      <LoadState query={settings} t={t}>
        {(data) => <PhrasingForm key={settings.dataUpdatedAt} settings={data} canEdit={canEdit} t={t} />}
      </LoadState>
    </section>
  );
}

function PhrasingForm({ settings, canEdit, t }: { settings: KnowledgeSettings; canEdit: boolean; t: KnowledgeT }) {
  const save = useSaveSettings();
  const test = useTestSettings();
  const [enabled, setEnabled] = useState(settings.phrasing_enabled);
  const [endpoint, setEndpoint] = useState(settings.endpoint_url);
  const [model, setModel] = useState(settings.model);
  const [key, setKey] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  const err = (field: string) => checked[field] ?? errorFor(save.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty key field keeps the saved key: the key is never sent back to be shown.
    const input = { phrasing_enabled: enabled, endpoint_url: endpoint, model, ...(key.trim() ? { api_key: key } : {}) };
    const result = checkFields(knowledgeSettingsInputSchema, input, t);
    setChecked(result.ok ? {} : result.errors);
    if (!result.ok) return;
    save.mutate(result.data, { onSuccess: () => toast({ title: t('settingsSaved'), variant: 'success' }) });
  };
  const general = generalError(save.error, ['phrasing_enabled', 'endpoint_url', 'model', 'api_key']);
  const result = test.data;

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <p className="text-sm text-slate-700">{t('phrasingIntro')}</p>
      <fieldset disabled={!canEdit} className="min-w-0 space-y-4">
        <Checkbox label={t('phrasingEnabled')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('endpointUrl')}
            hint={t('endpointHint')}
            type="url"
            inputMode="url"
            value={endpoint}
            onChange={(e) => setEndpoint(e.target.value)}
            error={err('endpoint_url')}
          />
          <TextField
            label={t('model')}
            hint={t('modelHint')}
            value={model}
            onChange={(e) => setModel(e.target.value)}
            error={err('model')}
          />
          <TextField
            label={t('apiKey')}
            type="password"
            autoComplete="off"
            hint={settings.key_set ? t('apiKeySaved') : t('apiKeyHint')}
            value={key}
            onChange={(e) => setKey(e.target.value)}
            error={err('api_key')}
          />
        </div>
      </fieldset>
      {general && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {general}
        </p>
      )}
      {canEdit && (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          <Button type="button" variant="secondary" loading={test.isPending} onClick={() => test.mutate()}>
            {t('testButton')}
          </Button>
          <p className="text-xs text-slate-500">{t('testHint')}</p>
        </div>
      )}
      <div aria-live="polite" data-testid="phrasing-test">
        {result?.ok && (
          <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            {t('testOk')}
            {result.answer && (
              <span className="mt-1 block break-words">{t('testAnswer', { answer: result.answer })}</span>
            )}
          </p>
        )}
        {result && !result.ok && (
          <p className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {t('testFailed', { reason: t(TEST_WORDS[result.reason ?? 'unreachable']) })}
            {result.detail && (
              <span className="mt-1 block break-words">{t('testDetail', { detail: result.detail })}</span>
            )}
          </p>
        )}
        {test.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {formError(test.error)?.message}
          </p>
        )}
      </div>
    </form>
  );
}
