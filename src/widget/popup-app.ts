import { pickVariant, wordsFor, type PublicPopup } from '../lib/popup-rules.ts';
import { popupWidget as en } from '../i18n/en/popup-widget.ts';
import { popupWidget as sw } from '../i18n/sw/popup-widget.ts';
import { adoptStyles } from '../ui/adopt-styles.ts';
import { loadChatId } from '../islands/chat-widget/chat-session.ts';
import { popupCss } from './popup-css.ts';
import { markSeen, type PopupVisit } from './popup-visit.ts';

// The pop-up chunk of widget.js (issue 28): loaded by the loader only when a pop-up is due on the
// page. Plain DOM in its own shadow root. Everything the merchant wrote goes in as text
// (textContent), never as markup: a <script> in a title shows as those characters.

export type PopupOptions = {
  popups: PublicPopup[];
  visit: PopupVisit;
  base: string;
  botId: string;
  /** Opens the shop's chat with this message ready to send. */
  openChat: (message: string) => void;
};

type Kind = 'shown' | 'closed' | 'clicked';

/** An element with its properties (textContent, never innerHTML: the merchant's words stay text). */
const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Record<string, unknown> = {},
): HTMLElementTagNameMap[K] => Object.assign(document.createElement(tag), props);

/** Waits for the pop-up's moments: every one it names (seconds on the page, scroll depth, leaving on a desktop). */
function whenTriggered(t: PublicPopup['triggers'], run: () => void): void {
  const pending = new Set<string>();
  const done = (what: string) => {
    if (!pending.delete(what)) return;
    if (!pending.size) run();
  };
  if (t.exit_intent) {
    // a phone has no pointer to leave with: the pop-up is for desktops only
    if (!matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    pending.add('exit');
    const onOut = (e: MouseEvent) => {
      if (e.relatedTarget || e.clientY > 0) return;
      document.removeEventListener('mouseout', onOut);
      done('exit');
    };
    document.addEventListener('mouseout', onOut);
  }
  if (t.delay_seconds) {
    pending.add('delay');
    setTimeout(() => done('delay'), t.delay_seconds * 1000);
  }
  if (t.scroll_percent) {
    pending.add('scroll');
    const onScroll = () => {
      const page = document.documentElement;
      const seen = ((scrollY + innerHeight) / Math.max(page.scrollHeight, 1)) * 100;
      if (seen + 0.5 < t.scroll_percent!) return;
      removeEventListener('scroll', onScroll);
      done('scroll');
    };
    addEventListener('scroll', onScroll, { passive: true });
    onScroll();
  }
  if (!pending.size) run();
}

export function showPopups({ popups, visit, base, botId, openChat }: PopupOptions): void {
  // one pop-up a page: the newest due one
  const popup = popups[0];
  if (!popup) return;
  const variant = pickVariant(popup.variants, visit.visitorId, popup.id);
  if (!variant) return;
  const lang: 'en' | 'sw' = document.documentElement.lang.toLowerCase().startsWith('sw') ? 'sw' : 'en';
  const t = lang === 'sw' ? sw : en;
  const api = `${base.replace(/\/$/, '')}/plugin/popups/${encodeURIComponent(botId)}`;
  const post = (path: string, body: Record<string, unknown>) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ popup_id: popup.id, variant: variant.key, visitor_id: visit.visitorId, ...body }),
    });
  const count = (kind: Kind, extra: Record<string, unknown> = {}) =>
    void post('/events', { kind, ...extra }).catch(() => undefined);

  whenTriggered(popup.triggers, () => {
    const words = wordsFor(variant.texts, lang);
    const host = document.createElement('duka-popup');
    host.style.setProperty('all', 'initial', 'important');
    const shadow = host.attachShadow({ mode: 'open' });
    adoptStyles(shadow, popupCss);
    const titleId = 'dcp-title';
    const box = el('div', { className: 'p', tabIndex: -1 });
    box.dataset.pos = popup.position;
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-labelledby', titleId);
    if (words.text) {
      box.setAttribute('aria-describedby', 'dcp-text');
    }
    const before = document.activeElement as HTMLElement | null;
    let open = true;
    const remove = () => {
      open = false;
      host.remove();
      if (before?.isConnected) before.focus();
    };
    const close = () => {
      if (!open) return;
      remove();
      markSeen(botId, popup.id, 'closed');
      count('closed');
    };
    box.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
      }
    });
    const x = el('button', { type: 'button', className: 'x', textContent: '×' });
    x.setAttribute('aria-label', t.close);
    x.addEventListener('click', close);
    box.append(x);
    if (popup.image_url) {
      const img = el('img', { alt: '', decoding: 'async', src: new URL(popup.image_url, `${base}/`).href });
      box.append(img);
    }
    box.append(el('h2', { id: titleId, textContent: words.title }));
    if (words.text) box.append(el('p', { id: 'dcp-text', textContent: words.text }));
    const primary = actionOf(popup, words.button, lang, t, {
      clicked: (extra) => count('clicked', extra),
      chat: (message) => {
        count('clicked', { chat_id: loadChatId(botId) });
        remove();
        openChat(message);
      },
      phone: (body) => post('/phone', body),
    });
    box.append(primary.node);
    shadow.append(box);
    document.body.append(host);
    markSeen(botId, popup.id, 'shown');
    count('shown');
    // focus moves in (to the button the pop-up is for); Escape closes and gives focus back
    (primary.focus ?? box).focus({ preventScroll: true });
  });
}

type Hooks = {
  clicked: (extra?: Record<string, unknown>) => void;
  chat: (message: string) => void;
  phone: (body: Record<string, unknown>) => Promise<Response>;
};

function actionOf(
  popup: PublicPopup,
  button: string,
  lang: 'en' | 'sw',
  t: typeof en,
  hooks: Hooks,
): { node: HTMLElement; focus?: HTMLElement } {
  const action = popup.action;
  if (action.kind === 'chat') {
    const b = el('button', { type: 'button', className: 'b', textContent: button });
    b.addEventListener('click', () => hooks.chat(action.message));
    return { node: b, focus: b };
  }
  if (action.kind === 'link') {
    const a = el('a', { className: 'b', textContent: button, target: '_blank', rel: 'noopener' });
    // the server takes http(s) only; checked again here, so no other scheme is ever a link
    if (/^https?:\/\//i.test(action.url)) a.href = action.url;
    a.addEventListener('click', () => hooks.clicked());
    return { node: a, focus: a };
  }
  if (action.kind === 'code') {
    const wrap = el('div');
    const code = el('span', { className: 'code', textContent: action.code });
    const b = el('button', { type: 'button', className: 'b', textContent: button || t.copy });
    const status = el('span', { className: 'w' });
    status.setAttribute('role', 'status');
    let counted = false;
    b.addEventListener('click', () => {
      void navigator.clipboard?.writeText(action.code).then(
        () => {
          b.textContent = t.copied;
          status.textContent = t.copied;
        },
        () => undefined,
      );
      if (!counted) hooks.clicked();
      counted = true;
    });
    wrap.append(code, b, status);
    return { node: wrap, focus: b };
  }
  // a phone number, with the visitor's agreement ticked by the visitor (never ticked for them)
  const form = el('form');
  form.noValidate = true;
  const input = document.createElement('input');
  for (const [k, v] of Object.entries({
    type: 'tel',
    id: 'dcp-phone',
    name: 'phone',
    autocomplete: 'tel',
    inputmode: 'tel',
    placeholder: '07XX XXX XXX',
  }))
    input.setAttribute(k, v);
  const label = document.createElement('label');
  label.htmlFor = 'dcp-phone';
  label.textContent = t.phoneLabel;
  form.append(label, input);
  const consent = (lang === 'sw' ? action.consent_sw : action.consent_en) || action.consent_en || action.consent_sw;
  const boxes = action.channels.map((channel) => {
    const check = el('input', { type: 'checkbox', value: channel });
    const label = el('label', { className: 'c' });
    label.append(check, el('span', { textContent: channel === 'sms' ? 'SMS' : 'WhatsApp' }));
    form.append(label);
    return check;
  });
  form.append(el('p', { className: 'w', textContent: consent }));
  const error = el('p', { className: 'e' });
  error.setAttribute('role', 'alert');
  const submit = el('button', { type: 'submit', className: 'b', textContent: button || t.send });
  form.append(error, submit);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const channels = boxes.filter((b) => b.checked).map((b) => b.value);
    if (!channels.length) {
      error.textContent = t.chooseChannel;
      return;
    }
    submit.disabled = true;
    submit.textContent = t.sending;
    hooks.phone({ phone: input.value, channels, language: lang }).then(
      (res) => {
        submit.disabled = false;
        submit.textContent = button || t.send;
        if (res.ok) {
          const thanks = el('p', { textContent: t.thanks, tabIndex: -1 });
          thanks.setAttribute('role', 'status');
          form.replaceWith(thanks);
          thanks.focus();
        } else error.textContent = res.status === 400 ? t.badPhone : t.failed;
      },
      () => {
        submit.disabled = false;
        submit.textContent = button || t.send;
        error.textContent = t.failed;
      },
    );
  });
  return { node: form, focus: input };
}
