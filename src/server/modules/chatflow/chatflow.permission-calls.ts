import type { Call } from '../../test/permission-calls.ts';

const flow = {
  version: 1,
  nodes: [{ id: 'start', type: 'trigger', position: { x: 0, y: 0 }, data: { first_message: true } }],
  edges: [],
};

export const chatflowCalls: Record<string, Call> = {
  'GET /api/chatflow': {},
  'PUT /api/chatflow/draft': { body: () => ({ flow, revision: 1 }) },
  'POST /api/chatflow/publish': {},
  'GET /api/chatflow/versions': {},
  'POST /api/chatflow/versions/:version/restore': { path: () => '/api/chatflow/versions/1/restore' },
  'GET /api/chatflow/preview-token': {},
};
