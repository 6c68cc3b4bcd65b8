import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { declareRoute, idParams, type Declaration, type Input } from './declare-route.ts';
import { CSV, type Answers } from './route-doc.ts';
import { csvDownload } from './csv-download.ts';
import type { Method } from './route-table.ts';
import { dbOf, shopOf } from './route-glue.ts';

// The shapes most routes of the dashboard take, said once: a read of the caller's shop (with its
// query, if any), a write with the body, a read, a write or a delete of one row by the :id of the
// path. The service does the work and refuses (a row of another shop is its notFound); the route
// only declares.

type Schema = z.ZodType | undefined;
type Query<Q extends Schema> = Input<undefined, Q, undefined>['query'];
type Body<B extends Schema> = Input<B, undefined, undefined>['body'];
type Write = 'POST' | 'PUT' | 'PATCH';
/** A route of such a shape: its declaration without the method and the handler the builder writes. */
type Shaped<M extends Method, Path extends string, Q extends Schema, P extends Schema, A extends Answers> = Omit<
  Declaration<M, Path, undefined, Q, P, A, undefined>,
  'method' | 'handler' | 'params'
>;
/** A write's declaration: its method stays, the handler and the path's params are the builder's. */
type ShapedWrite<M extends Write, Path extends string, B extends Schema, P extends Schema, A extends Answers> = Omit<
  Declaration<M, Path, B, undefined, P, A, undefined>,
  'handler' | 'params'
>;

/** A write answers with the one success status its route declares (200, or 201 for a new row). */
const successOf = (answers: Answers) => Number(Object.keys(answers)[0]) as ContentfulStatusCode;

/** GET: what `read` finds in the caller's shop, given the parsed query when the route has one. */
export function shopGet<Path extends string, A extends Answers, Q extends Schema = undefined>(
  route: Shaped<'GET', Path, Q, undefined, A> & { read: (db: Db, shopId: string, query: Query<Q>) => Promise<unknown> },
) {
  const { read, ...declaration } = route;
  return declareRoute<'GET', Path, undefined, Q, undefined, A, undefined>({
    ...declaration,
    method: 'GET',
    handler: async (c, { query }) => c.json((await read(dbOf(c), shopOf(c), query)) as object),
  });
}

/** GET one row of the caller's shop by the :id of the path (a UUID; anything else is 404). */
export function rowGet<Path extends string, A extends Answers>(
  route: Shaped<'GET', Path, undefined, typeof idParams, A> & {
    read: (db: Db, shopId: string, id: string) => Promise<unknown>;
  },
) {
  const { read, ...declaration } = route;
  return declareRoute<'GET', Path, undefined, undefined, typeof idParams, A, undefined>({
    ...declaration,
    method: 'GET',
    params: idParams,
    handler: async (c, { params }) => c.json((await read(dbOf(c), shopOf(c), params.id)) as object),
  });
}

/** DELETE one row of the caller's shop by the :id of the path: 204 with no content. */
export function rowDelete<Path extends string>(
  route: Omit<Shaped<'DELETE', Path, undefined, typeof idParams, { 204: null }>, 'answers'> & {
    remove: (db: Db, shopId: string, id: string) => Promise<unknown>;
  },
) {
  const { remove, ...declaration } = route;
  return declareRoute<'DELETE', Path, undefined, undefined, typeof idParams, { 204: null }, undefined>({
    ...declaration,
    method: 'DELETE',
    params: idParams,
    answers: { 204: null },
    handler: async (c, { params }) => {
      await remove(dbOf(c), shopOf(c), params.id);
      return c.body(null, 204);
    },
  });
}

/** A write of the caller's shop with the parsed body: what `write` returns, in the declared status. */
export function shopWrite<M extends Write, Path extends string, A extends Answers, B extends Schema = undefined>(
  route: ShapedWrite<M, Path, B, undefined, A> & {
    write: (db: Db, shopId: string, body: Body<B>) => Promise<unknown>;
  },
) {
  const { write, ...declaration } = route;
  const status = successOf(route.answers);
  return declareRoute<M, Path, B, undefined, undefined, A, undefined>({
    ...declaration,
    handler: async (c, { body }) => c.json((await write(dbOf(c), shopOf(c), body)) as object, status),
  });
}

/** A write of one row of the caller's shop by the :id of the path, with the parsed body if any. */
export function rowWrite<M extends Write, Path extends string, A extends Answers, B extends Schema = undefined>(
  route: ShapedWrite<M, Path, B, typeof idParams, A> & {
    write: (db: Db, shopId: string, id: string, body: Body<B>) => Promise<unknown>;
  },
) {
  const { write, ...declaration } = route;
  const status = successOf(route.answers);
  return declareRoute<M, Path, B, undefined, typeof idParams, A, undefined>({
    ...declaration,
    params: idParams,
    handler: async (c, { params, body }) =>
      c.json((await write(dbOf(c), shopOf(c), params.id, body)) as object, status),
  });
}

/** GET a CSV download of the caller's shop: `rows` streams it (csv-download.ts), `file` names it. */
export function shopCsv<Path extends string, Q extends Schema = undefined>(
  route: Omit<Shaped<'GET', Path, Q, undefined, { 200: typeof CSV }>, 'answers'> & {
    rows: (db: Db, shopId: string, query: Query<Q>) => AsyncGenerator<string>;
    file: (query: Query<Q>) => string;
  },
) {
  const { rows, file, ...declaration } = route;
  return declareRoute<'GET', Path, undefined, Q, undefined, { 200: typeof CSV }, undefined>({
    ...declaration,
    method: 'GET',
    answers: { 200: CSV },
    handler: async (c, { query }) => csvDownload(c, rows(dbOf(c), shopOf(c), query), file(query)),
  });
}
