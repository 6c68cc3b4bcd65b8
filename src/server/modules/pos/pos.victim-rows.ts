import type { VictimRows } from '../../test/victim-rows.ts';

export const posVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    await ok(
      'pos',
      api.put('/api/pos-settings', { receipt_header: m('receipt-header'), receipt_footer: m('receipt-footer') }),
    );
    return {};
  },
};
