import { widgetThemeUpdateSchema } from '../../../lib/widget-settings-schema.ts';
import { AppError } from '../../http/errors.ts';
import { perm, PUBLIC, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody } from '../../http/validate.ts';
import { getWidgetSettings, publicTheme, updateWidgetTheme } from './widget-settings.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const depsOf = (c: C) => c.get('deps');

export const widgetSettingsRoutes: RouteDef[] = [
  // Read by the widget on any site (open CORS on /plugin/*): a theme is not a secret.
  route('GET', '/plugin/:botId/unauthenticated', PUBLIC, async (c) => {
    const answer = await publicTheme(depsOf(c).database.db, c.req.param('botId') ?? '');
    if (!answer) throw new AppError(404, 'bot_not_found');
    c.header('cache-control', 'public, max-age=60');
    return c.json(answer);
  }),

  route('GET', '/api/widget-settings', perm('chatflow', 'read'), async (c) =>
    c.json(await getWidgetSettings(depsOf(c).database.db, depsOf(c).env, shopOf(c))),
  ),

  route('PUT', '/api/widget-settings', perm('chatflow', 'update'), async (c) => {
    const patch = await jsonBody(c, widgetThemeUpdateSchema);
    return c.json(await updateWidgetTheme(depsOf(c).database.db, depsOf(c).env, shopOf(c), patch));
  }),
];
