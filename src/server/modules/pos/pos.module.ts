import { defineModule } from '../../http/module-manifest.ts';
import { posCashRoutes } from './pos-cash.routes.ts';
import { posRoutes } from './pos.routes.ts';

export const posModule = defineModule({
  name: 'modules/pos',
  routes: [...posCashRoutes, ...posRoutes],
});
