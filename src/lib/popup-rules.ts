// Website pop-ups (issue 28): the rules the widget's loader applies on the host page, as pure
// functions (no zod, no DOM: the loader stays small, and the tests run them in node).

export type PopupPositionName = 'top_left' | 'top_right' | 'bottom_left' | 'bottom_right';
export type PopupFrequencyName = 'once_per_visitor' | 'once_per_session' | 'every_time' | 'until_closed';
export type PublicWords = { title: string; text: string; button: string };

/** A pop-up as GET /plugin/popups/:botId gives it to the loader: only what the page needs. */
export type PublicPopup = {
  id: string;
  position: PopupPositionName;
  frequency: PopupFrequencyName;
  triggers: {
    delay_seconds: number | null;
    scroll_percent: number | null;
    exit_intent: boolean;
    page_pattern: string;
    returning_only: boolean;
    utm_source: string;
  };
  action:
    | { kind: 'chat'; message: string }
    | { kind: 'link'; url: string }
    | { kind: 'code'; code: string }
    | { kind: 'phone'; channels: ('whatsapp' | 'sms')[]; consent_en: string; consent_sw: string };
  image_url: string | null;
  variants: { key: string; weight: number; texts: { en: PublicWords; sw: PublicWords } }[];
};

/** What the browser remembers for a shop's pop-ups: shown once, closed, and so on. */
export type SeenState = { shown: string[]; closed: string[] };

/** The page and visit the loader decides for. */
export type Visit = { path: string; utmSource: string; returning: boolean; shownThisSession: string[] };

/** Does a page path match the pattern? '*' stands for any characters; '' matches every page. */
export function pathMatches(pattern: string, path: string): boolean {
  if (!pattern) return true;
  const body = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${body.join('.*')}$`).test(path);
}

/** May the pop-up show on this page and visit, given what the visitor has seen (its frequency)? */
export function isDue(popup: PublicPopup, visit: Visit, seen: SeenState): boolean {
  const t = popup.triggers;
  if (!pathMatches(t.page_pattern, visit.path)) return false;
  if (t.returning_only && !visit.returning) return false;
  if (t.utm_source && t.utm_source.toLowerCase() !== visit.utmSource.toLowerCase()) return false;
  switch (popup.frequency) {
    case 'once_per_visitor':
      return !seen.shown.includes(popup.id);
    case 'once_per_session':
      return !visit.shownThisSession.includes(popup.id);
    case 'until_closed':
      return !seen.closed.includes(popup.id);
    default:
      return true;
  }
}

/** FNV-1a: a small, even hash of the visitor and pop-up, so a visitor keeps one variant on every visit. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The visitor's variant: sticky (the same visitor and pop-up always give the same one), split by weight. */
export function pickVariant<V extends { key: string; weight: number }>(
  variants: V[],
  visitorId: string,
  popupId: string,
): V | undefined {
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  if (!total) return undefined;
  let point = hash(`${visitorId}:${popupId}`) % total;
  for (const v of variants) {
    if (point < v.weight) return v;
    point -= v.weight;
  }
  return undefined;
}

/** The words in the page's language, the other language filling what is empty. */
export function wordsFor(texts: { en: PublicWords; sw: PublicWords }, lang: 'en' | 'sw'): PublicWords {
  const main = texts[lang];
  const other = texts[lang === 'sw' ? 'en' : 'sw'];
  return { title: main.title || other.title, text: main.text || other.text, button: main.button || other.button };
}
