import { defineModule } from '../../http/module-manifest.ts';
import { pluginRoutes } from './plugin.routes.ts';

export const pluginModule = defineModule({
  name: 'modules/plugin',
  tag: { name: 'Bot', description: 'The bot API the chat widget calls from any site (CORS open, no cookie).' },
  routes: [],
  outsideRoutes: pluginRoutes,
});
