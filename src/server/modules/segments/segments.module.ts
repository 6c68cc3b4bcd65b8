import { defineModule } from '../../http/module-manifest.ts';
import { segmentRoutes } from './segments.routes.ts';

export const segmentsModule = defineModule({
  name: 'modules/segments',
  tag: { name: 'Segments', description: 'Saved groups of customers defined by criteria.' },
  routes: segmentRoutes,
});
