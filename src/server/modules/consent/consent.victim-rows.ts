import type { VictimRows } from '../../test/victim-rows.ts';

// A consent of the victim's customer, its words carrying the marker, so that a route that leaks
// another shop's consent or history is caught.
export const consentVictimRows: VictimRows = {
  needs: ['customer'],
  make: async ({ api, ok, m, made }) => {
    await ok(
      'consent',
      api.put(`/api/customers/${made.customer.id}/consent`, { channel: 'sms', state: 'opted_in', words: m('words') }),
    );
    return {};
  },
};
