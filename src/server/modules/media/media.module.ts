import { defineModule } from '../../http/module-manifest.ts';

export const mediaModule = defineModule({
  name: 'modules/media',
  routes: [],
});
