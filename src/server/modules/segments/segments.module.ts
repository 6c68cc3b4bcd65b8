import { defineModule } from '../../http/module-manifest.ts';
import { segmentRoutes } from './segments.routes.ts';

export const segmentsModule = defineModule({
  name: 'modules/segments',
  routes: segmentRoutes,
});
