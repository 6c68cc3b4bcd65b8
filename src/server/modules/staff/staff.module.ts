import { defineModule } from '../../http/module-manifest.ts';
import { staffRoutes } from './staff.routes.ts';

export const staffModule = defineModule({
  name: 'modules/staff',
  routes: staffRoutes,
});
