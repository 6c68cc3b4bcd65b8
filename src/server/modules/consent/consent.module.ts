import { defineModule } from '../../http/module-manifest.ts';
import { consentRoutes } from './consent.routes.ts';
import { mountOptOutPage } from './opt-out-page.ts';

export const consentModule = defineModule({
  name: 'modules/consent',
  tag: {
    name: 'Consent',
    description:
      "Customers' consent to marketing per channel, its history, and the opt-out (by reply, by the switch, by the link).",
  },
  routes: consentRoutes,
  // The public opt-out page of campaign messages: /o/<signed token>.
  mount: mountOptOutPage,
});
