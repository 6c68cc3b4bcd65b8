import type { Call } from '../../test/permission-calls.ts';

// Staff and invitations, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const staffCalls: Record<string, Call> = {
  'GET /api/staff': {},
  'POST /api/staff/invitations': { body: () => ({ email: 'intruder@example.com', is_admin: true }) },
  'DELETE /api/staff/invitations/:id': { path: (f) => `/api/staff/invitations/${f.invitationId}` },
  'PUT /api/staff/:userId': { path: (f) => `/api/staff/${f.staffUserId}`, body: () => ({ is_admin: true }) },
  'DELETE /api/staff/:userId': { path: (f) => `/api/staff/${f.staffUserId}` },
};
