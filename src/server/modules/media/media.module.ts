import { defineModule } from '../../module-manifest.ts';

export const mediaModule = defineModule({
  name: 'modules/media',
  routes: [],
});
