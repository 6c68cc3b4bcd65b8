import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import {
  POPUP_ACTION_KINDS,
  POPUP_BUTTON_MAX,
  POPUP_FREQUENCIES,
  POPUP_POSITIONS,
  POPUP_TEXT_MAX,
  POPUP_TITLE_MAX,
  POPUP_VARIANT_KEYS,
  type PopupVariant,
} from '../../../../lib/popup-schemas.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { BackLink } from '../../lib/back-link.tsx';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { SaveFooter } from '../../lib/save-footer.tsx';
import { popupQuery, usePopupImage, useSavePopup } from './api.ts';
import {
  actionOfKind,
  addVariant,
  draftOf,
  emptyDraft,
  fromLocalInput,
  removeVariant,
  toLocalInput,
  type PopupDraft,
} from './popup-draft.ts';
import { POPUPS_PATH, popupPath } from './popup-paths.ts';
import { PopupPreview } from './popup-preview.tsx';
import { usePopupsT, type PopupsT } from './use-popups-t.ts';

/** /marketing/website/website-popup/:id ('new' makes one): the editor beside its live preview. */
export function PopupEditorPage() {
  const id = useParams().id!;
  const t = usePopupsT();
  if (id === 'new') return <PopupEditor id={null} initial={emptyDraft()} imageUrl={null} t={t} />;
  return <ExistingPopup id={id} t={t} />;
}

function ExistingPopup({ id, t }: { id: string; t: PopupsT }) {
  const query = useQuery(popupQuery(id));
  return (
    <LoadState
      query={query}
      t={(k) =>
        query.error && 'status' in query.error && query.error.status === 404 && k === 'loadFailed'
          ? t('notFound')
          : t(k)
      }
    >
      {(popup) => (
        <PopupEditor key={popup.id} id={popup.id} initial={draftOf(popup)} imageUrl={popup.image_url} t={t} />
      )}
    </LoadState>
  );
}

const FIELDS = ['name', 'position', 'ends_at', 'starts_at'];

function PopupEditor({
  id,
  initial,
  imageUrl,
  t,
}: {
  id: string | null;
  initial: PopupDraft;
  imageUrl: string | null;
  t: PopupsT;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PopupDraft>(initial);
  const save = useSavePopup(id);
  const set = <K extends keyof PopupDraft>(key: K, value: PopupDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setTrigger = <K extends keyof PopupDraft['triggers']>(key: K, value: PopupDraft['triggers'][K]) =>
    setDraft((d) => ({ ...d, triggers: { ...d.triggers, [key]: value } }));
  const setVariant = (key: string, change: (v: PopupVariant) => PopupVariant) =>
    setDraft((d) => ({ ...d, variants: d.variants.map((v) => (v.key === key ? change(v) : v)) }));
  const total = draft.variants.reduce((s, v) => s + v.weight, 0);
  const action = draft.action;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft, {
      onSuccess: (popup) => {
        toast({ title: t('saved'), variant: 'success' });
        if (!id) void navigate(popupPath(popup.id), { replace: true });
      },
    });
  };
  const general = generalError(save.error, FIELDS);
  const num = (value: string) => (value === '' ? null : Math.max(0, Math.round(Number(value))));

  return (
    <div className="max-w-6xl space-y-4">
      <BackLink to={POPUPS_PATH} label={t('back')} />
      <PageHeader title={id ? t('editTitle') : t('newTitle')} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form
          onSubmit={submit}
          className="min-w-0 space-y-5"
          noValidate
          aria-label={id ? t('editTitle') : t('newTitle')}
        >
          <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold">{t('sectionBasics')}</legend>
            <TextField
              label={t('name')}
              value={draft.name}
              maxLength={80}
              onChange={(e) => set('name', e.target.value)}
              error={errorFor(save.error, 'name')}
              required
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('position')}
                value={draft.position}
                onChange={(e) => set('position', e.target.value as PopupDraft['position'])}
                options={POPUP_POSITIONS.map((p) => ({ value: p, label: t(`position_${p}`) }))}
                error={errorFor(save.error, 'position')}
              />
              <SelectField
                label={t('status')}
                value={draft.status}
                onChange={(e) => set('status', e.target.value as PopupDraft['status'])}
                options={(['active', 'paused'] as const).map((s) => ({ value: s, label: t(`status_${s}`) }))}
              />
            </div>
            <ImageField id={id} imageUrl={imageUrl} t={t} />
          </fieldset>

          <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold">{t('sectionWords')}</legend>
            <p className="text-sm text-slate-600">{t('sectionWordsHint')}</p>
            {draft.variants.map((v) => (
              <div
                key={v.key}
                className="space-y-3 rounded-lg border border-slate-100 p-3"
                data-testid={`variant-${v.key}`}
              >
                <div className="flex flex-wrap items-end gap-3">
                  <h3 className="mr-auto font-medium">{t('variant', { key: v.key.toUpperCase() })}</h3>
                  {draft.variants.length > 1 && (
                    <>
                      <TextField
                        label={t('share')}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={100}
                        value={v.weight}
                        containerClassName="w-28"
                        onChange={(e) => setVariant(v.key, (x) => ({ ...x, weight: num(e.target.value) ?? 0 }))}
                      />
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => set('variants', removeVariant(draft.variants, v.key))}
                      >
                        {t('removeVariant', { key: v.key.toUpperCase() })}
                      </Button>
                    </>
                  )}
                </div>
                {(['sw', 'en'] as const).map((lang) => (
                  <div key={lang} className="space-y-2">
                    <h4 className="text-sm font-semibold text-slate-700">{t(lang === 'sw' ? 'swahili' : 'english')}</h4>
                    <TextField
                      label={t('fieldTitle')}
                      value={v.texts[lang].title}
                      maxLength={POPUP_TITLE_MAX}
                      onChange={(e) =>
                        setVariant(v.key, (x) => ({
                          ...x,
                          texts: { ...x.texts, [lang]: { ...x.texts[lang], title: e.target.value } },
                        }))
                      }
                    />
                    <Textarea
                      label={t('fieldText')}
                      rows={2}
                      value={v.texts[lang].text}
                      maxLength={POPUP_TEXT_MAX}
                      onChange={(e) =>
                        setVariant(v.key, (x) => ({
                          ...x,
                          texts: { ...x.texts, [lang]: { ...x.texts[lang], text: e.target.value } },
                        }))
                      }
                    />
                    <TextField
                      label={t('fieldButton')}
                      value={v.texts[lang].button}
                      maxLength={POPUP_BUTTON_MAX}
                      onChange={(e) =>
                        setVariant(v.key, (x) => ({
                          ...x,
                          texts: { ...x.texts, [lang]: { ...x.texts[lang], button: e.target.value } },
                        }))
                      }
                    />
                  </div>
                ))}
              </div>
            ))}
            <div className="flex flex-wrap items-center gap-3">
              {draft.variants.length < POPUP_VARIANT_KEYS.length && (
                <Button variant="secondary" size="sm" onClick={() => set('variants', addVariant(draft.variants))}>
                  {t('addVariant')}
                </Button>
              )}
              {draft.variants.length > 1 && (
                <p
                  className={`text-sm ${total === 100 ? 'text-slate-600' : 'font-medium text-red-700'}`}
                  aria-live="polite"
                >
                  {t('splitTotal', { total })} · {t('abHint')}
                </p>
              )}
            </div>
          </fieldset>

          <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold">{t('sectionAction')}</legend>
            <SelectField
              label={t('sectionAction')}
              value={action.kind}
              onChange={(e) =>
                set('action', actionOfKind(e.target.value as (typeof POPUP_ACTION_KINDS)[number], action))
              }
              options={POPUP_ACTION_KINDS.map((k) => ({ value: k, label: t(`action_${k}`) }))}
            />
            {action.kind === 'chat' && (
              <Textarea
                label={t('chatMessage')}
                rows={2}
                maxLength={500}
                value={action.message}
                onChange={(e) => set('action', { ...action, message: e.target.value })}
              />
            )}
            {action.kind === 'link' && (
              <TextField
                label={t('linkUrl')}
                type="url"
                inputMode="url"
                value={action.url}
                onChange={(e) => set('action', { ...action, url: e.target.value })}
              />
            )}
            {action.kind === 'code' && (
              <TextField
                label={t('code')}
                value={action.code}
                maxLength={40}
                onChange={(e) => set('action', { ...action, code: e.target.value.toUpperCase() })}
              />
            )}
            {action.kind === 'phone' && (
              <>
                <p className="text-sm font-medium">{t('channels')}</p>
                {(['whatsapp', 'sms'] as const).map((c) => (
                  <Checkbox
                    key={c}
                    label={c === 'sms' ? 'SMS' : 'WhatsApp'}
                    checked={action.channels.includes(c)}
                    onChange={(e) =>
                      set('action', {
                        ...action,
                        channels: e.target.checked ? [...action.channels, c] : action.channels.filter((x) => x !== c),
                      })
                    }
                  />
                ))}
                <Textarea
                  label={t('consentSw')}
                  hint={t('consentHint')}
                  rows={2}
                  maxLength={300}
                  value={action.consent_sw}
                  onChange={(e) => set('action', { ...action, consent_sw: e.target.value })}
                />
                <Textarea
                  label={t('consentEn')}
                  rows={2}
                  maxLength={300}
                  value={action.consent_en}
                  onChange={(e) => set('action', { ...action, consent_en: e.target.value })}
                />
              </>
            )}
          </fieldset>

          <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold">{t('sectionWhen')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('delay')}
                hint={t('delayHint')}
                type="number"
                inputMode="numeric"
                min={0}
                max={3600}
                value={draft.triggers.delay_seconds ?? ''}
                onChange={(e) => setTrigger('delay_seconds', num(e.target.value))}
              />
              <TextField
                label={t('scroll')}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={draft.triggers.scroll_percent ?? ''}
                onChange={(e) => setTrigger('scroll_percent', num(e.target.value) || null)}
              />
            </div>
            <Checkbox
              label={t('exitIntent')}
              checked={draft.triggers.exit_intent}
              onChange={(e) => setTrigger('exit_intent', e.target.checked)}
            />
            <TextField
              label={t('pagePattern')}
              hint={t('pagePatternHint')}
              maxLength={200}
              value={draft.triggers.page_pattern}
              onChange={(e) => setTrigger('page_pattern', e.target.value)}
            />
            <Checkbox
              label={t('returningOnly')}
              checked={draft.triggers.returning_only}
              onChange={(e) => setTrigger('returning_only', e.target.checked)}
            />
            <TextField
              label={t('utmSource')}
              maxLength={100}
              value={draft.triggers.utm_source}
              onChange={(e) => setTrigger('utm_source', e.target.value)}
            />
            <SelectField
              label={t('frequency')}
              value={draft.frequency}
              onChange={(e) => set('frequency', e.target.value as PopupDraft['frequency'])}
              options={POPUP_FREQUENCIES.map((f) => ({ value: f, label: t(`frequency_${f}`) }))}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('startsAt')}
                hint={t('datesHint')}
                type="datetime-local"
                value={toLocalInput(draft.starts_at)}
                onChange={(e) => set('starts_at', fromLocalInput(e.target.value))}
                error={errorFor(save.error, 'starts_at')}
              />
              <TextField
                label={t('endsAt')}
                type="datetime-local"
                value={toLocalInput(draft.ends_at)}
                onChange={(e) => set('ends_at', fromLocalInput(e.target.value))}
                error={errorFor(save.error, 'ends_at')}
              />
            </div>
          </fieldset>
          <SaveFooter general={general} pending={save.isPending} onCancel={() => void navigate(POPUPS_PATH)} />
        </form>
        <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
          <PopupPreview draft={draft} imageUrl={imageUrl} t={t} />
        </div>
      </div>
    </div>
  );
}

function ImageField({ id, imageUrl, t }: { id: string | null; imageUrl: string | null; t: PopupsT }) {
  const upload = usePopupImage(id ?? '');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => setError(upload.error?.message), [upload.error]);
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium" htmlFor="popup-image">
        {t('image')}
      </label>
      {imageUrl && <img src={imageUrl} alt="" className="h-24 w-auto rounded-md border border-slate-200" />}
      <input
        id="popup-image"
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={!id || upload.isPending}
        aria-describedby="popup-image-hint"
        className="block w-full text-sm"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
          e.target.value = '';
        }}
      />
      <p id="popup-image-hint" className="text-xs text-slate-600">
        {upload.isPending ? t('imageUploading') : t('imageHint')}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {imageUrl && id && (
        <Button variant="ghost" size="sm" onClick={() => upload.mutate(null)} loading={upload.isPending}>
          {t('imageRemove')}
        </Button>
      )}
    </div>
  );
}
