import { productSetSchema } from '../../../lib/catalog-schemas.ts';
import {
  productSetSchema as setAnswer,
  setItemsSchema,
  setWithItemsSchema,
} from '../../../lib/contracts/product-set.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowDelete, rowWrite, shopGet, shopWrite } from '../../http/shop-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { createSet, deleteSet, evaluateSet, getSet, listSets, toSetDto, updateSet } from './product-set.service.ts';
import { shopOf, dbOf } from '../../http/route-glue.ts';

const tags = ['Product sets' as const];

// Spec 2.5 guards the set screens with (product, update); reading a set only needs (product, read).
export const productSetRoutes = [
  shopGet({
    path: '/api/product-sets',
    access: perm('product', 'read'),
    tags,
    summary: 'List product sets',
    answers: { 200: setAnswer.array() },
    read: listSets,
  }),

  shopWrite({
    method: 'POST',
    path: '/api/product-sets',
    access: perm('product', 'update'),
    tags,
    summary: 'Create a collection or a rule-based template',
    body: productSetSchema,
    answers: { 201: setAnswer },
    write: createSet,
  }),

  // A live preview while the merchant edits a set, before it is saved.
  declareRoute({
    method: 'POST',
    path: '/api/product-sets/preview',
    access: perm('product', 'read'),
    tags,
    summary: 'Products a set would contain, without saving it',
    body: productSetSchema,
    answers: { 200: setItemsSchema },
    handler: async (c, { body: input }) => {
      const set =
        input.kind === 'collection'
          ? { kind: input.kind, productIds: input.product_ids, rule: {} }
          : { kind: input.kind, productIds: [], rule: input.rule };
      return c.json({ items: await evaluateSet(dbOf(c), shopOf(c), set) });
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/product-sets/:id',
    access: perm('product', 'read'),
    tags,
    summary: 'One product set',
    params: idParams,
    answers: { 200: setAnswer },
    handler: async (c, { params }) => c.json(toSetDto(await getSet(dbOf(c), shopOf(c), params.id))),
  }),

  rowWrite({
    method: 'PUT',
    path: '/api/product-sets/:id',
    access: perm('product', 'update'),
    tags,
    summary: 'Replace a product set',
    body: productSetSchema,
    answers: { 200: setAnswer },
    write: updateSet,
  }),

  rowDelete({
    path: '/api/product-sets/:id',
    access: perm('product', 'update'),
    tags,
    summary: 'Delete a product set',
    remove: deleteSet,
  }),

  declareRoute({
    method: 'GET',
    path: '/api/product-sets/:id/products',
    access: perm('product', 'read'),
    tags,
    summary: 'A set and the products it contains now',
    params: idParams,
    answers: { 200: setWithItemsSchema },
    handler: async (c, { params }) => {
      const set = await getSet(dbOf(c), shopOf(c), params.id);
      return c.json({ set: toSetDto(set), items: await evaluateSet(dbOf(c), shopOf(c), set) });
    },
  }),
] satisfies RouteDef[];
