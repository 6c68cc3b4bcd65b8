import { defineModule } from '../../http/module-manifest.ts';
import { authRoutes } from './auth.routes.ts';

export const authModule = defineModule({
  name: 'modules/auth',
  tag: {
    name: 'Auth',
    description: 'Sign up, sign in and out, password reset. A session is an HttpOnly cookie named sid.',
  },
  routes: authRoutes,
});
