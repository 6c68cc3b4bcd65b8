import { posSettingsSchema } from '../../../lib/order-schemas.ts';
import { ADMIN, MEMBER, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { getPosSettings, savePosSettings } from './pos.service.ts';

// Spec 2.5 leaves /settings/pos unguarded: every member selling at the till reads the settings;
// only an admin changes them.
export const posRoutes: RouteDef[] = [
  route('GET', '/api/pos-settings', MEMBER, async (c) => c.json(await getPosSettings(c.get('deps').database.db, requireMembership(c).shop.id))),
  route('PUT', '/api/pos-settings', ADMIN, async (c) => {
    const input = await jsonBody(c, posSettingsSchema);
    return c.json(await savePosSettings(c.get('deps').database.db, requireMembership(c).shop.id, input));
  }),
];
