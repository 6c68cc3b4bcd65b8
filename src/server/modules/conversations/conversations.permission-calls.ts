import type { Call } from '../../test/permission-calls.ts';

export const conversationCalls: Record<string, Call> = {
  'GET /api/conversations': {},
  'GET /api/conversations/updates': { path: () => '/api/conversations/updates?since=2000-01-01T00:00:00Z' },
  'GET /api/conversations/templates': {},
  'GET /api/conversations/assignees': {},
  'GET /api/conversations/media/:mediaId': { path: () => '/api/conversations/media/4455667788' },
  'GET /api/conversations/:id': { path: (f) => `/api/conversations/${f.conversationId}` },
  'GET /api/conversations/:id/messages': { path: (f) => `/api/conversations/${f.conversationId}/messages` },
  'POST /api/conversations/:id/messages': {
    path: (f) => `/api/conversations/${f.conversationId}/messages`,
    body: () => ({ text: 'Intruder here' }),
  },
  'POST /api/conversations/:id/takeover': { path: (f) => `/api/conversations/${f.conversationId}/takeover` },
  'POST /api/conversations/:id/handback': { path: (f) => `/api/conversations/${f.conversationId}/handback` },
  'POST /api/conversations/:id/assign': {
    path: (f) => `/api/conversations/${f.conversationId}/assign`,
    body: () => ({ user_id: null }),
  },
  'POST /api/conversations/:id/read': { path: (f) => `/api/conversations/${f.conversationId}/read` },
  'PUT /api/conversations/:id/status': {
    path: (f) => `/api/conversations/${f.conversationId}/status`,
    body: () => ({ status: 'closed' }),
  },
};
