import { productSetSchema } from '../../../lib/catalog-schemas.ts';
import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, uuidParam } from '../../http/validate.ts';
import { createSet, deleteSet, evaluateSet, getSet, listSets, toSetDto, updateSet } from './product-set.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;

// Spec 2.5 guards the set screens with (product, update); reading a set only needs (product, read).
export const productSetRoutes: RouteDef[] = [
  route('GET', '/api/product-sets', perm('product', 'read'), async (c) => c.json(await listSets(dbOf(c), shopOf(c)))),

  route('POST', '/api/product-sets', perm('product', 'update'), async (c) => {
    const input = await jsonBody(c, productSetSchema);
    return c.json(await createSet(dbOf(c), shopOf(c), input), 201);
  }),

  // A live preview while the merchant edits a set, before it is saved.
  route('POST', '/api/product-sets/preview', perm('product', 'read'), async (c) => {
    const input = await jsonBody(c, productSetSchema);
    const set = input.kind === 'collection' ? { kind: input.kind, productIds: input.product_ids, rule: {} } : { kind: input.kind, productIds: [], rule: input.rule };
    return c.json({ items: await evaluateSet(dbOf(c), shopOf(c), set) });
  }),

  route('GET', '/api/product-sets/:id', perm('product', 'read'), async (c) => c.json(toSetDto(await getSet(dbOf(c), shopOf(c), uuidParam(c, 'id'))))),

  route('PUT', '/api/product-sets/:id', perm('product', 'update'), async (c) => {
    const id = uuidParam(c, 'id');
    const input = await jsonBody(c, productSetSchema);
    return c.json(await updateSet(dbOf(c), shopOf(c), id, input));
  }),

  route('DELETE', '/api/product-sets/:id', perm('product', 'update'), async (c) => {
    await deleteSet(dbOf(c), shopOf(c), uuidParam(c, 'id'));
    return c.body(null, 204);
  }),

  route('GET', '/api/product-sets/:id/products', perm('product', 'read'), async (c) => {
    const set = await getSet(dbOf(c), shopOf(c), uuidParam(c, 'id'));
    return c.json({ set: toSetDto(set), items: await evaluateSet(dbOf(c), shopOf(c), set) });
  }),
];
