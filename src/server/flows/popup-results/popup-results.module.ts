import { defineModule } from '../../http/module-manifest.ts';
import { popupResultRoutes } from './popup-results.routes.ts';

// Listed before modules/popups in src/server/modules.ts: /api/popups/results must be matched
// before /api/popups/:id.
export const popupResultsFlow = defineModule({
  name: 'flows/popup-results',
  routes: popupResultRoutes,
});
