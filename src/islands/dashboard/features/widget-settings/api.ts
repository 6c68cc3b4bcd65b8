import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WidgetTheme } from '../../../../lib/chat/widget-theme.ts';
import { get, send } from '../../lib/api.ts';

// Answer of GET/PUT /api/widget-settings (src/server/modules/widget-settings).
export type WidgetSettings = { bot_id: string; enabled: boolean; theme: WidgetTheme; embed_snippet: string };

export const widgetSettingsKeys = { all: ['widget-settings'] as const };
export const widgetSettingsQuery = () =>
  queryOptions({ queryKey: widgetSettingsKeys.all, queryFn: ({ signal }) => get<WidgetSettings>('/widget-settings', signal), staleTime: 5 * 60_000 });

export function useSaveWidgetTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (theme: WidgetTheme) => send<WidgetSettings>('PUT', '/widget-settings', theme),
    onSuccess: (saved) => client.setQueryData(widgetSettingsKeys.all, saved),
  });
}
