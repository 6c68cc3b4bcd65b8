import type { z } from 'zod';
// Types only (erased at build): the one server file the browser may name, and only with `import type`.
import type { ApiRouteMap } from '../../../server/api-types.ts';
import { api, API_BASE } from './api.ts';

// The typed client of decision 0017. A route is named as in the OpenAPI document ('GET
// /api/customers/:id'); its params, query and body are typed from the schemas the server validates
// with, and its result from the schema of its success answer. A route changed on the server breaks
// the type check of every call to it. Underneath it is api(): same timeouts, 401 handling, ApiError
// and language header.

type Routes = ApiRouteMap;
type Declared<K extends keyof Routes> = Routes[K]['declared'];
type AnswerSchemas<K extends keyof Routes> = Declared<K>['answers'][keyof Declared<K>['answers']];

/**
 * The routes the dashboard can call: those under /api (which api() prefixes), answering JSON or
 * nothing. A CSV download is a link (an <a href>), not a call.
 */
export type RouteName = {
  [K in keyof Routes]: K extends `${string} ${typeof API_BASE}/${string}`
    ? Exclude<AnswerSchemas<K>, undefined> extends z.ZodType | null
      ? K
      : never
    : never;
}[keyof Routes];

type Output<S> = S extends z.ZodType ? z.output<S> : S extends null ? undefined : never;
/** What a call resolves to: the parsed JSON of any declared success answer (undefined for a 204). */
export type Answer<K extends RouteName> = Output<AnswerSchemas<K>>;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
/** The path's own names are the keys; the params schema, where declared, types the values. */
type ParamsOf<K extends keyof Routes> = {
  [N in ParamNames<Routes[K]['path']>]: Declared<K>['params'] extends z.ZodType
    ? N extends keyof z.input<Declared<K>['params']>
      ? z.input<Declared<K>['params']>[N]
      : string
    : string;
};

/**
 * A query's values as the caller holds them. A coerced field (`z.coerce.number()`) takes `unknown`
 * as input, which would type nothing: it takes what it coerces to instead.
 */
type QueryOf<Q> = Q extends z.ZodType
  ? {
      [F in keyof z.input<Q>]: unknown extends z.input<Q>[F]
        ? (F extends keyof z.output<Q> ? z.output<Q>[F] : never) | undefined
        : z.input<Q>[F];
    }
  : never;

type BodyOf<K extends keyof Routes> = Declared<K>['body'] extends z.ZodType
  ? z.input<Declared<K>['body']>
  : Declared<K>['upload'] extends object
    ? FormData
    : never;

type Empty = Record<never, never>;
/** Present when given, required when it has required parts, absent (so an error to pass) when the route takes none. */
type Part<Key extends string, T> = [T] extends [never]
  ? unknown
  : Empty extends T
    ? { [P in Key]?: T }
    : undefined extends T
      ? { [P in Key]?: T }
      : { [P in Key]: T };

export type CallInput<K extends RouteName> = Part<
  'params',
  ParamNames<Routes[K]['path']> extends never ? never : ParamsOf<K>
> &
  Part<'query', QueryOf<Declared<K>['query']>> &
  // A declared body is always sent: the mount reads one (no body is not JSON: 400), even when every
  // field of it is optional.
  ([BodyOf<K>] extends [never] ? unknown : { body: BodyOf<K> }) & {
    signal?: AbortSignal;
    /** Such as an Idempotency-Key. */
    headers?: Record<string, string>;
  };

type Args<K extends RouteName> = Empty extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

type Loose = {
  params?: Record<string, unknown>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** 'GET /api/segments/:id' with { params: { id } } → GET /api/segments/<id, encoded>. */
export function pathOf(route: string, params: Record<string, unknown> = {}): { method: string; path: string } {
  const space = route.indexOf(' ');
  const method = route.slice(0, space);
  const path = route.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    // The types require every name; this catches an undefined id that slipped through as "undefined".
    if (value === undefined || value === null || value === '') throw new TypeError(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  return { method, path };
}

/**
 * The query string of a query object. Undefined and empty values are left out: an empty search box
 * or filter means "no filter", and an empty enum value would only earn a 400.
 */
export function searchOf(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? '?' + text : '';
}

export function call<K extends RouteName>(route: K, ...[input]: Args<K>): Promise<Answer<K>> {
  const { params, query, body, signal, headers } = (input ?? {}) as Loose;
  const { method, path } = pathOf(route, params);
  // The declared paths carry the /api prefix, which api() adds itself.
  const relative = path.startsWith(API_BASE + '/') ? path.slice(API_BASE.length) : path;
  return api<Answer<K>>(relative + searchOf(query), { method, body, signal, headers });
}

/** The GET routes under /api a link may name: CSV downloads, which the browser fetches itself with the session cookie. */
export type LinkRoute = {
  [K in keyof Routes]: K extends `GET ${typeof API_BASE}/${string}` ? K : never;
}[keyof Routes];

export type LinkInput<K extends LinkRoute> = Part<
  'params',
  ParamNames<Routes[K]['path']> extends never ? never : ParamsOf<K>
> &
  Part<'query', QueryOf<Declared<K>['query']>>;

type LinkArgs<K extends LinkRoute> = Empty extends LinkInput<K> ? [input?: LinkInput<K>] : [input: LinkInput<K>];

/**
 * The URL of a declared GET route, for an <a href download>: `hrefOf('GET /api/debts/export', { query })`.
 * Like call(), a route changed on the server breaks the type check of every link to it.
 */
export function hrefOf<K extends LinkRoute>(route: K, ...[input]: LinkArgs<K>): string {
  const { params, query } = (input ?? {}) as Loose;
  return pathOf(route, params).path + searchOf(query);
}
