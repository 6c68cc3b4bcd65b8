import { shopSchema } from '../../../lib/contracts/shop.ts';
import { shopCreateSchema, shopUpdateSchema } from '../../../lib/shop-schemas.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest } from '../../http/errors.ts';
import { ADMIN, MEMBER, USER, requireMembership, type RouteDef } from '../../http/route-table.ts';
import { removeMedia, storeLogo } from './logo-store.ts';
import { createShop, setShopLogo, toShopDto, updateShop } from './shop.service.ts';
import { shopOf, dbOf, userOf } from '../../http/route-glue.ts';

const tags = ['Shop' as const];

export const shopRoutes = [
  // MEMBER: a signed-in user without a shop gets 404, which the app reads as "no shop yet" (spec 2.1).
  declareRoute({
    method: 'GET',
    path: '/api/shop',
    access: MEMBER,
    tags,
    summary: "The signed-in user's shop (404 when they have none yet)",
    answers: { 200: shopSchema },
    handler: (c) => c.json(toShopDto(requireMembership(c).shop)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/shop',
    access: USER,
    tags,
    summary: 'Create a shop; the caller becomes its owner',
    body: shopCreateSchema,
    answers: { 201: shopSchema },
    errors: [409],
    handler: async (c, { body }) => c.json(toShopDto(await createShop(dbOf(c), userOf(c), body)), 201),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/shop',
    access: ADMIN,
    tags,
    summary: 'Update the shop profile and directory listing',
    body: shopUpdateSchema,
    answers: { 200: shopSchema },
    handler: async (c, { body }) => c.json(toShopDto(await updateShop(dbOf(c), shopOf(c), body))),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/shop/logo',
    access: ADMIN,
    tags,
    summary: 'Upload the shop logo (PNG, JPEG or WebP, up to 2 MB)',
    upload: { field: 'logo', types: ['image/png', 'image/jpeg', 'image/webp'] },
    answers: { 200: shopSchema },
    bodyLimitKb: 2100,
    tooLarge: 'image_too_large',
    handler: async (c) => {
      const { storage, database } = c.get('deps');
      const { shop } = requireMembership(c);
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw badRequest('image_required', {}, 'logo');
      }
      const stored = await storeLogo(storage, shop.id, form.get('logo'));
      const updated = await setShopLogo(database.db, shop.id, stored);
      await removeMedia(storage, shop.logoPath);
      return c.json(toShopDto(updated));
    },
  }),
] satisfies RouteDef[];
