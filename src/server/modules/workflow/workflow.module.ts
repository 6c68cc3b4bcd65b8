import { defineModule } from '../../http/module-manifest.ts';
import { workflowRoutes } from './workflow.routes.ts';

export const workflowModule = defineModule({
  name: 'modules/workflow',
  routes: workflowRoutes,
});
