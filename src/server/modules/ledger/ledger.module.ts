import { defineModule } from '../../http/module-manifest.ts';

export const ledgerModule = defineModule({
  name: 'modules/ledger',
  routes: [],
});
