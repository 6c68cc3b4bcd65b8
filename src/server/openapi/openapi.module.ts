import { defineModule } from '../http/module-manifest.ts';
import { openapiRoutes } from './openapi.routes.ts';

export const openapiModule = defineModule({
  name: 'openapi',
  tag: { name: 'Meta', description: 'This document.' },
  routes: openapiRoutes,
});
