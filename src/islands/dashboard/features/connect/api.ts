import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmbeddedSignup, ManualConnect, SyncType } from '../../../../lib/connect-schemas.ts';
import type { Connection } from '../../../../lib/contracts/whatsapp.ts';
import { call } from '../../lib/client.ts';

// Answer types from the contract the server answers with (src/lib/contracts/whatsapp.ts).
export type {
  Connection,
  EmbeddedConnection,
  SdkConfig,
  SyncAnswer,
  SyncState,
  TestResult,
  WhatsappAccount,
} from '../../../../lib/contracts/whatsapp.ts';

export const connectKeys = {
  all: ['whatsapp'] as const,
  connection: () => [...connectKeys.all, 'connection'] as const,
  config: () => [...connectKeys.all, 'config'] as const,
};

export const connectionQuery = () =>
  queryOptions({ queryKey: connectKeys.connection(), queryFn: ({ signal }) => call('GET /api/whatsapp', { signal }) });
export const sdkConfigQuery = () =>
  queryOptions({
    queryKey: connectKeys.config(),
    queryFn: ({ signal }) => call('GET /api/whatsapp/config', { signal }),
    staleTime: Infinity,
  });

function useConnectionMutation<I, O extends Connection | void>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (answer) => {
      if (answer) client.setQueryData(connectKeys.connection(), answer);
      else void client.invalidateQueries({ queryKey: connectKeys.connection() });
    },
  });
}

export const useManualConnect = () =>
  useConnectionMutation((input: ManualConnect) => call('POST /api/whatsapp/manual', { body: input }));
export const useEmbeddedConnect = () =>
  useConnectionMutation((input: EmbeddedSignup) => call('POST /api/whatsapp/embedded-signup', { body: input }));
export const useDisconnect = () => useConnectionMutation(() => call('DELETE /api/whatsapp'));
// A test can show that the token stopped (or started again) working: the status shown follows.
export function useTestMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => call('POST /api/whatsapp/test-message', { body: { to } }),
    onSettled: () => client.invalidateQueries({ queryKey: connectKeys.connection() }),
  });
}

export function useRequestSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (syncType: SyncType) => call('POST /api/whatsapp/coexistence/sync', { body: { sync_type: syncType } }),
    // A refused sync is logged as failed too: both outcomes change what the page shows.
    onSettled: () => client.invalidateQueries({ queryKey: connectKeys.connection() }),
  });
}
