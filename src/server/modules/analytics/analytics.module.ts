import { defineModule } from '../../http/module-manifest.ts';
import { analyticsRoutes } from './analytics.routes.ts';

export const analyticsModule = defineModule({
  name: 'modules/analytics',
  routes: analyticsRoutes,
});
