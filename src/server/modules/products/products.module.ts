import { defineModule } from '../../http/module-manifest.ts';
import { productRoutes } from './products.routes.ts';

export const productsModule = defineModule({
  name: 'modules/products',
  tag: {
    name: 'Products',
    description: 'Catalogue: products, variants, add-ons, images, stock, CSV import and export.',
  },
  routes: productRoutes,
});
