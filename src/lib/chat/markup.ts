/**
 * WhatsApp text markup (https://faq.whatsapp.com/539178204879377): *bold*, _italic_, ~strike~,
 * ```monospace```, `inline code`, and bare http(s) links. The result is a tree of plain nodes that a
 * renderer turns into elements with text children: bot and customer texts are never HTML.
 */
export type MarkupNode =
  | { type: 'text'; text: string }
  | { type: 'bold' | 'italic' | 'strike'; children: MarkupNode[] }
  | { type: 'mono' | 'code'; text: string }
  | { type: 'link'; href: string; text: string };

type Atom = Extract<MarkupNode, { type: 'mono' | 'code' | 'link' }>;

const EMPHASIS = { '*': 'bold', _: 'italic', '~': 'strike' } as const;
type Marker = keyof typeof EMPHASIS;

// Links, code and monospace are opaque to emphasis (an underscore inside a URL stays): each is
// swapped for a private-use placeholder before emphasis is parsed and put back into text nodes.
const PLACEHOLDER = '\uE000';
const INDEX_BASE = 0xe100;
const PRIVATE_USE = /[\uE000-\uF8FF]/g;

const LINK = /https?:\/\/[^\s<>"'`]+/g;
// A sentence's full stop or a closing bracket after a URL is not part of it.
const LINK_TRAILER = /[.,;:!?)\]}'"*_~]+$/;
const WORD = /[\p{L}\p{N}]/u;

function atomize(text: string, atoms: Atom[]): string {
  const put = (atom: Atom) => PLACEHOLDER + String.fromCharCode(INDEX_BASE + atoms.push(atom) - 1);
  return text
    .replace(PRIVATE_USE, '\uFFFD')
    .replace(/```([\s\S]+?)```/g, (_, body: string) => put({ type: 'mono', text: body }))
    .replace(/`([^`\n]+)`/g, (_, body: string) => put({ type: 'code', text: body }))
    .replace(LINK, (match: string) => {
      const trailer = LINK_TRAILER.exec(match)?.[0] ?? '';
      const href = match.slice(0, match.length - trailer.length);
      if (!isSafeHref(href)) return match;
      return put({ type: 'link', href, text: href }) + trailer;
    });
}

/** Only absolute http(s) URLs become links (never javascript:, data: or relative ones). */
export function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const isWordChar = (ch: string | undefined) => ch !== undefined && WORD.test(ch);
const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

// WhatsApp's rule: a marker opens after a non-word character and before a non-space, and closes
// after a non-space and before a non-word character, on the same line; doubled markers stay text.
function closerOf(s: string, open: number, marker: Marker): number {
  for (let j = open + 2; j < s.length; j++) {
    if (s[j] === '\n') return -1;
    if (s[j] === marker && !isSpace(s[j - 1]) && s[j - 1] !== marker && s[j + 1] !== marker && !isWordChar(s[j + 1]))
      return j;
  }
  return -1;
}

function restore(text: string, atoms: Atom[], out: MarkupNode[]): void {
  let rest = text;
  let at = rest.indexOf(PLACEHOLDER);
  while (at !== -1) {
    if (at > 0) pushText(out, rest.slice(0, at));
    const atom = atoms[rest.charCodeAt(at + 1) - INDEX_BASE];
    if (atom) out.push(atom);
    rest = rest.slice(at + 2);
    at = rest.indexOf(PLACEHOLDER);
  }
  if (rest) pushText(out, rest);
}

function pushText(out: MarkupNode[], text: string): void {
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

function parseEmphasis(s: string, atoms: Atom[]): MarkupNode[] {
  const out: MarkupNode[] = [];
  let plainFrom = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as Marker;
    // a doubled marker (__init__, **) is not emphasis
    if (!(ch in EMPHASIS) || isWordChar(s[i - 1]) || isSpace(s[i + 1]) || s[i + 1] === ch || s[i - 1] === ch) continue;
    const close = closerOf(s, i, ch);
    if (close === -1) continue;
    restore(s.slice(plainFrom, i), atoms, out);
    out.push({ type: EMPHASIS[ch], children: parseEmphasis(s.slice(i + 1, close), atoms) });
    plainFrom = close + 1;
    i = close;
  }
  restore(s.slice(plainFrom), atoms, out);
  return out;
}

export function parseMarkup(text: string): MarkupNode[] {
  if (!text) return [];
  const atoms: Atom[] = [];
  return parseEmphasis(atomize(text, atoms), atoms);
}

/** The text without markers (previews, accessible names). */
export function markupToPlain(nodes: MarkupNode[]): string {
  return nodes.map((n) => ('children' in n ? markupToPlain(n.children) : n.text)).join('');
}
