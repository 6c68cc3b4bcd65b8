import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupSettingsUpdate } from '../../../../lib/contracts/backups.ts';
import { call } from '../../lib/client.ts';

const backupsKey = ['backups'] as const;

/** The install's backups; a 404 (not the install's owner) is an answer, not a failure to retry. */
export const backupsQuery = () =>
  queryOptions({
    queryKey: backupsKey,
    queryFn: ({ signal }) => call('GET /api/backups', { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    staleTime: 60_000,
  });

export function useSaveBackups() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupSettingsUpdate) => call('PUT /api/backups', { body }),
    onSuccess: (status) => client.setQueryData(backupsKey, status),
  });
}
