import type { Context } from 'hono';
import { z } from 'zod';
import { isUuid } from '../../lib/ids.ts';
import type { AppEnv } from './context.ts';
import type { Answers, QueryParamDoc, RouteDoc } from './route-doc.ts';
import type { Access, Handler, Method, RouteDef, RouteOptions } from './route-table.ts';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** The parsed inputs a declared handler is given: typed from its own schemas. */
export type Input<B extends Schema, Q extends Schema, P extends Schema> = {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
};

type Upload = NonNullable<RouteDoc['upload']>;

/**
 * Everything about a route in one place next to its handler: how it is called and who may call it,
 * what it takes and what it answers. The mount (mountRoutes) checks access, then validates params,
 * query and body with these schemas and hands the handler the parsed values; the OpenAPI document
 * is written from the same declaration, answers included; the answer-check test holds the handler
 * to its answers.
 */
export type Declaration<
  M extends Method,
  Path extends string,
  B extends Schema,
  Q extends Schema,
  P extends Schema,
  A extends Answers,
  U extends Upload | undefined,
> = Omit<RouteDoc, 'body' | 'query' | 'params' | 'answers' | 'upload'> &
  RouteOptions & {
    method: M;
    path: Path;
    access: Access;
    body?: B;
    query?: Q;
    /** Path parameters; one that does not parse names nothing, so it is 404. */
    params?: P;
    /** A multipart form (or a raw body) the handler reads itself, instead of a JSON body. */
    upload?: U;
    /** Only for a query the handler reads leniently itself (no zod schema to declare): described by hand. */
    queryDoc?: QueryParamDoc[];
    answers: A;
    handler: (c: Context<AppEnv>, input: Input<B, Q, P>) => Response | Promise<Response>;
  };

/**
 * What declareRoute returns: the RouteDef the table mounts, which also keeps the literal method and
 * path and the exact schema types. The dashboard's typed client (src/islands/dashboard/lib/client.ts,
 * through the types of src/server/api-types.ts) reads its inputs and answers from here, so a route
 * changed on the server breaks the type check of every caller (decision 0017).
 */
export type DeclaredRoute<
  M extends Method = Method,
  Path extends string = string,
  B extends Schema = Schema,
  Q extends Schema = Schema,
  P extends Schema = Schema,
  A extends Answers = Answers,
  U extends Upload | undefined = Upload | undefined,
> = RouteDef & {
  method: M;
  path: Path;
  /** The declared schemas themselves (the same objects the mount and the OpenAPI document use). */
  declared: { body: B; query: Q; params: P; answers: A; upload: U };
};

export function declareRoute<
  M extends Method,
  Path extends string,
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  A extends Answers = Answers,
  U extends Upload | undefined = undefined,
>(declaration: Declaration<M, Path, B, Q, P, A, U>): DeclaredRoute<M, Path, B, Q, P, A, U> {
  const { method, path, access, params, queryDoc, handler, bodyLimitKb, tooLarge, ...rest } = declaration;
  const doc: RouteDoc = queryDoc ? { ...rest, params: queryDoc } : rest;
  const { body, query, answers, upload } = declaration;
  return {
    method,
    path,
    access,
    params,
    // The mount parses with the declared schemas, so the input has the declared types.
    handler: handler as unknown as Handler,
    doc,
    // Absent keys stay undefined, as the generics' defaults say.
    declared: { body: body as B, query: query as Q, params: params as P, answers, upload: upload as U },
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
