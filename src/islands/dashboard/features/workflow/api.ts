import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkflowInput } from '../../../../lib/order-schemas.ts';
import { call, type Answer } from '../../lib/client.ts';
import { orderKeys } from '../../lib/query-keys.ts';

// The answer is the workflow as saved.
export type Workflow = Answer<'GET /api/order-workflow'>;

// One resource, one document per shop. Saving it changes which steps open orders offer, so their details go stale too.
export const workflowKeys = { all: ['order-workflow'] as const };
export const workflowQuery = () =>
  queryOptions({ queryKey: workflowKeys.all, queryFn: ({ signal }) => call('GET /api/order-workflow', { signal }) });

export function useSaveWorkflow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkflowInput) => call('PUT /api/order-workflow', { body: input }),
    onSuccess: (saved) => {
      client.setQueryData(workflowKeys.all, saved);
      void client.invalidateQueries({ queryKey: orderKeys.details() });
    },
  });
}
