import { defineModule } from '../../module-manifest.ts';

export const rateLimitModule = defineModule({
  name: 'rate-limit',
  routes: [],
});
