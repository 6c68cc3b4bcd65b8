import path from 'node:path';
import { shopCreateSchema, shopUpdateSchema } from '../../../lib/shop-schemas.ts';
import { badRequest } from '../../http/errors.ts';
import { ADMIN, MEMBER, USER, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { removeMedia, storeLogo } from './logo-store.ts';
import { createShop, setShopLogo, toShopDto, updateShop } from './shop.service.ts';

export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

export const shopRoutes: RouteDef[] = [
  // MEMBER: a signed-in user without a shop gets 404, which the app reads as "no shop yet" (spec 2.1).
  route('GET', '/api/shop', MEMBER, (c) => c.json(toShopDto(requireMembership(c).shop))),

  route('POST', '/api/shop', USER, async (c) => {
    const input = await jsonBody(c, shopCreateSchema);
    const shop = await createShop(c.get('deps').database.db, c.get('user')!.id, input);
    return c.json(toShopDto(shop), 201);
  }),

  route('PUT', '/api/shop', ADMIN, async (c) => {
    const input = await jsonBody(c, shopUpdateSchema);
    const shop = await updateShop(c.get('deps').database.db, requireMembership(c).shop.id, input);
    return c.json(toShopDto(shop));
  }),

  route(
    'PUT',
    '/api/shop/logo',
    ADMIN,
    async (c) => {
      const { env, database } = c.get('deps');
      const { shop } = requireMembership(c);
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw badRequest('image_required', {}, 'logo');
      }
      const stored = await storeLogo(mediaDir(env.dataDir), shop.id, form.get('logo'));
      const updated = await setShopLogo(database.db, shop.id, stored);
      await removeMedia(mediaDir(env.dataDir), shop.logoPath);
      return c.json(toShopDto(updated));
    },
    { bodyLimitKb: 2100, tooLarge: 'image_too_large' },
  ),
];
