import { defineModule } from '../../http/module-manifest.ts';
import { productSetRoutes } from './product-sets.routes.ts';

export const productSetsModule = defineModule({
  name: 'modules/product-sets',
  tag: { name: 'Product sets', description: 'Hand-picked collections and rule-based templates of products.' },
  routes: productSetRoutes,
});
