import { defineModule } from '../../http/module-manifest.ts';
import { shopRoutes } from './shop.routes.ts';

export const shopModule = defineModule({
  name: 'modules/shop',
  routes: shopRoutes,
});
