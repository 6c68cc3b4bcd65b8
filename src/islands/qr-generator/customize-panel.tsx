import { useId, useState, type ChangeEvent } from 'react';
import type { QrStrings } from '../../i18n/en/qr.ts';
import type { TFunction } from '../../i18n/use-t.ts';
import { logoFromBlob } from './browser-files.ts';
import { CORNER_STYLES, DOT_TYPES, FRAME_STYLES, readabilityIssue, type QrDesign } from './qr-design.ts';
import { FieldHead } from './field-head.tsx';

type Props = {
  t: TFunction<QrStrings>;
  design: QrDesign;
  cta: string;
  onDesign: (patch: Partial<QrDesign>) => void;
  onCta: (cta: string) => void;
};

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm text-ink peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:font-semibold peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500">
              {label(option)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="color"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 w-11 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
      />
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  );
}

export function CustomizePanel({ t, design, cta, onDesign, onCta }: Props) {
  const [logoError, setLogoError] = useState(false);
  const ids = { cta: useId(), logo: useId(), logoHint: useId() };
  const issue = readabilityIssue(design);

  async function pickLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onDesign({ logo: await logoFromBlob(file) });
      setLogoError(false);
    } catch {
      setLogoError(true);
    }
  }

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('colorsTitle')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          <ColorField label={t('fgLabel')} value={design.fg} onChange={(fg) => onDesign({ fg })} />
          <ColorField label={t('bgLabel')} value={design.bg} onChange={(bg) => onDesign({ bg })} />
          <ColorField
            label={t('cornerColorLabel')}
            value={design.cornerColor}
            onChange={(cornerColor) => onDesign({ cornerColor })}
          />
          <ColorField
            label={t('frameColorLabel')}
            value={design.frameColor}
            onChange={(frameColor) => onDesign({ frameColor })}
          />
        </div>
        {issue && (
          <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
            {t(issue === 'inverted' ? 'warnInverted' : 'warnLowContrast')}
          </p>
        )}
      </fieldset>
      <Choice
        legend={t('dotStyleLabel')}
        name="qr-dots"
        options={DOT_TYPES}
        value={design.dotType}
        label={(v) => t(`dot_${v}`)}
        onChange={(dotType) => onDesign({ dotType })}
      />
      <Choice
        legend={t('cornerStyleLabel')}
        name="qr-corners"
        options={CORNER_STYLES}
        value={design.cornerStyle}
        label={(v) => t(`corner_${v}`)}
        onChange={(cornerStyle) => onDesign({ cornerStyle })}
      />
      <Choice
        legend={t('frameLabel')}
        name="qr-frame"
        options={FRAME_STYLES}
        value={design.frame}
        label={(v) => t(`frame_${v}`)}
        onChange={(frame) => onDesign({ frame })}
      />
      {design.frame !== 'none' && (
        <div>
          <label htmlFor={ids.cta} className="text-sm font-semibold text-ink">
            {t('ctaLabel')}
          </label>
          <input
            id={ids.cta}
            type="text"
            value={cta}
            maxLength={40}
            onChange={(e) => onCta(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base"
          />
        </div>
      )}
      <div>
        <FieldHead id={ids.logo} hintId={ids.logoHint} label={t('logoLabel')} hint={t('logoHint')} small />
        <input
          id={ids.logo}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml,image/webp"
          aria-describedby={ids.logoHint}
          onChange={pickLogo}
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-700"
        />
        <div aria-live="polite">
          {logoError && <p className="mt-1 text-sm text-red-700">{t('logoError')}</p>}
          {design.logo && <p className="mt-1 text-sm text-slate-700">{t('logoInUse')}</p>}
        </div>
        {design.logo && (
          <button
            type="button"
            onClick={() => onDesign({ logo: null })}
            className="mt-2 min-h-11 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            {t('logoRemove')}
          </button>
        )}
      </div>
    </div>
  );
}
