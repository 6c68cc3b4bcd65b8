import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DEFAULT_WIDGET_THEME, type WidgetTheme } from '../../../../lib/chat/widget-theme.ts';
import { can } from '../../../../lib/permissions.ts';
import { Button } from '../../../../ui/button.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useUser } from '../../lib/session.ts';
import { useSaveWidgetTheme, widgetSettingsQuery, type WidgetSettings } from './api.ts';
import { ColorField, isHexColor } from './color-field.tsx';
import { EmbedSnippet } from './embed-snippet.tsx';
import { useWidgetSettingsT } from './use-widget-settings-t.ts';
import { WidgetPreview } from './widget-preview.tsx';
import { contrastFixes } from '../../../chat-widget/widget-palette.ts';
import { LoadState } from '../../lib/load-state.tsx';
import { WholeNumberField } from '../../lib/whole-number-field.tsx';

type ColorKey =
  | 'primaryColor'
  | 'secondaryColor'
  | 'borderColor'
  | 'chatboxBg'
  | 'sentBoxBg'
  | 'sentBoxColor'
  | 'sentBoxLinkColor'
  | 'receivedBoxBg'
  | 'receivedBoxColor'
  | 'receivedBoxLinkColor';
const COLOR_KEYS: ColorKey[] = [
  'primaryColor',
  'chatboxBg',
  'sentBoxBg',
  'sentBoxColor',
  'sentBoxLinkColor',
  'receivedBoxBg',
  'receivedBoxColor',
  'receivedBoxLinkColor',
  'borderColor',
  'secondaryColor',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** /dashboard/chatflow/widget: the widget's theme with a live preview, and the code to embed it. */
export function WidgetSettingsPage() {
  const t = useWidgetSettingsT();
  const user = useUser();
  const settings = useQuery(widgetSettingsQuery());
  return (
    <div className="space-y-4">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <LoadState query={settings} ready={!!user.data} t={t}>
        {(data) => (
          <SettingsForm
            key={settings.dataUpdatedAt}
            settings={data}
            canEdit={can(user.data!.permissions, 'chatflow', 'update')}
          />
        )}
      </LoadState>
    </div>
  );
}

const clampInt = (value: string, min: number, max: number, fallback: number) => {
  const n = Math.round(Number(value));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

function SettingsForm({ settings, canEdit }: { settings: WidgetSettings; canEdit: boolean }) {
  const t = useWidgetSettingsT();
  const save = useSaveWidgetTheme();
  const [theme, setTheme] = useState<WidgetTheme>(settings.theme);
  // number fields keep what is typed; the preview and the save use the clamped value
  const [numbers, setNumbers] = useState({
    fontSize: String(theme.fontSize),
    width: String(theme.width),
    height: String(theme.height),
  });
  const set = <K extends keyof WidgetTheme>(key: K, value: WidgetTheme[K]) =>
    setTheme((th) => ({ ...th, [key]: value }));
  const setNumber = (key: 'fontSize' | 'width' | 'height', value: string, min: number, max: number) => {
    setNumbers((n) => ({ ...n, [key]: value }));
    set(key, clampInt(value, min, max, DEFAULT_WIDGET_THEME[key]));
  };
  // an incomplete hex code keeps the last good colour in the preview
  const [colors, setColors] = useState<Record<ColorKey, string>>(
    () => Object.fromEntries(COLOR_KEYS.map((k) => [k, theme[k]])) as Record<ColorKey, string>,
  );
  const setColor = (key: ColorKey, value: string) => {
    setColors((c) => ({ ...c, [key]: value }));
    if (isHexColor(value)) set(key, value.toUpperCase());
  };
  const dirty =
    JSON.stringify(theme) !== JSON.stringify(settings.theme) ||
    COLOR_KEYS.some((k) => colors[k].toUpperCase() !== theme[k].toUpperCase());
  const err = (field: string) => errorFor(save.error, field);
  // The widget moves a text colour that does not read on its background towards black or white; say so.
  const fixes = new Map(
    contrastFixes(theme).map((f) => [
      f.field as ColorKey,
      t('contrastFix', { ratio: f.ratio.toFixed(2), used: f.used }),
    ]),
  );
  const general = generalError(save.error, [
    ...COLOR_KEYS,
    'title',
    'bubbleTitle',
    'bubbleSubTitle',
    'titleSw',
    'bubbleTitleSw',
    'bubbleSubTitleSw',
    'fontSize',
    'width',
    'height',
  ]);

  const restore = () => {
    setTheme(DEFAULT_WIDGET_THEME);
    setColors(Object.fromEntries(COLOR_KEYS.map((k) => [k, DEFAULT_WIDGET_THEME[k]])) as Record<ColorKey, string>);
    setNumbers({
      fontSize: String(DEFAULT_WIDGET_THEME.fontSize),
      width: String(DEFAULT_WIDGET_THEME.width),
      height: String(DEFAULT_WIDGET_THEME.height),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(theme, {
      onSuccess: () => toast({ title: t('saved'), variant: 'success' }),
      onError: (error) => toast({ title: t('saveFailed'), description: error.message, variant: 'danger' }),
    });
  };
  const options = <V extends string>(values: readonly V[], label: (v: V) => string) =>
    values.map((v) => ({ value: v, label: label(v) }));

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,440px)] lg:items-start">
      <form onSubmit={submit} className="min-w-0 space-y-4" aria-label={t('title')}>
        {!canEdit && <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">{t('readOnly')}</p>}
        <fieldset disabled={!canEdit} className="min-w-0 space-y-4">
          <Section title={t('sectionLook')}>
            <div role="radiogroup" aria-label={t('mode')} className="flex gap-2">
              {(['light', 'dark'] as const).map((m) => (
                <label
                  key={m}
                  className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="mode"
                    className="h-5 w-5 accent-brand-600"
                    checked={theme.mode === m}
                    onChange={() => set('mode', m)}
                  />
                  {t(`mode_${m}`)}
                </label>
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {COLOR_KEYS.map((key) => (
                <ColorField
                  key={key}
                  label={t(key)}
                  hint={key === 'primaryColor' ? t('primaryColorHint') : undefined}
                  warning={fixes.get(key)}
                  value={colors[key]}
                  onChange={(v) => setColor(key, v)}
                  error={err(key) ?? (isHexColor(colors[key]) ? undefined : t('hexHint'))}
                />
              ))}
            </div>
          </Section>
          <Section title={t('sectionText')}>
            <p className="text-sm text-slate-600">{t('swTextsHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('windowTitle')}
                required
                maxLength={40}
                value={theme.title}
                onChange={(e) => set('title', e.target.value)}
                error={err('title')}
              />
              <TextField
                label={t('windowTitleSw')}
                maxLength={40}
                lang="sw"
                value={theme.titleSw}
                onChange={(e) => set('titleSw', e.target.value)}
                error={err('titleSw')}
              />
              <TextField
                label={t('bubbleTitle')}
                hint={t('bubbleTitleHint')}
                maxLength={30}
                value={theme.bubbleTitle}
                onChange={(e) => set('bubbleTitle', e.target.value)}
                error={err('bubbleTitle')}
              />
              <TextField
                label={t('bubbleTitleSw')}
                maxLength={30}
                lang="sw"
                value={theme.bubbleTitleSw}
                onChange={(e) => set('bubbleTitleSw', e.target.value)}
                error={err('bubbleTitleSw')}
              />
              <TextField
                label={t('bubbleSubTitle')}
                maxLength={30}
                value={theme.bubbleSubTitle}
                onChange={(e) => set('bubbleSubTitle', e.target.value)}
                error={err('bubbleSubTitle')}
              />
              <TextField
                label={t('bubbleSubTitleSw')}
                maxLength={30}
                lang="sw"
                value={theme.bubbleSubTitleSw}
                onChange={(e) => set('bubbleSubTitleSw', e.target.value)}
                error={err('bubbleSubTitleSw')}
              />
              <SelectField
                label={t('fontFamily')}
                value={theme.fontFamily}
                onChange={(e) => set('fontFamily', e.target.value as WidgetTheme['fontFamily'])}
                options={options(['inherit', 'InterRegular', 'PoppinsRegular'] as const, (f) => t(`font_${f}`))}
              />
              <WholeNumberField
                label={t('fontSize')}
                min={12}
                max={20}
                value={numbers.fontSize}
                onChange={(e) => setNumber('fontSize', e.target.value, 12, 20)}
                error={err('fontSize')}
              />
            </div>
          </Section>
          <Section title={t('sectionLayout')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('buttonSize')}
                value={theme.buttonSize}
                onChange={(e) => set('buttonSize', e.target.value as WidgetTheme['buttonSize'])}
                options={options(['sm', 'md', 'lg'] as const, (s) => t(`size_${s}`))}
              />
              <SelectField
                label={t('placement')}
                value={theme.placement}
                onChange={(e) => set('placement', e.target.value as WidgetTheme['placement'])}
                options={options(['right', 'left'] as const, (p) => t(`placement_${p}`))}
              />
              <WholeNumberField
                label={t('width')}
                min={300}
                max={600}
                step={10}
                value={numbers.width}
                onChange={(e) => setNumber('width', e.target.value, 300, 600)}
                error={err('width')}
              />
              <WholeNumberField
                label={t('height')}
                min={360}
                max={900}
                step={10}
                value={numbers.height}
                onChange={(e) => setNumber('height', e.target.value, 360, 900)}
                error={err('height')}
              />
            </div>
          </Section>
        </fieldset>
        {general && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {general}
          </p>
        )}
        {canEdit && (
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              loading={save.isPending}
              disabled={COLOR_KEYS.some((k) => !isHexColor(colors[k])) || !theme.title.trim()}
            >
              {t('save')}
            </Button>
            <Button variant="ghost" onClick={restore}>
              {t('restoreDefaults')}
            </Button>
            {dirty && <span className="text-sm text-amber-700">{t('unsaved')}</span>}
          </div>
        )}
        <EmbedSnippet snippet={settings.embed_snippet} botId={settings.bot_id} />
      </form>
      <aside className="min-w-0 space-y-2 lg:sticky lg:top-4" aria-label={t('preview')}>
        <h2 className="font-semibold">{t('preview')}</h2>
        <p className="text-sm text-slate-600">{t('previewHint')}</p>
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3 sm:p-4">
          <WidgetPreview theme={theme} />
        </div>
      </aside>
    </div>
  );
}
