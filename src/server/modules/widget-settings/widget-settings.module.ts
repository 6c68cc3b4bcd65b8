import { defineModule } from '../../http/module-manifest.ts';
import { widgetSettingsRoutes } from './widget-settings.routes.ts';

export const widgetSettingsModule = defineModule({
  name: 'modules/widget-settings',
  routes: widgetSettingsRoutes,
});
