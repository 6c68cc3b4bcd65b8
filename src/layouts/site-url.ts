// The site's public address (PUBLIC_SITE_URL), baked into the pages at build time: canonical
// links, the sitemap, the developers page's snippet. A laptop or CI build may leave it unset; a
// build that says it is for production (DEPLOYMENT=production, README's configuration) may not,
// or every page would point search engines and merchants at localhost. NODE_ENV cannot tell:
// `astro build` sets it to production for every build.
export const DEFAULT_SITE_URL = 'http://localhost:4321';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

const hostOf = (url: string | undefined): string | null => {
  try {
    return url ? new URL(url).hostname : null;
  } catch {
    return null;
  }
};

export function siteUrlFromEnv(env: Record<string, string | undefined>): string {
  const given = env.PUBLIC_SITE_URL?.trim();
  const production = env.DEPLOYMENT?.trim().toLowerCase() === 'production';
  if (!production) return given || DEFAULT_SITE_URL;
  const host = hostOf(given);
  if (!host || LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) {
    throw new Error(
      `DEPLOYMENT=production needs PUBLIC_SITE_URL set to the site's public address (e.g. https://dukachat.co.tz), not ${given ? `"${given}"` : 'unset'}.`,
    );
  }
  return given!;
}
