import { defineModule } from '../../http/module-manifest.ts';

export const operatorAuditModule = defineModule({
  name: 'modules/operator-audit',
  routes: [],
});
