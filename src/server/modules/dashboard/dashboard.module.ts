import { defineModule } from '../../http/module-manifest.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

export const dashboardModule = defineModule({
  name: 'modules/dashboard',
  tag: { name: 'Dashboard', description: 'Figures for the back-office home screen.' },
  routes: dashboardRoutes,
});
