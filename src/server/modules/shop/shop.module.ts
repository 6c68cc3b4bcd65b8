import { defineModule } from '../../http/module-manifest.ts';
import { shopRoutes } from './shop.routes.ts';

export const shopModule = defineModule({
  name: 'modules/shop',
  tag: { name: 'Shop', description: "The signed-in user's shop and its settings." },
  routes: shopRoutes,
});
