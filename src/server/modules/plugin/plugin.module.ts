import { defineModule } from '../../http/module-manifest.ts';
import { pluginRoutes } from './plugin.routes.ts';

export const pluginModule = defineModule({
  name: 'modules/plugin',
  routes: [],
  outsideRoutes: pluginRoutes,
});
