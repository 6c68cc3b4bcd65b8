import { defineModule } from '../../http/module-manifest.ts';

export const inventoryModule = defineModule({
  name: 'modules/inventory',
  routes: [],
});
