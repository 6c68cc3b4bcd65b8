import type { Context } from 'hono';
import type { Tx } from '../db/client.ts';
import type { AppEnv } from './context.ts';
import { requireMembership } from './route-table.ts';

// What a route handler reads off its request again and again, said once.

export type RouteContext = Context<AppEnv>;

/** The signed-in member's shop (401 without a session, 404 without a shop: requireMembership). */
export const shopOf = (c: RouteContext) => requireMembership(c).shop.id;
/** The app's database. */
export const dbOf = (c: RouteContext) => c.get('deps').database.db;
/**
 * What a write goes through: on a route declared `idempotent: true` with a key, the transaction that
 * keeps the key with the answer (idempotent-write.ts), so a rolled-back write keeps no key; else the
 * app's database (whose writes open their own transactions, as they do beside a key).
 */
export const txOf = (c: RouteContext): Tx => c.get('tx') ?? (dbOf(c) as Tx);
/** The signed-in person (the route's access has made sure there is one). */
export const userOf = (c: RouteContext) => c.get('user')!.id;
