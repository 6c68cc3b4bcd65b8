import { customerCreateSchema, customerListQuerySchema, customerUpdateSchema } from '../../../lib/customer-schemas.ts';
import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, queryParams, uuidParam } from '../../http/validate.ts';
import { createCustomer, customerDetail, listCustomers, updateCustomer } from './customer.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;

export const customerRoutes: RouteDef[] = [
  route('GET', '/api/customers', perm('customers', 'read'), async (c) => c.json(await listCustomers(dbOf(c), shopOf(c), queryParams(c, customerListQuerySchema)))),

  route('POST', '/api/customers', perm('customers', 'create'), async (c) => {
    const input = await jsonBody(c, customerCreateSchema);
    return c.json(await createCustomer(dbOf(c), shopOf(c), input), 201);
  }),

  route('GET', '/api/customers/:id', perm('customers', 'read'), async (c) => c.json(await customerDetail(dbOf(c), shopOf(c), uuidParam(c, 'id')))),

  route('PUT', '/api/customers/:id', perm('customers', 'update'), async (c) => {
    const id = uuidParam(c, 'id');
    const input = await jsonBody(c, customerUpdateSchema);
    return c.json(await updateCustomer(dbOf(c), shopOf(c), id, input));
  }),
];
