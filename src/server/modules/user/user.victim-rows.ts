import type { VictimRows } from '../../test/victim-rows.ts';

export const userVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    await ok('profile', api.put('/api/user', { name: m('owner-name') }));
    return {};
  },
};
