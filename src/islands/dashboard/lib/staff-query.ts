import { queryOptions } from '@tanstack/react-query';
import type { StaffList } from '../../../lib/contracts/staff.ts';
import { get } from './api.ts';

// The team list, here rather than in features/staff: the home page shows it too.

// Query keys per resource (DESIGN.md): every staff mutation changes this one list.
export const staffKeys = { all: ['staff'] as const };
export const staffQuery = () =>
  queryOptions({ queryKey: staffKeys.all, queryFn: ({ signal }) => get<StaffList>('/staff', signal) });
