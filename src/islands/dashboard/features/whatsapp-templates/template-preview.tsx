import { fillVariables } from '../../../../lib/whatsapp-template-schemas.ts';
import type { WhatsappTemplatesT } from './use-whatsapp-templates-t.ts';

export type PreviewButton = { type: string; text: string };

/**
 * A template as a customer sees it in WhatsApp: a bubble with the header in bold, the body with
 * each variable filled by its example (an unfilled one stays as written), the footer in grey and
 * the buttons under it.
 */
export function TemplatePreview({
  t,
  header,
  body,
  examples,
  footer,
  buttons,
}: {
  t: WhatsappTemplatesT;
  header: string | null;
  body: string;
  examples: readonly string[];
  footer: string | null;
  buttons: readonly PreviewButton[];
}) {
  const empty = !header && !body.trim() && !footer && buttons.length === 0;
  return (
    <div className="rounded-lg bg-[#e5ddd5] p-3" aria-label={t('preview')}>
      {empty ? (
        <p className="text-sm text-slate-600">{t('previewEmpty')}</p>
      ) : (
        <div className="max-w-[18rem] space-y-px">
          <div className="rounded-lg rounded-tl-none bg-white px-3 py-2 text-sm shadow-sm">
            {header && <p className="font-semibold break-words">{header}</p>}
            <p className="break-words whitespace-pre-wrap">{fillVariables(body, examples)}</p>
            {footer && <p className="mt-1 text-xs break-words text-slate-500">{footer}</p>}
          </div>
          {buttons.map((button, i) => (
            <div
              key={i}
              className="rounded-lg bg-white px-3 py-2 text-center text-sm font-medium break-words text-sky-700 shadow-sm"
            >
              {button.type === 'URL' ? '↗ ' : '↩ '}
              {button.text || '…'}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
