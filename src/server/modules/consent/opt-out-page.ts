import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { escapeXml } from '../../../lib/escape-xml.ts';
import { consent as en } from '../../../i18n/en/consent.ts';
import { consent as sw } from '../../../i18n/sw/consent.ts';
import { translate, type Locale } from '../../../i18n/locales.ts';
import { shops } from '../../db/schema/shops.ts';
import type { AppEnv } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { getCustomer } from '../customers/index.ts';
import { customerConsent, optOutEverywhere } from './consent.service.ts';
import { verifyOptOutToken } from './opt-out-token.ts';

// The opt-out link of a campaign message (issue 27): /o/<token>, a small page of its own, served
// by the server, that works without JavaScript on a 360 px phone. GET asks; POST (its one button)
// opts the customer out on every channel (source `link`) and shows that it is done. A token that
// is malformed, forged or altered is a 404 before any database read, and writes nothing.

const STYLE = `body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:420px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 12px}p{font-size:16px;line-height:1.5;margin:0 0 16px}
button{width:100%;min-height:48px;font-size:17px;font-weight:700;border:0;border-radius:10px;background:#dc2626;color:#fff;cursor:pointer}
.done{background:#dcfce7;border-radius:10px;padding:14px}.lang{display:inline-block;margin-top:20px;color:#334155;font-size:15px}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;
const POLICY = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
const HEADERS = {
  'content-security-policy': POLICY,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
};

const dicts = { en, sw } as const;
type Key = keyof typeof en;
const say = (lang: Locale, key: Key, params?: Record<string, string>) => translate(dicts[lang], key, params);

/** The words the customer saw when they opted out, kept with the consent. */
export const linkWords = (lang: Locale, shop: string) => say(lang, 'question', { shop });

function page(lang: Locale, title: string, body: string, path: string | null): string {
  const other: Locale = lang === 'en' ? 'sw' : 'en';
  const switchLink = path
    ? `<a class="lang" href="${escapeXml(path)}?lang=${other}" lang="${other}">${escapeXml(say(other, 'otherLanguage'))}</a>`
    : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeXml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}${switchLink}</main></body></html>`;
}

const langOf = (c: Context<AppEnv>, fallback: string): Locale => {
  const asked = c.req.query('lang');
  if (asked === 'en' || asked === 'sw') return asked;
  return fallback === 'en' ? 'en' : 'sw';
};

function notFoundPage(c: Context<AppEnv>) {
  const header = c.req.header('accept-language') ?? '';
  const lang = langOf(c, /^\s*sw\b/i.test(header) ? 'sw' : 'en');
  const body = `<h1>${escapeXml(say(lang, 'pageTitle'))}</h1><p data-testid="opt-out-invalid">${escapeXml(say(lang, 'notFound'))}</p>`;
  return c.html(page(lang, say(lang, 'pageTitle'), body, null), 404, HEADERS);
}

export function mountOptOutPage(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/o/:token', async (c) => {
    const { env, database } = c.get('deps');
    const db = database.db;
    const token = c.req.param('token');
    const named = verifyOptOutToken(env.secretKey, token);
    if (!named) return notFoundPage(c);
    const { shopId, customerId } = named;
    let customer;
    try {
      customer = await getCustomer(db, shopId, customerId);
    } catch (error) {
      // The customer is gone (or the shop): as if the link never existed.
      if (error instanceof AppError && error.status === 404) return notFoundPage(c);
      throw error;
    }
    const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId));
    if (!shop) return notFoundPage(c);
    const current = await customerConsent(db, shopId, customerId);
    const lang = langOf(c, customer.language);
    const path = `/o/${token}`;

    if (c.req.method === 'POST') {
      // A second tap (or a reload that posts again) writes nothing more.
      if (!allOptedOut(current)) {
        await optOutEverywhere(db, { shopId, customerId, source: 'link', words: linkWords(lang, shop.name) });
      }
      return c.redirect(`${path}?lang=${lang}`, 303);
    }

    const title = say(lang, 'pageTitle');
    const body = allOptedOut(current)
      ? `<h1>${escapeXml(title)}</h1><p class="done" data-testid="opt-out-done">${escapeXml(say(lang, 'done', { shop: shop.name }))}</p>`
      : `<h1>${escapeXml(linkWords(lang, shop.name))}</h1><p>${escapeXml(say(lang, 'explain'))}</p>
<form method="post" action="${escapeXml(path)}?lang=${lang}"><button type="submit" data-testid="opt-out-confirm">${escapeXml(say(lang, 'confirm'))}</button></form>`;
    return c.html(page(lang, title, body, path), 200, HEADERS);
  });
}

const allOptedOut = (current: Awaited<ReturnType<typeof customerConsent>>) =>
  current.channels.every((ch) => ch.state === 'opted_out');
