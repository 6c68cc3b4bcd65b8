import type { APIRoute } from 'astro';
import { LOCALES } from '../i18n/locales.ts';
import { localizePath, PUBLIC_PATHS } from '../i18n/routes.ts';

// Every public page in both languages, each listing its twins (hreflang) as search engines ask:
// https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const abs = (path: string) => new URL(path, base).href;
  const urls = PUBLIC_PATHS.flatMap((path) =>
    LOCALES.map((lang) => {
      const alternates = LOCALES.map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${abs(localizePath(path, alt))}"/>`,
      );
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${abs(localizePath(path, 'en'))}"/>`);
      return `  <url>\n    <loc>${abs(localizePath(path, lang))}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
