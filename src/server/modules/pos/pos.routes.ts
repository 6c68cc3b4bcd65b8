import { posMobileMoneySchema } from '../../../lib/contracts/pos.ts';
import { posSettingsSchema } from '../../../lib/order-schemas.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { shopGet, shopWrite } from '../../http/shop-route.ts';
import { ADMIN, MEMBER, type RouteDef } from '../../http/route-table.ts';
import { collectableNetworks } from '../order-link/index.ts';
import { getPosSettings, savePosSettings } from '../orders/index.ts';
import { shopOf } from '../../http/route-glue.ts';

const tags = ['Orders' as const];

// Spec 2.5 leaves /settings/pos unguarded: every member selling at the till reads the settings;
// only an admin changes them. The answer is the settings as saved, so its contract is their schema.
export const posRoutes = [
  shopGet({
    path: '/api/pos-settings',
    access: MEMBER,
    tags,
    summary: 'Point-of-sale settings: receipt texts, charges, cash rounding',
    answers: { 200: posSettingsSchema },
    read: getPosSettings,
  }),
  shopWrite({
    method: 'PUT',
    path: '/api/pos-settings',
    access: ADMIN,
    tags,
    summary: 'Update the point-of-sale settings',
    body: posSettingsSchema,
    answers: { 200: posSettingsSchema },
    write: savePosSettings,
  }),
  // The till offers mobile money only where a push can go out (decision 0030): every member at
  // the till asks, so only the networks are answered, nothing of the accounts themselves.
  declareRoute({
    method: 'GET',
    path: '/api/pos/mobile-money',
    access: MEMBER,
    tags,
    summary: 'The wallets the till can send a payment request to',
    answers: { 200: posMobileMoneySchema },
    handler: async (c) => {
      const { env, database } = c.get('deps');
      return c.json({ networks: await collectableNetworks(database.db, env, shopOf(c)) });
    },
  }),
] satisfies RouteDef[];
