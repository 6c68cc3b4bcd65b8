import { defineModule } from '../../module-manifest.ts';

export const inventoryModule = defineModule({
  name: 'modules/inventory',
  routes: [],
});
