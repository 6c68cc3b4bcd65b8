import type { Readability as ReadabilityType } from '@mozilla/readability';
import type { parseHTML as ParseHtml } from 'linkedom';

// A web page's main text (Readability, as Firefox's reader view finds it, on linkedom's DOM: no
// browser, no scripts run) and its links. Navigation, footers and cookie banners are what
// Readability leaves out; a page it finds no article in falls back to the body's text.

export type PageText = { title: string; text: string; links: string[] };

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, td, th, dd, dt, blockquote, pre, figcaption';

/** The text of an element with its blocks kept as paragraphs (a list item, a heading, a cell: its own line). */
function blockText(root: Element): string {
  const blocks = [...root.querySelectorAll(BLOCKS)].filter((el) => !el.parentElement?.closest(BLOCKS));
  if (blocks.length === 0) return root.textContent ?? '';
  return blocks.map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()).join('\n\n');
}

// The DOM and Readability are loaded when a page is read, not at start-up (docs/decisions/0051).
let libs: Promise<{ Readability: typeof ReadabilityType; parseHTML: typeof ParseHtml }> | null = null;
const loadLibs = () =>
  (libs ??= Promise.all([import('@mozilla/readability'), import('linkedom')]).then(([r, l]) => ({
    Readability: r.Readability,
    parseHTML: l.parseHTML,
  })));

export async function pageText(html: string, pageUrl: string): Promise<PageText> {
  const { Readability, parseHTML } = await loadLibs();
  const { document } = parseHTML(html);
  // Links first: Readability changes the document it reads.
  const links: string[] = [];
  for (const a of document.querySelectorAll('a[href]')) {
    try {
      const url = new URL(a.getAttribute('href') ?? '', pageUrl);
      url.hash = '';
      if (url.protocol === 'http:' || url.protocol === 'https:') links.push(url.href);
    } catch {
      // Not a URL: not a link to follow.
    }
  }
  const pageTitle = (document.querySelector('title')?.textContent ?? '').trim();
  for (const el of document.querySelectorAll('script, style, noscript, template, svg')) el.remove();
  let text = '';
  let title = pageTitle;
  try {
    const article = new Readability(document.cloneNode(true) as unknown as Document, { charThreshold: 100 }).parse();
    if (article?.content) {
      const { document: inner } = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`);
      text = blockText(inner.body as unknown as Element);
      title = (article.title ?? '').trim() || pageTitle;
    }
  } catch {
    // Readability gave up on this page: the body's text is the page's text.
  }
  if (!/[\p{L}\p{N}]/u.test(text) && document.body) text = blockText(document.body as unknown as Element);
  return { title, text, links: [...new Set(links)] };
}

/** Same site: the same host (www. aside) over http(s). */
export function sameSite(a: string, b: string): boolean {
  const host = (u: string) => new URL(u).hostname.replace(/^www\./, '').toLowerCase();
  try {
    return host(a) === host(b);
  } catch {
    return false;
  }
}
