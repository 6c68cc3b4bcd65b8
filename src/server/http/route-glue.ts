import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { requireMembership } from './route-table.ts';

// What a route handler reads off its request again and again, said once.

export type RouteContext = Context<AppEnv>;

/** The signed-in member's shop (401 without a session, 404 without a shop: requireMembership). */
export const shopOf = (c: RouteContext) => requireMembership(c).shop.id;
/** The app's database. */
export const dbOf = (c: RouteContext) => c.get('deps').database.db;
/** The signed-in person (the route's access has made sure there is one). */
export const userOf = (c: RouteContext) => c.get('user')!.id;
