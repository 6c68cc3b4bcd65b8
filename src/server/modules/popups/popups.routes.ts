import { popupListSchema, popupSchema } from '../../../lib/contracts/popup.ts';
import { popupCreateSchema, popupUpdateSchema } from '../../../lib/popup-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { badRequest } from '../../http/errors.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { dbOf, shopOf, txOf, type RouteContext } from '../../http/route-glue.ts';
import { removeMedia } from '../media/index.ts';
import { storePopupImage } from './popup-image.ts';
import {
  createPopup,
  deletePopup,
  getPopup,
  getPopupRow,
  listPopups,
  setPopupImage,
  updatePopup,
} from './popup.service.ts';

// The back-office's pop-up routes (issue 28), under the campaigns resource (the dashboard's Marketing).
const tags = ['Popups' as const];
const mediaOf = (c: RouteContext) => c.get('deps').storage;

export const popupRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/popups',
    access: perm('campaigns', 'read'),
    tags,
    summary: "The shop's website pop-ups, newest first",
    answers: { 200: popupListSchema },
    handler: async (c) => c.json(await listPopups(dbOf(c), shopOf(c))),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/popups',
    access: perm('campaigns', 'create'),
    tags,
    summary: 'Create a website pop-up',
    description:
      '400 for an unknown position, an end before the start, variant shares that do not add up to 100, a text too long; at most 100 pop-ups a shop.',
    body: popupCreateSchema,
    idempotent: true,
    answers: { 201: popupSchema },
    errors: [422],
    handler: async (c, { body }) => c.json(await createPopup(txOf(c), shopOf(c), body), 201),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/popups/:id',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'One website pop-up',
    params: idParams,
    answers: { 200: popupSchema },
    handler: async (c, { params }) => c.json(await getPopup(dbOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/popups/:id',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Replace a website pop-up (the editor sends it whole)',
    params: idParams,
    body: popupUpdateSchema,
    idempotent: true,
    answers: { 200: popupSchema },
    errors: [422],
    handler: async (c, { params, body }) => c.json(await updatePopup(txOf(c), shopOf(c), params.id, body)),
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/popups/:id',
    access: perm('campaigns', 'delete'),
    tags,
    summary: 'Delete a website pop-up and its counts',
    params: idParams,
    answers: { 204: null },
    handler: async (c, { params }) => {
      const image = await dbOf(c).transaction((tx) => deletePopup(tx, shopOf(c), params.id));
      await removeMedia(mediaOf(c), image);
      return c.body(null, 204);
    },
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/popups/:id/image',
    access: perm('campaigns', 'update'),
    tags,
    summary: "Upload the pop-up's image (PNG, JPEG or WebP, up to 2 MB)",
    params: idParams,
    upload: { field: 'image', types: ['image/png', 'image/jpeg', 'image/webp'] },
    answers: { 200: popupSchema },
    bodyLimitKb: 2100,
    tooLarge: 'image_too_large',
    handler: async (c, { params }) => {
      // 404 before the upload is read: another shop's pop-up takes no file
      await getPopupRow(dbOf(c), shopOf(c), params.id);
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw badRequest('image_required', {}, 'image');
      }
      const stored = await storePopupImage(mediaOf(c), shopOf(c), form.get('image'));
      try {
        const { popup, previous } = await setPopupImage(dbOf(c), shopOf(c), params.id, stored);
        await removeMedia(mediaOf(c), previous);
        return c.json(popup);
      } catch (error) {
        await removeMedia(mediaOf(c), stored);
        throw error;
      }
    },
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/popups/:id/image',
    access: perm('campaigns', 'update'),
    tags,
    summary: "Remove the pop-up's image",
    params: idParams,
    answers: { 200: popupSchema },
    handler: async (c, { params }) => {
      const { popup, previous } = await setPopupImage(dbOf(c), shopOf(c), params.id, null);
      await removeMedia(mediaOf(c), previous);
      return c.json(popup);
    },
  }),
] satisfies RouteDef[];
