import { defineModule } from '../../http/module-manifest.ts';
import { directoryRoutes } from './directory.routes.ts';

export const directoryModule = defineModule({
  name: 'modules/directory',
  tag: { name: 'Public', description: 'Open to anyone without signing in: the shops directory and the contact form.' },
  routes: directoryRoutes,
});
