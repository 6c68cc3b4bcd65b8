import { defineModule } from '../../module-manifest.ts';

export const rateLimitModule = defineModule({
  name: 'modules/rate-limit',
  routes: [],
});
