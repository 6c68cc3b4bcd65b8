import type { APIRoute } from 'astro';

// The marketing pages are for search engines; the apps, order pages and the API are not.
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /cart',
    'Disallow: /statement',
    'Disallow: /api/',
    'Disallow: /plugin/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
