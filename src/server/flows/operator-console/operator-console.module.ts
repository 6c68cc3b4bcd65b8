import { defineModule } from '../../http/module-manifest.ts';
import { operatorConsoleRoutes } from './operator-console.routes.ts';

// The operator's console (issue 29): its actions write several modules' tables (shops, contact,
// the operators' log) in one transaction each, hence a flow.
export const operatorConsoleFlow = defineModule({
  name: 'flows/operator-console',
  tag: {
    name: 'Operator',
    description:
      "The platform's operators (OPERATOR_EMAILS) only: shops, suspension, the directory, contact-form messages and the operators' log. Anyone else gets 404.",
  },
  routes: operatorConsoleRoutes,
});
