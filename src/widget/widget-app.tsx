import { createRoot } from 'react-dom/client';
import type { WidgetTheme } from '../lib/chat/widget-theme.ts';
import { adoptStyles } from '../ui/adopt-styles.ts';
import { chatCss } from '../ui/chat/chat-css.tsx';
import { ChatWidget } from '../islands/chat-widget/chat-widget.tsx';
import { windowCss } from '../islands/chat-widget/widget-css.ts';

// The app chunk of widget.js, built with preact/compat as React (vite.config.ts). It takes over
// the loader's shadow root: the window's styles join the bubble's, and ChatWidget replaces the
// loader's plain-DOM bubble.
export type MountOptions = {
  shadow: ShadowRoot;
  container: HTMLElement;
  botId: string;
  lang: 'en' | 'sw';
  base: string;
  home: string;
  theme: Partial<WidgetTheme> | null | undefined;
  initialOpen: boolean;
  expandIn: number;
  /** A message ready in the composer (a website pop-up opened the chat). */
  draft?: string;
};

/** What the loader may still ask of a mounted widget: open it, with a message ready (a pop-up's button). */
export type MountedWidget = { open: (draft?: string) => void };

export function mountWidget({ shadow, container, expandIn, draft, ...props }: MountOptions): MountedWidget {
  adoptStyles(shadow, windowCss + chatCss);
  container.replaceChildren();
  container.removeAttribute('aria-busy');
  const root = createRoot(container);
  let openSeq = 0;
  const render = (text?: string) =>
    root.render(<ChatWidget {...props} expandIn={expandIn} draft={text} openSeq={openSeq} />);
  render(draft);
  return {
    open: (text) => {
      openSeq += 1;
      render(text);
    },
  };
}
