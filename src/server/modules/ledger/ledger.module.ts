import { defineModule } from '../../module-manifest.ts';

export const ledgerModule = defineModule({
  name: 'modules/ledger',
  routes: [],
});
