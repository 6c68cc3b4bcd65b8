import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WidgetTheme } from '../../../../lib/chat/widget-theme.ts';
import { call } from '../../lib/client.ts';

// Answer of GET/PUT /api/widget-settings: the contract the server's DTO is typed with.
export type { WidgetSettings } from '../../../../lib/contracts/widget-settings.ts';

export const widgetSettingsKeys = { all: ['widget-settings'] as const };
export const widgetSettingsQuery = () =>
  queryOptions({
    queryKey: widgetSettingsKeys.all,
    queryFn: ({ signal }) => call('GET /api/widget-settings', { signal }),
    staleTime: 5 * 60_000,
  });

export function useSaveWidgetTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (theme: WidgetTheme) => call('PUT /api/widget-settings', { body: theme }),
    onSuccess: (saved) => client.setQueryData(widgetSettingsKeys.all, saved),
  });
}
