import { createHash } from 'node:crypto';

/**
 * The security headers of every HTML page the server sends (the marketing site, the back-office
 * and order page shells, the 404 page). One place decides them, with the reason for each.
 *
 * Scripts: only our own files and the inline scripts of the built page, by hash (Astro's island
 * loaders, the language choice made before the first paint); no 'unsafe-inline', no eval. An
 * injected <script> or on*= attribute does not run. The hashes are read from the page itself, so a
 * rebuilt page never falls out of step with its policy.
 *
 * Styles: 'unsafe-inline'. The chat widget, the receipts and the widget preview style themselves
 * with <style> elements made at run time (the widget must also work on shops' own sites), and
 * SSR'd islands carry style attributes. CSS cannot run code; the scripts rule is what stops XSS.
 */
export type PageContext = { appUrl: string; botUrl: string; geoUrl: string };

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD, import maps aside) are never run: no hash needed for them.
const DATA_BLOCK = /\btype\s*=\s*["']?(application\/(ld\+)?json)/i;

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The inline scripts a page runs, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, code] of html.matchAll(INLINE_SCRIPT)) if (!DATA_BLOCK.test(attributes!)) hashes.add(hashOf(code!));
  return [...hashes];
}

type Kind = 'marketing' | 'dashboard' | 'cart';
const kindOf = (pathname: string): Kind =>
  /^\/(dashboard|login|invite|forgot-password|reset-password)(\/|$)/.test(pathname) ? 'dashboard' : /^\/cart(\/|$)/.test(pathname) ? 'cart' : 'marketing';

// Embedded Signup on /dashboard/connect: Meta's SDK script, its login popup's frames and calls.
const FACEBOOK = ['https://connect.facebook.net', 'https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'];

export function pageSecurityHeaders(pathname: string, html: string, ctx: PageContext): Record<string, string> {
  const kind = kindOf(pathname);
  const self = originOf(ctx.appUrl);
  const others = (urls: (string | null)[]) => [...new Set(urls.filter((u): u is string => !!u && u !== self))];
  // The widget's bot API may live on another host (BOT_URL, spec 7); the site asks for the
  // visitor's country once (PUBLIC_GEO_URL) to pick the language.
  const connect = others([originOf(ctx.botUrl), originOf(ctx.geoUrl), ...(kind === 'dashboard' ? ['https://graph.facebook.com', ...FACEBOOK] : [])]);
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}${kind === 'dashboard' ? ' https://connect.facebook.net' : ''}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    // Pictures and videos a merchant puts in the chat flow may be on any https host.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${connect.length ? ` ${connect.join(' ')}` : ''}`,
    `frame-src ${kind === 'dashboard' ? FACEBOOK.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // A page that holds a session (the back-office) or a token (the order page) is never framed,
    // so no other site can lay it under a decoy and have it clicked (clickjacking).
    `frame-ancestors ${kind === 'marketing' ? "'self'" : "'none'"}`,
    ...(ctx.appUrl.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ];
  return {
    'content-security-policy': directives.join('; '),
    // For browsers that predate frame-ancestors.
    'x-frame-options': kind === 'marketing' ? 'SAMEORIGIN' : 'DENY',
    'x-content-type-options': 'nosniff',
    // The order page's address carries its token: it is never sent on to another site.
    'referrer-policy': kind === 'cart' ? 'no-referrer' : 'strict-origin-when-cross-origin',
    // The order page may ask for the customer's location (delivery); nothing asks for the camera,
    // the microphone or payment APIs.
    'permissions-policy': `camera=(), microphone=(), payment=(), usb=(), geolocation=(${kind === 'cart' ? 'self' : ''})`,
  };
}
