import { defineModule } from '../../module-manifest.ts';
import { customerRoutes } from './customers.routes.ts';

export const customersModule = defineModule({
  name: 'customers',
  routes: customerRoutes,
});
