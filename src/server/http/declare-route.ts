import type { Context } from 'hono';
import { z } from 'zod';
import { isUuid } from '../../lib/ids.ts';
import type { AppEnv } from './context.ts';
import type { QueryParamDoc, RouteDoc } from './route-doc.ts';
import type { Access, Handler, Method, RouteDef, RouteOptions } from './route-table.ts';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** The parsed inputs a declared handler is given: typed from its own schemas. */
export type Input<B extends Schema, Q extends Schema, P extends Schema> = {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
};

/**
 * Everything about a route in one place next to its handler: how it is called and who may call it,
 * what it takes and what it answers. The mount (mountRoutes) checks access, then validates params,
 * query and body with these schemas and hands the handler the parsed values; the OpenAPI document
 * is written from the same declaration, answers included; the answer-check test holds the handler
 * to its answers.
 */
export type Declaration<B extends Schema, Q extends Schema, P extends Schema> = Omit<
  RouteDoc,
  'body' | 'query' | 'params' | 'status' | 'answers'
> &
  RouteOptions & {
    method: Method;
    path: string;
    access: Access;
    body?: B;
    query?: Q;
    /** Path parameters; one that does not parse names nothing, so it is 404. */
    params?: P;
    /** Only for a query the handler reads leniently itself (no zod schema to declare): described by hand. */
    queryDoc?: QueryParamDoc[];
    answers: NonNullable<RouteDoc['answers']>;
    handler: (c: Context<AppEnv>, input: Input<B, Q, P>) => Response | Promise<Response>;
  };

export function declareRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined>(
  declaration: Declaration<B, Q, P>,
): RouteDef {
  const { method, path, access, params, queryDoc, handler, bodyLimitKb, tooLarge, ...rest } = declaration;
  const doc: RouteDoc = queryDoc ? { ...rest, params: queryDoc } : rest;
  return {
    method,
    path,
    access,
    params,
    // The mount parses with the declared schemas, so the input has the declared types.
    handler: handler as unknown as Handler,
    doc,
    ...(bodyLimitKb !== undefined ? { bodyLimitKb } : {}),
    ...(tooLarge !== undefined ? { tooLarge } : {}),
  };
}

/** A row id in a path: a UUID, lower-cased; anything else cannot name a row. */
export const idParam = z
  .string()
  .refine(isUuid)
  .transform((id) => id.toLowerCase())
  .meta({ format: 'uuid' });
export const idParams = z.object({ id: idParam });
