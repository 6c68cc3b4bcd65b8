import { defineModule } from '../../http/module-manifest.ts';
import { userRoutes } from './user.routes.ts';

export const userModule = defineModule({
  name: 'modules/user',
  routes: userRoutes,
});
