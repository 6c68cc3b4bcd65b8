import type { QrStrings } from '../../i18n/en/qr.ts';
import type { TFunction } from '../../i18n/use-t.ts';
import { TEMPLATE_IDS, TEMPLATES, type TemplateId } from './qr-design.ts';

// Swatches, not rendered codes: drawing six codes would cost more than the whole page.
export function TemplatePicker({
  t,
  value,
  onPick,
}: {
  t: TFunction<QrStrings>;
  value: TemplateId | null;
  onPick: (id: TemplateId) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{t('templatesTitle')}</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {TEMPLATE_IDS.map((id) => {
          const look = TEMPLATES[id];
          return (
            <label key={id} className="cursor-pointer">
              <input
                type="radio"
                name="qr-template"
                value={id}
                checked={value === id}
                onChange={() => onPick(id)}
                className="peer sr-only"
              />
              <span className="flex flex-col items-center gap-1 rounded-xl border-2 border-slate-200 p-2 text-center text-xs font-medium text-ink peer-checked:border-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500">
                <span
                  aria-hidden="true"
                  className="grid h-10 w-10 place-items-center rounded-md"
                  style={{ background: look.frame === 'none' ? look.bg : look.frameColor }}
                >
                  <span
                    className="h-6 w-6 rounded-sm"
                    style={{ background: look.bg, boxShadow: `inset 0 0 0 4px ${look.fg}` }}
                  />
                </span>
                {t(`template_${id}`)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
