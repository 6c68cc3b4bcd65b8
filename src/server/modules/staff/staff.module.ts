import { defineModule } from '../../http/module-manifest.ts';
import { staffRoutes } from './staff.routes.ts';

export const staffModule = defineModule({
  name: 'modules/staff',
  tag: { name: 'Staff', description: 'Members of the shop, their permissions and invitations.' },
  routes: staffRoutes,
});
