import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionEntry } from '../../../../lib/permissions.ts';
import { get, send } from '../../lib/api.ts';

export type StaffMember = {
  user_id: string;
  name: string;
  email: string;
  phone: string;
  is_owner: boolean;
  is_admin: boolean;
  permissions: PermissionEntry[];
  joined_at: string;
};
export type PendingInvitation = { id: string; email: string; is_admin: boolean; permissions: PermissionEntry[]; expires_at: string; created_at: string };
export type StaffList = { members: StaffMember[]; invitations: PendingInvitation[] };
export type AccessInput = { is_admin: boolean; permissions: PermissionEntry[] };

// Query keys per resource (DESIGN.md): every staff mutation changes this one list.
export const staffKeys = { all: ['staff'] as const };
export const staffQuery = () => queryOptions({ queryKey: staffKeys.all, queryFn: ({ signal }) => get<StaffList>('/staff', signal) });

export function useStaffMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: staffKeys.all });
  return {
    invite: useMutation({
      mutationFn: (input: AccessInput & { email: string }) => send<{ id: string; email: string; link: string }>('POST', '/staff/invitations', input),
      onSuccess: invalidate,
    }),
    revoke: useMutation({ mutationFn: (id: string) => send('DELETE', `/staff/invitations/${id}`), onSuccess: invalidate }),
    update: useMutation({
      mutationFn: ({ userId, ...input }: AccessInput & { userId: string }) => send('PUT', `/staff/${userId}`, input),
      onSuccess: invalidate,
    }),
    remove: useMutation({ mutationFn: (userId: string) => send('DELETE', `/staff/${userId}`), onSuccess: invalidate }),
  };
}
