import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessType } from '../../../../lib/kyc-requirements.ts';
import { call, hrefOf, type Answer } from '../../lib/client.ts';
import { complianceKeys } from '../../lib/query-keys.ts';

// The shop's KYC (issue 29). Every write answers the whole compliance view, which replaces the
// cached one: the screen shows exactly what the server kept.

export type Compliance = Answer<'GET /api/compliance'>;
export type RequirementState = Compliance['requirements'][number];

export const complianceQuery = () =>
  queryOptions({
    queryKey: complianceKeys.all,
    queryFn: ({ signal }) => call('GET /api/compliance', { signal }),
    staleTime: 30_000,
  });

function useComplianceWrite<V>(write: (v: V) => Promise<Compliance>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (c) => client.setQueryData(complianceKeys.all, c) });
}

export const useSetBusinessType = () =>
  useComplianceWrite((business_type: BusinessType) =>
    call('PUT /api/compliance/business-type', { body: { business_type } }),
  );

export const useSaveFields = () =>
  useComplianceWrite(({ key, fields }: { key: string; fields: Record<string, string> }) =>
    call('PUT /api/compliance/requirements/:key', { params: { key }, body: { fields } }),
  );

export const useUpload = () =>
  useComplianceWrite(({ key, slot, file }: { key: string; slot: string; file: File }) => {
    const body = new FormData();
    body.set('file', file);
    return call('POST /api/compliance/requirements/:key/documents/:slot', { params: { key, slot }, body });
  });

export const useRemoveDocument = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/compliance/documents/:id', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: complianceKeys.all }),
  });
};

export const useSubmitRequirement = () =>
  useComplianceWrite((key: string) => call('POST /api/compliance/requirements/:key/submit', { params: { key } }));

export const useSubmitLevel = () =>
  useComplianceWrite((level: 1 | 2) =>
    call('POST /api/compliance/levels/:level/submit', { params: { level: String(level) as '1' | '2' } }),
  );

/** Where the browser fetches a document itself (an <img src>, a PDF link), with the session cookie. */
export const documentHref = (id: string) => hrefOf('GET /api/compliance/documents/:id', { params: { id } });
