import { defineModule } from '../../http/module-manifest.ts';
import { contactRoutes } from './contact.routes.ts';

export const contactModule = defineModule({
  name: 'modules/contact',
  routes: contactRoutes,
});
