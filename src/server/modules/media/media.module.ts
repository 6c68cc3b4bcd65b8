import { defineModule } from '../../module-manifest.ts';

export const mediaModule = defineModule({
  name: 'media',
  routes: [],
});
