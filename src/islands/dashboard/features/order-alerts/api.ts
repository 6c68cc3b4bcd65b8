import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAlertSettingsInput, PushSubscriptionInput } from '../../../../lib/order-alert-schemas.ts';
import { call, type Answer } from '../../lib/client.ts';

// Order alerts (issue 28): the person's settings and devices, and the open dashboard's feed.

export type AlertSettings = Answer<'GET /api/order-alerts/settings'>;
export type AlertFeed = Answer<'GET /api/order-alerts/feed'>;

export const alertKeys = { settings: ['order-alerts', 'settings'] as const };

export const alertSettingsQuery = () =>
  queryOptions({
    queryKey: alertKeys.settings,
    queryFn: ({ signal }) => call('GET /api/order-alerts/settings', { signal }),
    staleTime: 60_000,
  });

/** Each write answers the whole settings: the screen shows exactly what the server kept. */
function useSettingsWrite<V>(write: (v: V) => Promise<AlertSettings>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (s) => client.setQueryData(alertKeys.settings, s) });
}

export const useSaveAlertSettings = () =>
  useSettingsWrite((body: OrderAlertSettingsInput) => call('PUT /api/order-alerts/settings', { body }));
export const useAddDevice = () =>
  useSettingsWrite((body: PushSubscriptionInput) => call('POST /api/order-alerts/devices', { body }));
export const useRemoveDevice = () =>
  useSettingsWrite((id: string) => call('DELETE /api/order-alerts/devices/:id', { params: { id } }));

export const readFeed = (after: string | null) => call('GET /api/order-alerts/feed', { query: after ? { after } : {} });
