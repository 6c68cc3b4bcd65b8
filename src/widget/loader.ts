import type { WidgetTheme } from '../lib/chat/widget-theme.ts';
import { chatWidget as en } from '../i18n/en/chat-widget.ts';
import { chatWidget as sw } from '../i18n/sw/chat-widget.ts';
import { readStorage } from '../i18n/safe-storage.ts';
import { adoptStyles } from '../ui/adopt-styles.ts';
import { fetchTheme } from '../islands/chat-widget/widget-api.ts';
import { BUBBLE_EXPAND_MS, resolveTheme } from '../islands/chat-widget/widget-palette.ts';
import { bubbleCss } from '../islands/chat-widget/widget-css.ts';
import { drawBubble } from './loader-bubble.ts';
import type { PublicPopup } from '../lib/popup-rules.ts';
import type { PopupOptions } from './popup-app.ts';
import { duePopups, openVisit } from './popup-visit.ts';
import type { MountedWidget, MountOptions } from './widget-app.tsx';

// widget.js: `<script src="https://HOST/widget.js" data-bot-id="…" async></script>` on any site.
// It puts a host element with a shadow root on the page (the page's CSS cannot reach in, ours
// cannot leak out), draws the bubble, and runs the app on first open. While the page is idle it
// only prefetches the app's chunks (no script runs on the host's main thread until the click).
// `data-prefetch="intent"` waits for a hover, touch or focus on the bubble instead (our own site:
// a visitor on metered data pays nothing for a chat never opened). `hidden` on the <duka-chat>
// element hides the widget (our header does while its phone menu is open).
declare const __WIDGET_APP__: string;
declare const __WIDGET_FILES__: string[];
declare const __POPUP_APP__: string;

(() => {
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[data-bot-id][src*="widget.js"]');
  const botId = script?.dataset.botId;
  if (!script || !botId) {
    console.warn('Duka Chat widget: the script tag needs data-bot-id');
    return;
  }
  if (document.querySelector(`[data-duka-chat="${CSS.escape(botId)}"]`)) return;
  const src = new URL(script.src, location.href);
  const base = script.dataset.base || src.origin;
  const saved = readStorage('language');
  const wanted = script.dataset.lang || saved;
  const lang: 'en' | 'sw' = wanted === 'sw' ? 'sw' : 'en';
  const texts = lang === 'sw' ? sw : en;

  // A custom element rather than a div, so page rules written for divs do not match it; inline
  // `all: initial !important` outranks even the page's !important rules on the host, and stops
  // inherited colour and font from reaching into the shadow root. Styles go through the CSSOM
  // (no style="" attribute, no <style> element), which a site's Content-Security-Policy does not
  // govern: the widget needs no 'unsafe-inline' styles from the sites it is pasted into.
  const host = document.createElement('duka-chat');
  host.dataset.dukaChat = botId;
  host.style.setProperty('all', 'initial', 'important');
  // The one property let through: a theme whose font is 'inherit' means the page's font, which
  // `all: initial` alone would replace with the browser's default serif.
  host.style.setProperty('font-family', 'inherit', 'important');
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow, bubbleCss);
  const container = document.createElement('div');
  shadow.append(container);

  const shownAt = Date.now();
  let saved_theme: Partial<WidgetTheme> | null | undefined;
  let theme = resolveTheme(null);
  let expanded = false;
  let app: Promise<{ mountWidget: (options: MountOptions) => MountedWidget }> | null = null;
  let mounted = false;
  let widget: MountedWidget | undefined;

  const draw = () => !mounted && drawBubble(container, theme, lang, texts, expanded, () => open());
  /** `draft`: a message ready in the composer (a website pop-up's button). */
  const open = (draft?: string) => {
    if (widget) return widget.open(draft);
    container.setAttribute('aria-busy', 'true');
    app ??= import(/* @vite-ignore */ new URL(__WIDGET_APP__, src).href);
    void app.then(
      (module) => {
        if (mounted) return;
        mounted = true;
        widget = module.mountWidget({
          shadow,
          container,
          botId,
          lang,
          base,
          home: src.origin,
          theme: saved_theme,
          initialOpen: true,
          expandIn: Math.max(0, BUBBLE_EXPAND_MS - (Date.now() - shownAt)),
          draft,
        });
      },
      (error: unknown) => {
        // a failed chunk (offline) leaves the bubble; a click tries again
        app = null;
        container.removeAttribute('aria-busy');
        console.warn('Duka Chat widget: could not load', error);
      },
    );
  };

  draw();
  setTimeout(() => {
    expanded = true;
    draw();
  }, BUBBLE_EXPAND_MS);
  fetchTheme(base, botId).then(
    (answer) => {
      const config = answer?.theme_config;
      saved_theme = config && Object.keys(config).length ? config : null;
      theme = resolveTheme(saved_theme);
      draw();
    },
    () => (saved_theme = null),
  );
  const prefetch = () => {
    for (const file of __WIDGET_FILES__) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // module scripts are fetched in CORS mode; the prefetched copy must match to be reused
      link.crossOrigin = 'anonymous';
      link.href = new URL(file, src).href;
      document.head.append(link);
    }
  };
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(prefetch, { timeout: 10_000 }) : setTimeout(prefetch, 4000);
  let intent = false;
  const onIntent = () => {
    if (intent) return;
    intent = true;
    prefetch();
  };
  // Website pop-ups (issue 28): once the page has loaded, ask which are live; their code (a separate
  // chunk) is fetched only when one is due on this page for this visitor.
  const popups = () =>
    fetch(`${base}/plugin/popups/${encodeURIComponent(botId)}`, { credentials: 'omit' })
      .then((r) => (r.ok ? (r.json() as Promise<{ popups: PublicPopup[] }>) : null))
      .then((config) => {
        if (!config?.popups.length) return;
        const visit = openVisit(botId);
        const due = duePopups(config.popups, visit);
        if (!due.length) return;
        return import(/* @vite-ignore */ new URL(__POPUP_APP__, src).href).then(
          (m: { showPopups: (o: PopupOptions) => void }) =>
            m.showPopups({ popups: due, visit, base, botId, openChat: open }),
        );
      })
      .catch(() => undefined); // a site without pop-ups, or offline: nothing to show
  if (document.readyState === 'complete') popups();
  else addEventListener('load', popups, { once: true });
  const attach = () => {
    document.body.append(host);
    if (script.dataset.prefetch === 'intent') {
      for (const type of ['pointerover', 'focusin'])
        host.addEventListener(type, onIntent, { once: true, passive: true });
      return;
    }
    // the page first: the app is fetched once the page has settled
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  };
  if (document.body) attach();
  else addEventListener('DOMContentLoaded', attach, { once: true });
})();
