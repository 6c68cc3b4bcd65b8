import { defineModule } from '../../http/module-manifest.ts';
import { productRoutes } from './products.routes.ts';

export const productsModule = defineModule({
  name: 'modules/products',
  routes: productRoutes,
});
