import type { VictimRows } from '../../test/victim-rows.ts';

export const widgetVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    await ok(
      'widget',
      api.put('/api/widget-settings', { title: m('widget').slice(0, 40), bubbleTitle: m('bubble').slice(0, 30) }),
    );
    return {};
  },
};
