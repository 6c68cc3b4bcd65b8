import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionEntry } from '../../../../lib/permissions.ts';
import type { InvitationSent } from '../../../../lib/contracts/staff.ts';
import { send } from '../../lib/api.ts';
import { staffKeys } from '../../lib/staff-query.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { PendingInvitation, StaffList, StaffMember } from '../../../../lib/contracts/staff.ts';
export type AccessInput = { is_admin: boolean; permissions: PermissionEntry[] };

export function useStaffMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: staffKeys.all });
  return {
    invite: useMutation({
      mutationFn: (input: AccessInput & { email: string }) => send<InvitationSent>('POST', '/staff/invitations', input),
      onSuccess: invalidate,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => send('DELETE', `/staff/invitations/${id}`),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ userId, ...input }: AccessInput & { userId: string }) => send('PUT', `/staff/${userId}`, input),
      onSuccess: invalidate,
    }),
    remove: useMutation({ mutationFn: (userId: string) => send('DELETE', `/staff/${userId}`), onSuccess: invalidate }),
  };
}
