import { posSettingsSchema } from '../../../lib/order-schemas.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { ADMIN, MEMBER, requireMembership, type RouteDef } from '../../http/route-table.ts';
import { getPosSettings, savePosSettings } from './pos.service.ts';

const tags = ['Orders' as const];

// Spec 2.5 leaves /settings/pos unguarded: every member selling at the till reads the settings;
// only an admin changes them. The answer is the settings as saved, so its contract is their schema.
export const posRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/pos-settings',
    access: MEMBER,
    tags,
    summary: 'Point-of-sale settings: receipt texts, charges, cash rounding',
    answers: { 200: posSettingsSchema },
    handler: async (c) => c.json(await getPosSettings(c.get('deps').database.db, requireMembership(c).shop.id)),
  }),
  declareRoute({
    method: 'PUT',
    path: '/api/pos-settings',
    access: ADMIN,
    tags,
    summary: 'Update the point-of-sale settings',
    body: posSettingsSchema,
    answers: { 200: posSettingsSchema },
    handler: async (c, { body }) =>
      c.json(await savePosSettings(c.get('deps').database.db, requireMembership(c).shop.id, body)),
  }),
] satisfies RouteDef[];
