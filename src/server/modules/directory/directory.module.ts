import { defineModule } from '../../http/module-manifest.ts';
import { directoryRoutes } from './directory.routes.ts';

export const directoryModule = defineModule({
  name: 'modules/directory',
  routes: directoryRoutes,
});
