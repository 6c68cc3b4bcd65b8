import { defineModule } from '../../http/module-manifest.ts';
import { discountRoutes } from './discounts.routes.ts';

export const discountsModule = defineModule({
  name: 'modules/discounts',
  tag: {
    name: 'Discount codes',
    description:
      'Codes the shop gives out: a fixed amount or a percentage off the goods, with a minimum order, an expiry and limits of uses (issue 28).',
  },
  routes: discountRoutes,
});
