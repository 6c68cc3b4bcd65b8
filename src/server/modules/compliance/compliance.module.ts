import { defineModule } from '../../http/module-manifest.ts';

export const complianceModule = defineModule({
  name: 'modules/compliance',
  routes: [],
});
