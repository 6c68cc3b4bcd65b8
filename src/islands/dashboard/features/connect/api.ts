import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmbeddedSignup, ManualConnect, SyncType } from '../../../../lib/connect-schemas.ts';
import { get, send } from '../../lib/api.ts';

// Answer shapes of src/server/modules/whatsapp-connect, restated here (the DTOs live server-side).
export type SyncState = { status: 'not_requested' | 'requested' | 'failed'; at: string | null; error: string | null };
export type WhatsappAccount = {
  phone_number_id: string;
  waba_id: string;
  business_id: string | null;
  display_phone_number: string;
  verified_name: string;
  mode: 'embedded' | 'manual' | 'coexistence';
  status: 'connected' | 'pending' | 'error' | 'disconnected';
  last_error: string | null;
  connected_at: string;
  access_token: string;
  app_secret: string | null;
  verify_token: string | null;
  sync: Record<SyncType, SyncState> | null;
};
export type Connection = {
  connected: boolean;
  account: WhatsappAccount | null;
  webhook_url: string;
  embedded_available: boolean;
};
export type SdkConfig = { app_id: string | null; config_id: string | null; sdk_version: string };
export type TestResult = { ok: true; wamid: string | null; to: string };

export const connectKeys = {
  all: ['whatsapp'] as const,
  connection: () => [...connectKeys.all, 'connection'] as const,
  config: () => [...connectKeys.all, 'config'] as const,
};

export const connectionQuery = () =>
  queryOptions({ queryKey: connectKeys.connection(), queryFn: ({ signal }) => get<Connection>('/whatsapp', signal) });
export const sdkConfigQuery = () =>
  queryOptions({
    queryKey: connectKeys.config(),
    queryFn: ({ signal }) => get<SdkConfig>('/whatsapp/config', signal),
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
  useConnectionMutation((input: ManualConnect) => send<Connection>('POST', '/whatsapp/manual', input));
export const useEmbeddedConnect = () =>
  useConnectionMutation((input: EmbeddedSignup) =>
    send<Connection & { two_step_pin: string | null }>('POST', '/whatsapp/embedded-signup', input),
  );
export const useDisconnect = () => useConnectionMutation(() => send<void>('DELETE', '/whatsapp'));
// A test can show that the token stopped (or started again) working: the status shown follows.
export function useTestMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (to: string) => send<TestResult>('POST', '/whatsapp/test-message', { to }),
    onSettled: () => client.invalidateQueries({ queryKey: connectKeys.connection() }),
  });
}

export function useRequestSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (syncType: SyncType) =>
      send<SyncState & { sync_type: SyncType }>('POST', '/whatsapp/coexistence/sync', { sync_type: syncType }),
    // A refused sync is logged as failed too: both outcomes change what the page shows.
    onSettled: () => client.invalidateQueries({ queryKey: connectKeys.connection() }),
  });
}
