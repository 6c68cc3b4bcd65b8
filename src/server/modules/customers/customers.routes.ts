import { customerDetailSchema, customerPageSchema, customerSchema } from '../../../lib/contracts/customer.ts';
import { customerCreateSchema, customerListQuerySchema, customerUpdateSchema } from '../../../lib/customer-schemas.ts';
import { rowGet, rowWrite, shopGet, shopWrite } from '../../http/shop-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { createCustomer, customerDetail, listCustomers, updateCustomer } from './customer.service.ts';

const tags = ['Customers' as const];

export const customerRoutes = [
  shopGet({
    path: '/api/customers',
    access: perm('customers', 'read'),
    tags,
    summary: 'List customers, searchable by name or phone',
    query: customerListQuerySchema,
    answers: { 200: customerPageSchema },
    read: listCustomers,
  }),

  shopWrite({
    method: 'POST',
    path: '/api/customers',
    access: perm('customers', 'create'),
    tags,
    summary: 'Add a customer',
    body: customerCreateSchema,
    answers: { 201: customerSchema },
    errors: [409],
    write: createCustomer,
  }),

  rowGet({
    path: '/api/customers/:id',
    access: perm('customers', 'read'),
    tags,
    summary: 'One customer with their recent orders',
    answers: { 200: customerDetailSchema },
    read: customerDetail,
  }),

  rowWrite({
    method: 'PUT',
    path: '/api/customers/:id',
    access: perm('customers', 'update'),
    tags,
    summary: 'Update a customer',
    body: customerUpdateSchema,
    answers: { 200: customerSchema },
    errors: [409],
    write: updateCustomer,
  }),
] satisfies RouteDef[];
