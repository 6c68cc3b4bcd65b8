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
};

export function mountWidget({ shadow, container, expandIn, ...props }: MountOptions): void {
  adoptStyles(shadow, windowCss + chatCss);
  container.replaceChildren();
  container.removeAttribute('aria-busy');
  createRoot(container).render(<ChatWidget {...props} expandIn={expandIn} />);
}
