// One manifest per module or flow (decision 0034): what the folder brings to the running app, in
// one place. `src/server/modules.ts` lists them all; app.ts mounts their routes, job-handlers.ts
// runs their queues, api-types.ts gives their dashboard routes to the typed client, the OpenAPI document takes their
// tags. Test-only
// parts (sample calls, victim-shop rows) stay out of this file and of the production bundle.
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import type { RouteDef } from './route-table.ts';
import type { TagDoc } from './route-doc.ts';
import type { Handlers } from '../jobs/worker.ts';

export type ModuleManifest<R extends readonly RouteDef[] = readonly RouteDef[]> = {
  /** Its folder under src/server: 'modules/<name>', 'flows/<name>' (a module and a flow may share a name). */
  name: string;
  /** The OpenAPI tag this folder describes; its routes (and others') name it in their `tags`. */
  tag?: TagDoc;
  /** The dashboard's routes, in mount order: the typed client knows each one's types (api-types.ts). */
  routes: R;
  /**
   * Routes others call (the order page, the bot, providers' and Meta's webhooks): mounted after
   * `routes`, left out of the typed client.
   */
  outsideRoutes?: readonly RouteDef[];
  /** The queues this folder's job handlers run, by queue name. */
  jobs?: Handlers;
  /** Pages mounted beside the API (sandbox screens, test seeds), after every manifest's routes. */
  mount?: (app: Hono<AppEnv>) => void;
};

/** Keeps each route's literal type (`const R`), so `typeof` the list still types the client. */
export function defineModule<const R extends readonly RouteDef[] = readonly []>(
  manifest: ModuleManifest<R>,
): ModuleManifest<R> {
  return manifest;
}
