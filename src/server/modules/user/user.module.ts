import { defineModule } from '../../http/module-manifest.ts';
import { userRoutes } from './user.routes.ts';

export const userModule = defineModule({
  name: 'modules/user',
  tag: { name: 'Account', description: 'The signed-in user: profile and password.' },
  routes: userRoutes,
});
