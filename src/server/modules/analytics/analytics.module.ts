import { defineModule } from '../../http/module-manifest.ts';
import { analyticsRoutes } from './analytics.routes.ts';

export const analyticsModule = defineModule({
  name: 'modules/analytics',
  tag: {
    name: 'Analytics',
    description: 'Sales figures over a range of days in East Africa Time, and their live updates.',
  },
  routes: analyticsRoutes,
});
