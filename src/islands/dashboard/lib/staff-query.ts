import { queryOptions } from '@tanstack/react-query';
import { call } from './client.ts';

// The team list, here rather than in features/staff: the home page shows it too.

// Query keys per resource (DESIGN.md): every staff mutation changes this one list.
export const staffKeys = { all: ['staff'] as const };
export const staffQuery = () =>
  queryOptions({ queryKey: staffKeys.all, queryFn: ({ signal }) => call('GET /api/staff', { signal }) });
