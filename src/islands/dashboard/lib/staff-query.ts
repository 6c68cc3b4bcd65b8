import { queryOptions } from '@tanstack/react-query';
import type { PermissionEntry } from '../../../lib/permissions.ts';
import { get } from './api.ts';

// The team list, here rather than in features/staff: the home page shows it too.

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

// Query keys per resource (DESIGN.md): every staff mutation changes this one list.
export const staffKeys = { all: ['staff'] as const };
export const staffQuery = () => queryOptions({ queryKey: staffKeys.all, queryFn: ({ signal }) => get<StaffList>('/staff', signal) });
