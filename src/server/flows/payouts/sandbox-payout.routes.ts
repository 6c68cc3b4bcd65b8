import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, payoutAccounts, payouts } from '../../db/schema/payments.ts';
import { shops } from '../../db/schema/shops.ts';
import type { AppEnv } from '../../http/context.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { mask } from '../../whatsapp/secret-box.ts';
import { NETWORK_NAMES, NETWORKS, type Network } from '../../../lib/mobile-money.ts';
import { sandboxPayout as en } from '../../../i18n/en/sandbox-payout.ts';
import { settlePayout } from '../../modules/payouts/settle-payout.ts';
import { decisionOf, recordDecision, type SandboxDecision } from '../../modules/payments/sandbox/sandbox-decisions.ts';
import { renderPayoutScreen, WAITING } from '../../modules/payments/sandbox/sandbox-payout-page.ts';
import { sandboxPayoutPath } from '../../modules/payments/sandbox/sandbox-payouts.ts';
import { PAGE_POLICY } from '../payments/sandbox-phone.routes.ts';
import { SANDBOX_REF } from '../../modules/payments/sandbox/sandbox-ref.ts';

// The simulated payout screen of the demo's sandbox provider (issue 25): where a sandbox payout
// waits until the demo user delivers or fails it, as a push waits on the simulated phone. Its
// address is the payout's 128-bit random reference (the payouts screen links it); a production
// server has no such page (404), whatever its database holds (decision 0019).

const isNetwork = (value: string): value is Network => (NETWORKS as readonly string[]).includes(value);

async function payoutOf(db: Db, ref: string) {
  if (!SANDBOX_REF.test(ref)) return null;
  const [row] = await db
    .select({ payout: payouts, destination: payoutAccounts, shopName: shops.name })
    .from(payouts)
    .innerJoin(
      paymentAccounts,
      and(eq(paymentAccounts.shopId, payouts.shopId), eq(paymentAccounts.id, payouts.accountId)),
    )
    .innerJoin(
      payoutAccounts,
      and(eq(payoutAccounts.shopId, payouts.shopId), eq(payoutAccounts.id, payouts.payoutAccountId)),
    )
    .innerJoin(shops, eq(shops.id, payouts.shopId))
    .where(and(eq(paymentAccounts.provider, 'sandbox'), eq(payouts.providerReference, ref)));
  return row ?? null;
}

export function mountSandboxPayoutScreen(app: Hono<AppEnv>): void {
  app.on(['GET', 'POST'], '/sandbox/payout/:ref', async (c) => {
    const { env, database } = c.get('deps');
    if (env.NODE_ENV === 'production') throw new AppError(404, 'not_found');
    const ref = c.req.param('ref');
    const found = await payoutOf(database.db, ref);
    if (!found) throw new AppError(404, 'not_found');
    const lang = c.req.query('lang') === 'sw' ? 'sw' : 'en';
    const path = sandboxPayoutPath(ref);

    if (c.req.method === 'POST') {
      const form = await c.req.parseBody();
      const choice = form['decision'];
      if (choice !== 'deliver' && choice !== 'fail')
        throw badRequest('invalid_choice', { field: 'decision' }, 'decision');
      if (WAITING.includes(found.payout.status)) {
        const decision: SandboxDecision =
          choice === 'deliver' ? { status: 'succeeded', reason: null } : { status: 'failed', reason: en.failReason };
        // The provider's side first, and only its first word (a real provider gives one verdict):
        // the payout status query reads it. Then the same settling a confirmed callback gets, which
        // moves the payout once however many answers race (20 clicks: one paid, or one refund).
        if (!decisionOf(ref)) recordDecision(ref, decision);
        const verdict = decisionOf(ref)!;
        await settlePayout(database.db, found.payout, {
          status: verdict.status,
          providerRef: ref,
          reason: verdict.reason,
        });
      }
      return c.redirect(`${path}?lang=${lang}`, 303);
    }

    const { payout, destination } = found;
    const html = renderPayoutScreen({
      lang,
      status: payout.status,
      amount: payout.amount,
      currency: payout.currency,
      shopName: found.shopName,
      network: isNetwork(destination.institution) ? NETWORK_NAMES[destination.institution] : destination.institution,
      number: mask(destination.accountNumber),
      accountName: destination.accountName,
      path,
    });
    return c.html(html, 200, {
      'content-security-policy': PAGE_POLICY,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    });
  });
}
