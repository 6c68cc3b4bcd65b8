import { customerDetailSchema, customerPageSchema, customerSchema } from '../../../lib/contracts/customer.ts';
import { customerCreateSchema, customerListQuerySchema, customerUpdateSchema } from '../../../lib/customer-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { createCustomer, customerDetail, listCustomers, updateCustomer } from './customer.service.ts';
import { shopOf, dbOf } from '../../http/route-glue.ts';

const tags = ['Customers' as const];

export const customerRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/customers',
    access: perm('customers', 'read'),
    tags,
    summary: 'List customers, searchable by name or phone',
    query: customerListQuerySchema,
    answers: { 200: customerPageSchema },
    handler: async (c, { query }) => c.json(await listCustomers(dbOf(c), shopOf(c), query)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/customers',
    access: perm('customers', 'create'),
    tags,
    summary: 'Add a customer',
    body: customerCreateSchema,
    answers: { 201: customerSchema },
    errors: [409],
    handler: async (c, { body }) => c.json(await createCustomer(dbOf(c), shopOf(c), body), 201),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/customers/:id',
    access: perm('customers', 'read'),
    tags,
    summary: 'One customer with their recent orders',
    params: idParams,
    answers: { 200: customerDetailSchema },
    handler: async (c, { params }) => c.json(await customerDetail(dbOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/customers/:id',
    access: perm('customers', 'update'),
    tags,
    summary: 'Update a customer',
    params: idParams,
    body: customerUpdateSchema,
    answers: { 200: customerSchema },
    errors: [409],
    handler: async (c, { params, body }) => c.json(await updateCustomer(dbOf(c), shopOf(c), params.id, body)),
  }),
] satisfies RouteDef[];
