import { defineModule } from '../../http/module-manifest.ts';
import { customerRoutes } from './customers.routes.ts';

export const customersModule = defineModule({
  name: 'modules/customers',
  routes: customerRoutes,
});
