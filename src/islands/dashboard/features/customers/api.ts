import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerUpdate } from '../../../../lib/customer-schemas.ts';
import type { Customer, CustomerDetail, CustomerPage } from '../../../../lib/contracts/customer.ts';
import { get, send } from '../../lib/api.ts';
import { customerKeys } from '../../lib/query-keys.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { Customer, CustomerDetail, CustomerPage } from '../../../../lib/contracts/customer.ts';
export type CustomerListParams = { page: number; q?: string; by?: 'name' | 'phone' };

export const PAGE_SIZE = 20;
const toSearch = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

export const customerListQuery = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => get<CustomerPage>(`/customers?${toSearch({ ...params, page_size: PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => get<CustomerDetail>(`/customers/${id}`, signal),
  });

export function useUpdateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: CustomerUpdate & { id: string }) => send<Customer>('PUT', `/customers/${id}`, input),
    onSuccess: (c) => {
      client.setQueryData<CustomerDetail>(customerKeys.detail(c.id), (prev) => prev && { ...prev, ...c });
      void client.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
