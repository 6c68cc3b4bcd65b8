import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { WidgetTheme } from '../../lib/chat/widget-theme.ts';
import { ChatLanguageContext } from '../../ui/chat/chat-t.ts';
import { Bubble } from './bubble.tsx';
import { loadChatId, renewChatId } from './chat-session.ts';
import { botTransport } from './chat-transport.ts';
import type { ChatWindowProps } from './chat-window.tsx';
import { fetchTheme } from './widget-api.ts';
import { BUBBLE_EXPAND_MS, resolveTheme, themeVars } from './widget-palette.ts';

export type ChatWidgetProps = {
  botId: string;
  lang: 'en' | 'sw';
  /** API base of the bot host; '' = this origin. */
  base?: string;
  /** Where 'Powered by' links to. */
  home?: string;
  /** Open at once (the loader was clicked before this code arrived). */
  initialOpen?: boolean;
  /** The theme when the caller already has it (the loader fetched it); else it is fetched here. */
  theme?: Partial<WidgetTheme> | null;
  /** Milliseconds until the unopened bubble expands (the loader already showed it a while). */
  expandIn?: number;
  /** A message put ready in the composer when the window opens (a website pop-up's button). */
  draft?: string;
  /** Each new value opens the window (a pop-up's button after the widget is already running). */
  openSeq?: number;
};

type WindowComponent = ComponentType<ChatWindowProps>;
let windowModule: Promise<WindowComponent> | null = null;
/** The window's code is fetched on first open or when the page is idle, never with the bubble. */
export function loadChatWindow(): Promise<WindowComponent> {
  windowModule ??= import('./chat-window.tsx').then((m) => m.ChatWindow);
  return windowModule;
}

/** Runs `run` when the page is idle (a timer where requestIdleCallback is missing); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 8000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 3000);
  return () => clearTimeout(timer);
}

// The chat widget of spec 2.6/4: closed bubble → expanded bubble (5 s, if never opened) → open
// window. Opening hides the bubble; minimise closes the window; reset closes it with a new chat id.
export function ChatWidget({
  botId,
  lang,
  base = '',
  home,
  initialOpen = false,
  theme: given,
  expandIn = BUBBLE_EXPAND_MS,
  draft,
  openSeq = 0,
}: ChatWidgetProps) {
  const [saved, setSaved] = useState<Partial<WidgetTheme> | null | undefined>(given);
  const theme = useMemo(() => resolveTheme(saved), [saved]);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [chatId, setChatId] = useState<string | null>(null);
  const [Window, setWindow] = useState<WindowComponent | null>(null);

  useEffect(() => {
    if (given !== undefined) return;
    // spec 7: an empty theme or a failed call leaves the defaults
    fetchTheme(base, botId).then(
      (answer) => answer?.theme_config && Object.keys(answer.theme_config).length && setSaved(answer.theme_config),
      () => undefined,
    );
  }, [base, botId, given]);

  useEffect(() => {
    if (everOpened) return;
    const timer = setTimeout(() => setExpanded(true), expandIn);
    return () => clearTimeout(timer);
  }, [everOpened, expandIn]);

  const showWindow = useCallback(() => {
    void loadChatWindow().then((component) => setWindow(() => component));
  }, []);

  useEffect(() => whenIdle(showWindow), [showWindow]);

  const openWindow = useCallback(() => {
    // another tab may have reset the chat: a changed id clears the window (spec 4)
    setChatId(loadChatId(botId));
    setOpen(true);
    setEverOpened(true);
    setExpanded(false);
    showWindow();
  }, [botId, showWindow]);

  useEffect(() => {
    if (initialOpen) openWindow();
  }, [initialOpen, openWindow]);

  useEffect(() => {
    if (openSeq) openWindow();
  }, [openSeq, openWindow]);

  const reset = useCallback(() => {
    setChatId(renewChatId(botId));
    setOpen(false);
  }, [botId]);

  const transport = useMemo(() => (chatId ? botTransport(base, botId, chatId) : null), [base, botId, chatId]);

  return (
    <ChatLanguageContext.Provider value={lang}>
      <div
        className="dc-w"
        data-placement={theme.placement}
        data-mode={theme.mode}
        data-font={theme.fontFamily}
        style={themeVars(theme)}
      >
        {open ? null : <Bubble theme={theme} lang={lang} expanded={expanded} onOpen={openWindow} />}
        {Window && transport && everOpened ? (
          <Window
            key={chatId}
            transport={transport}
            theme={theme}
            lang={lang}
            open={open}
            home={home ?? (base || '/')}
            onMinimise={() => setOpen(false)}
            onReset={reset}
            draft={draft}
          />
        ) : null}
      </div>
    </ChatLanguageContext.Provider>
  );
}
