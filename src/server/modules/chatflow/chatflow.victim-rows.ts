import type { VictimRows } from '../../test/victim-rows.ts';

// The default flow with the marker in its messages, published.
export const chatflowVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    const draft = (await ok('flow', api.get('/api/chatflow'))) as { draft: { nodes: any[] }; draft_revision: number };
    const flow = {
      ...draft.draft,
      nodes: draft.draft.nodes.map((n) =>
        n.type === 'send_message' ? { ...n, data: { ...n.data, text: { en: m('flow-en'), sw: m('flow-sw') } } } : n,
      ),
    };
    await ok('draft', api.put('/api/chatflow/draft', { flow, revision: draft.draft_revision }));
    await ok('publish', api.post('/api/chatflow/publish'));
    return {};
  },
};
