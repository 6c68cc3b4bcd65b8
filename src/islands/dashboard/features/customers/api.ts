import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerUpdate } from '../../../../lib/customer-schemas.ts';
import type { CustomerDetail } from '../../../../lib/contracts/customer.ts';
import { call } from '../../lib/client.ts';
import { customerKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { Customer, CustomerDetail, CustomerPage } from '../../../../lib/contracts/customer.ts';
export type CustomerListParams = { page: number; q?: string; by?: 'name' | 'phone' };

export const PAGE_SIZE = 20;
export const customerListQuery = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => call('GET /api/customers', { query: { ...params, page_size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/customers/:id', { params: { id }, signal }),
  });

export function useUpdateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CustomerUpdate & { id: string }) =>
      call('PUT /api/customers/:id', { params: { id }, body: input }),
    onSuccess: (c) => {
      client.setQueryData<CustomerDetail>(customerKeys.detail(c.id), (prev) => prev && { ...prev, ...c });
      void client.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
