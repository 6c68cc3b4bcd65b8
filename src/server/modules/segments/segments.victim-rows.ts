import type { VictimRows } from '../../test/victim-rows.ts';

export const segmentVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    const segment = await ok(
      'segment',
      api.post('/api/segments', {
        name: m('segment'),
        criteria: [{ field: 'location', operator: 'eq', value: m('location') }],
      }),
    );
    return { segmentId: segment.id };
  },
};
