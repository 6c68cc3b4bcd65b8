import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { payments, type Payment } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import type { AppEnv } from '../../http/context.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { sandboxPhone as en } from '../../../i18n/en/sandbox-phone.ts';
import { settlePayment, type Observation } from './settle-payment.ts';
import { recordDecision } from '../../modules/payments/sandbox/sandbox-decisions.ts';
import { PHONE_STYLE, renderPhonePage } from '../../modules/payments/sandbox/sandbox-phone-page.ts';

// The simulated phone of the demo's sandbox provider (issue 15): an HTML page, not an API, so it
// is mounted beside the routes table rather than declared in it. Its address is the push's
// 128-bit random reference: whoever has the order page's link sees it; nobody can guess one.
// A production server has no such page (404), whatever its database holds.

const REF = /^SBX[0-9A-F]{32}$/;
const STYLE_HASH = `'sha256-${createHash('sha256').update(PHONE_STYLE).digest('base64')}'`;
// Exported for the payout screen (sandbox-payout.routes.ts), which shares the look.
export const PAGE_POLICY = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

async function pushOf(db: Db, ref: string) {
  if (!REF.test(ref)) return null;
  const [row] = await db
    .select({ payment: payments, number: orders.number, shopName: shops.name })
    .from(payments)
    // A debt's push (the statement page) has no order.
    .leftJoin(orders, and(eq(orders.shopId, payments.shopId), eq(orders.id, payments.orderId)))
    .innerJoin(shops, eq(shops.id, payments.shopId))
    .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerReference, ref)));
  return row ?? null;
}

/** What the phone shows: a pending push past its time is over, even before the sweeper says so. */
const shownStatus = (p: Payment, now: Date) => (p.status === 'pending' && p.expiresAt <= now ? 'expired' : p.status);

export function mountSandboxPhone(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/sandbox/phone/:ref', async (c) => {
    const { env, database } = c.get('deps');
    if (env.NODE_ENV === 'production') throw new AppError(404, 'not_found');
    const ref = c.req.param('ref');
    const push = await pushOf(database.db, ref);
    if (!push) throw new AppError(404, 'not_found');
    const lang = c.req.query('lang') === 'sw' ? 'sw' : 'en';
    const path = `/sandbox/phone/${ref}`;

    if (c.req.method === 'POST') {
      const form = await c.req.parseBody();
      const decision = form['decision'];
      if (decision !== 'approve' && decision !== 'decline')
        throw badRequest('invalid_choice', { field: 'decision' }, 'decision');
      if (shownStatus(push.payment, new Date()) === 'pending') {
        const seen: Observation =
          decision === 'approve'
            ? {
                status: 'succeeded',
                providerRef: ref,
                amount: push.payment.amount,
                currency: push.payment.currency,
                reason: null,
              }
            : { status: 'failed', providerRef: ref, amount: null, currency: null, reason: en.declineReason };
        // The provider's side first (the sweeper's status query reads it), then the same
        // settling an authentic callback gets: credited once, order to paid, timeline, chat.
        recordDecision(ref, { status: seen.status as 'succeeded' | 'failed', reason: seen.reason });
        await settlePayment(database.db, push.payment, seen);
      }
      return c.redirect(`${path}?lang=${lang}`, 303);
    }

    const html = renderPhonePage({
      lang,
      status: shownStatus(push.payment, new Date()),
      amount: push.payment.amount,
      currency: push.payment.currency,
      shopName: push.shopName,
      orderNumber: push.number,
      path,
    });
    return c.html(html, 200, {
      'content-security-policy': PAGE_POLICY,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
  });
}
