import type { InlineHashes } from './inline-hashes.ts';
import { isApiPath, spaShellFor } from './paths.ts';

/**
 * The one place that decides the security headers of every answer: pages (the marketing site, the
 * back-office and order page shells, the 404 page) and everything else (API, media, widget.js).
 * Why: an injected script must not run (XSS), a page that holds a session or a token must not be
 * framed under a decoy and clicked (clickjacking), and a token in a URL must not leak on.
 * Astro 7's own `security.csp` was weighed and not used: it writes a <meta> policy, which cannot
 * carry frame-ancestors, does not hash `is:inline` scripts, and has one list of sources for every
 * page (the Facebook SDK would be allowed on the marketing site too).
 */

/** The site (no secrets), a page that holds a session (back-office, sign-in, invitation, password reset), the order page (token in its URL). */
export type PageKind = 'site' | 'session' | 'order';

export function pageKindOf(pathname: string): PageKind {
  // The customer's statement page carries its token in the URL too (issue 16).
  if (pathname === '/statement' || pathname.startsWith('/statement/')) return 'order';
  const shell = spaShellFor(pathname);
  return shell === '/cart/' ? 'order' : shell === '/dashboard/' || shell === '/operator/' ? 'session' : 'site';
}

/** The origins a page may talk to besides its own, from the server's configuration. */
export type PageOrigins = { appUrl: string; botUrl: string; geoUrl: string };

// Embedded Signup on /dashboard/connect (spec 4): Meta's SDK script, the frames it opens, the calls it makes.
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK_FRAMES = ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'];
const FACEBOOK_CALLS = ['https://www.facebook.com', 'https://graph.facebook.com'];

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** Other origins than our own, once each. */
const elsewhere = (self: string | null, ...origins: (string | null)[]) => [
  ...new Set(origins.filter((o): o is string => !!o && o !== self)),
];

/** A built page: what it runs and styles inline (inline-hashes.ts), and the origins it may reach. */
export type BuiltPage = { inline: InlineHashes; origins: PageOrigins };

/**
 * The Content-Security-Policy of a page, as [directive, sources]. `built` is null in the dev
 * server, whose pages Vite rewrites: there only the directives that do not depend on the build.
 */
export function pagePolicy(kind: PageKind, built: BuiltPage | null): [string, string[]][] {
  const session = kind === 'session';
  const policy: [string, string[]][] = [];
  const add = (directive: string, ...sources: string[]) => void policy.push([directive, sources]);
  if (built) {
    const { inline, origins } = built;
    const self = originOf(origins.appUrl);
    // Anything not named below: our own origin only.
    add('default-src', "'self'");
    // Our files and the page's own inline scripts by hash (Astro's island loaders, the language
    // set before the first paint): no 'unsafe-inline', no eval, so an injected script does not run.
    add('script-src', "'self'", ...inline.scripts, ...(session ? [FACEBOOK_SDK] : []));
    // The back-office: Meta's SDK injects its own <style>, and receipts and previews carry theirs.
    // Elsewhere 'unsafe-inline' is only the fallback of browsers that know neither directive below.
    add('style-src', "'self'", "'unsafe-inline'");
    if (!session) {
      // <style> elements: the page's own, by hash (the chat window adopts its sheet: ui/adopt-styles.ts).
      add('style-src-elem', "'self'", ...inline.styles);
      // style="" attributes (server-rendered colour swatches, the widget's theme variables) cannot run code.
      add('style-src-attr', "'unsafe-inline'");
    }
    // Pictures: uploads on /media and the inbox's media route ('self'), QR codes and image previews
    // (blob:, data:); a chat flow's pictures may be on any https host (the site's widget, previews).
    if (kind === 'order') add('img-src', "'self'", 'data:');
    else add('img-src', "'self'", 'data:', 'blob:', 'https:');
    // A chat flow's videos and voice notes, like its pictures.
    if (kind === 'order') add('media-src', "'self'");
    else add('media-src', "'self'", 'https:');
    add('font-src', "'self'");
    // The API is ours; the site and the back-office ask for the visitor's country on a first visit
    // (PUBLIC_GEO_URL; the order page takes the chat's language); the back-office's chat previews
    // call the bot API (BOT_URL, when served apart) and Meta's SDK its own hosts.
    if (kind === 'site') add('connect-src', "'self'", ...elsewhere(self, originOf(origins.geoUrl)));
    else if (session)
      add(
        'connect-src',
        "'self'",
        ...elsewhere(self, originOf(origins.geoUrl), originOf(origins.botUrl), ...FACEBOOK_CALLS),
      );
    else add('connect-src', "'self'");
    // Only the back-office frames anything: Meta's signup frames.
    if (session) add('frame-src', ...FACEBOOK_FRAMES);
    else add('frame-src', "'none'");
  }
  // No plugins: <object>/<embed> can run code outside the policy.
  add('object-src', "'none'");
  // An injected <base> would turn every relative script and link into someone else's.
  add('base-uri', "'self'");
  // An injected <form> cannot post what a person types (a password) to another site.
  add('form-action', "'self'");
  // Clickjacking: the back-office and the order page are never framed; the site only by itself.
  add('frame-ancestors', kind === 'site' ? "'self'" : "'none'");
  // Behind https, a flow's http:// picture is fetched over https instead of shown as mixed content.
  if (built?.origins.appUrl.startsWith('https://')) add('upgrade-insecure-requests');
  return policy;
}

const serialize = (policy: [string, string[]][]) =>
  policy.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

// Powerful features no page of ours uses. The order page may ask for the customer's location
// (delivery); nothing reads a camera (no code scanner: the QR generator only draws codes).
const permissions = (kind: PageKind) =>
  [
    'camera=()',
    'microphone=()',
    `geolocation=(${kind === 'order' ? 'self' : ''})`,
    'payment=()',
    'usb=()',
    'serial=()',
    'hid=()',
    'midi=()',
    'display-capture=()',
  ].join(', ');

/** The headers of an HTML page at `pathname` (see pagePolicy for `built`). */
export function pageHeaders(pathname: string, built: BuiltPage | null): Record<string, string> {
  const kind = pageKindOf(pathname);
  return {
    'content-security-policy': serialize(pagePolicy(kind, built)),
    // frame-ancestors for browsers that predate it.
    'x-frame-options': kind === 'site' ? 'SAMEORIGIN' : 'DENY',
    'x-content-type-options': 'nosniff',
    // The order page's address carries its token: it is never sent on to another site.
    'referrer-policy': kind === 'order' ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'permissions-policy': permissions(kind),
  };
}

// The API speaks JSON: a browser that is led to open an answer runs and loads nothing, and no
// site frames it.
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers every answer carries, set before its handler runs (a handler's own value wins: the
 * inbox's media route sandboxes its files). nosniff everywhere: a file is only ever what its
 * content type says (an upload never becomes a script or a page). /media, widget.js and the site's
 * files keep their own policy (none, or the page's).
 */
export function answerHeaders(pathname: string): [string, string][] {
  const api = isApiPath(pathname) && !pathname.startsWith('/media/') && pathname !== '/widget.js';
  return api
    ? [
        ['x-content-type-options', 'nosniff'],
        ['content-security-policy', API_POLICY],
      ]
    : [['x-content-type-options', 'nosniff']];
}
