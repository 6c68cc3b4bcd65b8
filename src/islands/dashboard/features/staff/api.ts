import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermissionEntry } from '../../../../lib/permissions.ts';
import { call } from '../../lib/client.ts';
import { staffKeys } from '../../lib/staff-query.ts';

// Answer shapes: the contracts the server's DTOs are typed with.
export type { PendingInvitation, StaffList, StaffMember } from '../../../../lib/contracts/staff.ts';
export type AccessInput = { is_admin: boolean; permissions: PermissionEntry[] };

export function useStaffMutations() {
  const client = useQueryClient();
  const invalidate = () => client.invalidateQueries({ queryKey: staffKeys.all });
  return {
    invite: useMutation({
      mutationFn: (input: AccessInput & { email: string }) => call('POST /api/staff/invitations', { body: input }),
      onSuccess: invalidate,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => call('DELETE /api/staff/invitations/:id', { params: { id } }),
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ userId, ...input }: AccessInput & { userId: string }) =>
        call('PUT /api/staff/:userId', { params: { userId }, body: input }),
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (userId: string) => call('DELETE /api/staff/:userId', { params: { userId } }),
      onSuccess: invalidate,
    }),
  };
}
