import { defineModule } from '../../http/module-manifest.ts';
import { mountMedia } from './media-routes.ts';

export const mediaModule = defineModule({
  name: 'modules/media',
  routes: [],
  mount: mountMedia,
});
