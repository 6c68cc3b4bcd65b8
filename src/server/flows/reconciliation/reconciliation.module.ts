import { defineModule } from '../../http/module-manifest.ts';
import { reconciliationRoutes } from './reconciliation.routes.ts';

export const reconciliationFlow = defineModule({
  name: 'flows/reconciliation',
  routes: reconciliationRoutes,
});
