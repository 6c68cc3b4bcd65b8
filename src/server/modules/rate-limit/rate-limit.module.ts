import { defineModule } from '../../http/module-manifest.ts';

export const rateLimitModule = defineModule({
  name: 'modules/rate-limit',
  routes: [],
});
