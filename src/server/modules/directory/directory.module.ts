import { defineModule } from '../../module-manifest.ts';
import { directoryRoutes } from './directory.routes.ts';

export const directoryModule = defineModule({
  name: 'modules/directory',
  routes: directoryRoutes,
});
