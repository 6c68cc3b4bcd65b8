import { defineModule } from '../../http/module-manifest.ts';
import { authRoutes } from './auth.routes.ts';

export const authModule = defineModule({
  name: 'modules/auth',
  routes: authRoutes,
});
