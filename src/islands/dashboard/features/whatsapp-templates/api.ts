import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTemplate } from '../../../../lib/whatsapp-template-schemas.ts';
import { call } from '../../lib/client.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { WhatsappTemplate, WhatsappTemplateList } from '../../../../lib/contracts/whatsapp-template.ts';

export const whatsappTemplateKeys = {
  all: ['whatsapp-templates'] as const,
  list: () => [...whatsappTemplateKeys.all, 'list'] as const,
};

export const whatsappTemplatesQuery = () =>
  queryOptions({
    queryKey: whatsappTemplateKeys.list(),
    queryFn: ({ signal }) => call('GET /api/whatsapp-templates', { signal }),
  });

// Sync and create both change the one list.
function useInvalidateList() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: whatsappTemplateKeys.all });
}

export function useSyncTemplates() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: () => call('POST /api/whatsapp-templates/sync', {}),
    onSuccess: () => invalidate(),
  });
}

export function useCreateTemplate() {
  const invalidate = useInvalidateList();
  return useMutation({
    mutationFn: (body: CreateTemplate) => call('POST /api/whatsapp-templates', { body }),
    onSuccess: () => invalidate(),
  });
}
