import { defineModule } from '../../http/module-manifest.ts';
import { customerRoutes } from './customers.routes.ts';

export const customersModule = defineModule({
  name: 'modules/customers',
  tag: { name: 'Customers', description: "The shop's customers." },
  routes: customerRoutes,
});
