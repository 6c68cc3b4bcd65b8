import { z } from 'zod';
import { publicThemeSchema, widgetSettingsSchema } from '../../../lib/contracts/widget-settings.ts';
import { widgetThemeUpdateSchema } from '../../../lib/widget-settings-schema.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { AppError } from '../../http/errors.ts';
import { perm, PUBLIC, type RouteDef } from '../../http/route-table.ts';
import { getWidgetSettings, publicTheme, updateWidgetTheme } from './widget-settings.service.ts';
import { shopOf } from '../../http/route-glue.ts';

type C = Parameters<RouteDef['handler']>[0];
const depsOf = (c: C) => c.get('deps');
const tags = ['Widget' as const];

export const widgetSettingsRoutes = [
  // Read by the widget on any site (open CORS on /plugin/*): a theme is not a secret.
  declareRoute({
    method: 'GET',
    path: '/plugin/:botId/unauthenticated',
    access: PUBLIC,
    tags: ['Bot'],
    summary: "The widget's theme as the merchant saved it (`theme_config`); the widget fills the rest with defaults",
    description: 'Public, open CORS, no cookies. 404 `bot_not_found` for an unknown or disabled bot.',
    params: z.object({ botId: z.string() }),
    answers: { 200: publicThemeSchema },
    cache: 'public, max-age=60',
    handler: async (c, { params }) => {
      const answer = await publicTheme(depsOf(c).database.db, params.botId);
      if (!answer) throw new AppError(404, 'bot_not_found');
      c.header('cache-control', 'public, max-age=60');
      return c.json(answer);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/widget-settings',
    access: perm('chatflow', 'read'),
    tags,
    summary: "The shop's bot id, its theme merged with the defaults and the <script> tag to paste into a site",
    answers: { 200: widgetSettingsSchema },
    handler: async (c) => c.json(await getWidgetSettings(depsOf(c).database.db, depsOf(c).env, shopOf(c))),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/widget-settings',
    access: perm('chatflow', 'update'),
    tags,
    summary: 'Save theme fields (those left out keep their value); answers the same shape as GET',
    body: widgetThemeUpdateSchema,
    answers: { 200: widgetSettingsSchema },
    handler: async (c, { body }) =>
      c.json(await updateWidgetTheme(depsOf(c).database.db, depsOf(c).env, shopOf(c), body)),
  }),
] satisfies RouteDef[];
