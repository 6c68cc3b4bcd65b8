import { defineModule } from '../../http/module-manifest.ts';
import { productSetRoutes } from './product-sets.routes.ts';

export const productSetsModule = defineModule({
  name: 'modules/product-sets',
  routes: productSetRoutes,
});
