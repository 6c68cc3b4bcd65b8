import { useState } from 'react';
import { wordsFor } from '../../../../lib/popup-rules.ts';
import type { PopupDraft } from './popup-draft.ts';
import type { PopupsT } from './use-popups-t.ts';

// The editor's live preview: the pop-up as a visitor sees it, in a phone-sized frame (360 px) or a
// desktop-sized one, at its corner, in the chosen language and variant. The same words and layout
// as the widget's pop-up chunk (src/widget/popup-app.ts); text stays text.

const CORNER: Record<PopupDraft['position'], string> = {
  top_left: 'top-3 left-3',
  top_right: 'top-3 right-3',
  bottom_left: 'bottom-16 left-3',
  bottom_right: 'bottom-16 right-3',
};

export function PopupPreview({ draft, imageUrl, t }: { draft: PopupDraft; imageUrl: string | null; t: PopupsT }) {
  const [size, setSize] = useState<'phone' | 'desktop'>('phone');
  const [lang, setLang] = useState<'en' | 'sw'>('sw');
  const [variantKey, setVariantKey] = useState('a');
  const variant = draft.variants.find((v) => v.key === variantKey) ?? draft.variants[0]!;
  const words = wordsFor(variant.texts, lang);
  const action = draft.action;
  const toggle = (active: boolean) =>
    `rounded-md px-3 py-1 text-sm ${active ? 'bg-slate-900 text-white' : 'bg-slate-100 text-slate-700'}`;
  return (
    <section className="space-y-2" aria-label={t('preview')} data-testid="popup-preview">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto font-semibold">{t('preview')}</h2>
        <div role="group" aria-label={t('preview')} className="flex gap-1">
          <button
            type="button"
            className={toggle(size === 'phone')}
            aria-pressed={size === 'phone'}
            onClick={() => setSize('phone')}
          >
            {t('phoneSize')}
          </button>
          <button
            type="button"
            className={toggle(size === 'desktop')}
            aria-pressed={size === 'desktop'}
            onClick={() => setSize('desktop')}
          >
            {t('desktopSize')}
          </button>
        </div>
        <div role="group" aria-label={t('previewLanguage')} className="flex gap-1">
          {(['sw', 'en'] as const).map((l) => (
            <button
              key={l}
              type="button"
              className={toggle(lang === l)}
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
            >
              {l.toUpperCase()}
            </button>
          ))}
        </div>
        {draft.variants.length > 1 && (
          <div role="group" aria-label={t('previewVariant')} className="flex gap-1">
            {draft.variants.map((v) => (
              <button
                key={v.key}
                type="button"
                className={toggle(variant.key === v.key)}
                aria-pressed={variant.key === v.key}
                onClick={() => setVariantKey(v.key)}
              >
                {v.key.toUpperCase()}
              </button>
            ))}
          </div>
        )}
      </div>
      <div className="overflow-x-auto">
        <div
          className="relative mx-auto overflow-hidden rounded-xl border-4 border-slate-800 bg-slate-50"
          style={size === 'phone' ? { width: 320, height: 560 } : { width: 760, height: 460 }}
          data-size={size}
        >
          <div className="bg-amber-800 p-3 text-sm font-semibold text-white">{t('previewPage')}</div>
          <div className="space-y-2 p-3" aria-hidden="true">
            {[80, 95, 70, 90, 60].map((w) => (
              <div key={w} className="h-3 rounded bg-slate-200" style={{ width: `${w}%` }} />
            ))}
          </div>
          <div className="absolute right-3 bottom-3 h-12 w-12 rounded-full bg-green-700" aria-hidden="true" />
          <div
            className={`absolute ${CORNER[draft.position]} w-[min(300px,calc(100%-24px))] rounded-2xl bg-white p-4 text-left shadow-xl`}
            role="dialog"
            aria-label={words.title}
            data-testid="popup-preview-box"
          >
            <span className="absolute top-2 right-3 text-xl text-slate-500" aria-hidden="true">
              ×
            </span>
            {imageUrl && <img src={imageUrl} alt="" className="mb-3 w-full rounded-lg" />}
            <h3 className="mr-6 mb-1 text-lg font-bold break-words">{words.title}</h3>
            {words.text && <p className="mb-3 text-sm whitespace-pre-line break-words">{words.text}</p>}
            {action.kind === 'code' && (
              <span className="mb-2 block rounded-lg border-2 border-dashed border-green-700 p-2 text-center font-mono font-bold">
                {action.code}
              </span>
            )}
            {action.kind === 'phone' && (
              <div className="mb-2 space-y-1 text-sm">
                <div className="h-10 rounded-md border border-slate-400 px-2 py-2 text-slate-400">
                  {t('phonePlaceholder')}
                </div>
                {action.channels.map((c) => (
                  <div key={c}>☐ {c === 'sms' ? 'SMS' : 'WhatsApp'}</div>
                ))}
                <p className="text-xs text-slate-600">
                  {(lang === 'sw' ? action.consent_sw : action.consent_en) || action.consent_en || action.consent_sw}
                </p>
              </div>
            )}
            <span className="block rounded-lg bg-green-700 px-3 py-2 text-center font-semibold text-white">
              {words.button || (action.kind === 'code' ? t('copyCode') : '…')}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
