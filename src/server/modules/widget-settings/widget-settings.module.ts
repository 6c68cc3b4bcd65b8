import { defineModule } from '../../http/module-manifest.ts';
import { widgetSettingsRoutes } from './widget-settings.routes.ts';

export const widgetSettingsModule = defineModule({
  name: 'modules/widget-settings',
  tag: { name: 'Widget', description: 'Chat widget settings: theme and embed code.' },
  routes: widgetSettingsRoutes,
});
