import { defineModule } from '../../module-manifest.ts';
import { directoryRoutes } from './directory.routes.ts';

export const directoryModule = defineModule({
  name: 'directory',
  routes: directoryRoutes,
});
