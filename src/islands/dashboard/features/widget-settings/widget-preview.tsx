import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { $language } from '../../../../i18n/language.ts';
import { ChatLanguageContext } from '../../../../ui/chat/chat-t.ts';
import type { WidgetTheme } from '../../../../lib/chat/widget-theme.ts';
import { chatCss } from '../../../../ui/chat/chat-css.tsx';
import { Bubble } from '../../../chat-widget/bubble.tsx';
import { ChatWindow } from '../../../chat-widget/chat-window.tsx';
import { themeVars } from '../../../chat-widget/widget-palette.ts';
import { bubbleCss, windowCss } from '../../../chat-widget/widget-css.ts';
import { previewTransport } from './preview-transport.ts';
import { useWidgetSettingsT } from './use-widget-settings-t.ts';

// The real widget components drawn in place instead of fixed to the page corner.
const previewCss = `
.dc-preview.dc-w{position:relative;inset:auto;z-index:0;display:flex;flex-direction:column;gap:12px}
.dc-preview[data-placement=right]{align-items:flex-end}
.dc-preview[data-placement=left]{align-items:flex-start}
.dc-preview .dc-window,.dc-preview[data-placement] .dc-window{position:relative;inset:auto;width:min(var(--dc-width),100%);height:min(var(--dc-height),560px);max-width:100%;max-height:none;border-radius:16px;border:1px solid var(--dc-border);z-index:0}
.dc-preview .dc-viewer{position:fixed}
`;

// The preview speaks the language picked above it (the back-office's by default), so the merchant
// sees the Swahili texts a visitor on a Swahili page gets.
export function WidgetPreview({ theme }: { theme: WidgetTheme }) {
  const t = useWidgetSettingsT();
  const [lang, setLang] = useState<'en' | 'sw'>(useStore($language));
  const transport = useMemo(() => previewTransport(t), [t]);
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(true);
  return (
    <ChatLanguageContext.Provider value={lang}>
      <div role="radiogroup" aria-label={t('previewLanguage')} className="mb-3 flex gap-2 text-sm">
        {(['en', 'sw'] as const).map((l) => (
          <label
            key={l}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="preview-language"
              className="h-4 w-4 accent-brand-600"
              checked={lang === l}
              onChange={() => setLang(l)}
            />
            {t(`previewIn_${l}`)}
          </label>
        ))}
      </div>
      <div
        className="dc-w dc-preview"
        data-placement={theme.placement}
        data-mode={theme.mode}
        data-font={theme.fontFamily}
        style={themeVars(theme)}
      >
        <style>{bubbleCss + windowCss + chatCss + previewCss}</style>
        {open ? (
          <ChatWindow
            key={round}
            transport={transport}
            theme={theme}
            lang={lang}
            open
            home="/"
            onMinimise={() => setOpen(false)}
            onReset={() => {
              setRound((r) => r + 1);
              setOpen(false);
            }}
          />
        ) : null}
        <Bubble theme={theme} lang={lang} expanded onOpen={() => setOpen(true)} />
      </div>
    </ChatLanguageContext.Provider>
  );
}
