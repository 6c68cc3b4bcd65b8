import { defineModule } from '../../module-manifest.ts';
import { productSetRoutes } from './product-sets.routes.ts';

export const productSetsModule = defineModule({
  name: 'product-sets',
  routes: productSetRoutes,
});
