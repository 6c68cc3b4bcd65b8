import { defineModule } from '../../http/module-manifest.ts';
import { popupPublicRoutes } from './popups.public-routes.ts';
import { popupRoutes } from './popups.routes.ts';

export const popupsModule = defineModule({
  name: 'modules/popups',
  tag: {
    name: 'Popups',
    description:
      "Website pop-ups served by widget.js on the shop's site: triggers, frequency, A/B variants, counts (issue 28).",
  },
  routes: popupRoutes,
  outsideRoutes: popupPublicRoutes,
});
