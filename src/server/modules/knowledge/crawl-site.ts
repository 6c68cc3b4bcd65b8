import type { KnowledgeErrorCode } from '../../../lib/knowledge-schemas.ts';
import { publicFetch, type PublicFetchOptions } from '../../providers/public-fetch.ts';
import { pageText, sameSite } from './page-text.ts';

// A URL source's pages: the page itself and, when asked, the pages it links to on the same site,
// breadth first, up to max_pages. Every page not read is listed with why (another site, over the
// limit, not a web page, an error), so a crawl never stops after two pages without saying so. The
// whole crawl has a deadline below the job's lock (a run is never taken over by a second worker).

export type CrawledPage = { url: string; title: string; text: string };
export type CrawlResult =
  | { ok: true; pages: CrawledPage[]; skipped: { url: string; reason: KnowledgeErrorCode }[] }
  | { ok: false; code: KnowledgeErrorCode; detail: string | null };

const CRAWL_DEADLINE_MS = 45_000;
/** Skipped pages listed at most (a site's footer may link to hundreds of others). */
const SKIPPED_MAX = 50;
const NOT_PAGES = /\.(pdf|jpe?g|png|gif|webp|svg|zip|mp3|mp4|docx?|xlsx?|pptx?|css|js)$/i;

export async function crawlSite(
  start: string,
  options: { followLinks: boolean; maxPages: number; fetch?: PublicFetchOptions; deadlineMs?: number },
): Promise<CrawlResult> {
  const deadline = Date.now() + (options.deadlineMs ?? CRAWL_DEADLINE_MS);
  const queue = [start];
  const seen = new Set([normal(start)]);
  const pages: CrawledPage[] = [];
  const skipped: { url: string; reason: KnowledgeErrorCode }[] = [];
  const skip = (url: string, reason: KnowledgeErrorCode) => {
    if (skipped.length < SKIPPED_MAX) skipped.push({ url, reason });
  };
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (pages.length >= options.maxPages) {
      skip(url, 'max_pages');
      continue;
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      skip(url, 'timeout');
      continue;
    }
    const res = await publicFetch(url, {
      ...options.fetch,
      timeoutMs: Math.min(options.fetch?.timeoutMs ?? 10_000, left),
    });
    if (!res.ok) {
      // The first page is the source: its error is the source's.
      if (url === start) return { ok: false, code: res.code, detail: res.detail ?? null };
      skip(url, res.code);
      continue;
    }
    const page = await pageText(res.body, res.url);
    pages.push({ url: res.url, title: page.title, text: page.text });
    if (!options.followLinks) continue;
    for (const link of page.links) {
      const key = normal(link);
      if (seen.has(key)) continue;
      seen.add(key);
      if (!sameSite(link, start)) continue; // another site's link: not ours to read, not worth a line
      if (NOT_PAGES.test(new URL(link).pathname)) {
        skip(link, 'not_html');
        continue;
      }
      queue.push(link);
    }
  }
  return { ok: true, pages, skipped };
}

/** One key per page: no fragment, no trailing slash on the path. */
function normal(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href.replace(/\/$/, '');
  } catch {
    return url;
  }
}
