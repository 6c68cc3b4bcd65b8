import type { Hono } from 'hono';
import { whatsappAccounts } from '../../db/schema/whatsapp.ts';
import type { AppEnv } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { requireMembership } from '../../http/route-table.ts';
import { accountOfShop } from '../../whatsapp/account.ts';
import { seal } from '../../whatsapp/secret-box.ts';
import { openDebt } from './debt-ledger.ts';
import { eatToday } from './debt-statement.service.ts';

/**
 * Test-only (never on a production server, like the sandbox phone): opens a debt in the signed-in
 * admin's shop so that the statement journey (tests/e2e/debt-reminder.spec.ts) has one without the
 * debt book's own create route, and optionally marks the shop's WhatsApp as connected with a
 * placeholder number (its sends fail at Meta; the journey checks the queueing, not the delivery).
 * Not declared in the route tables: it is no part of the API.
 */
export function mountDebtTestSeed(app: Hono<AppEnv>): void {
  app.post('/api/e2e/debts', async (c) => {
    const { env, database } = c.get('deps');
    if (env.NODE_ENV === 'production') throw new AppError(404, 'not_found');
    const { shop, member } = requireMembership(c);
    if (!member.isAdmin) throw new AppError(403, 'permission_denied');
    const body = (await c.req.json().catch(() => ({}))) as { whatsapp?: boolean; language?: 'en' | 'sw' };
    if (body.whatsapp && !(await accountOfShop(database.db, shop.id)))
      await database.db.insert(whatsappAccounts).values({
        shopId: shop.id,
        phoneNumberId: `e2e${Date.now()}`,
        wabaId: `e2e-waba-${shop.id}`,
        mode: 'manual',
        accessTokenEnc: seal(env.secretKey, 'EAAGe2e-placeholder-token'),
        appSecretEnc: seal(env.secretKey, 'e2e-app-secret'),
        verifyToken: `e2e-${shop.id}`,
      });
    const debt = await openDebt(database.db, {
      shopId: shop.id,
      direction: 'receivable',
      partyName: 'Neema Juma',
      partyPhone: '+255754321987',
      language: body.language ?? 'en',
      openedOn: eatToday(),
      amount: 30_000,
    });
    return c.json({ id: debt.id }, 201);
  });
}
