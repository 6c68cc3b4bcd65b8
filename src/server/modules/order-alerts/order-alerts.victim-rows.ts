import type { VictimRows } from '../../test/victim-rows.ts';

export const orderAlertVictimRows: VictimRows = {
  make: async ({ api, ok, m }) => {
    await ok(
      'alert settings',
      api.put('/api/order-alerts/settings', {
        new_order: true,
        payment: true,
        browser: true,
        push: true,
        sms: false,
        sound: true,
      }),
    );
    const answer = await ok(
      'push device',
      api.post('/api/order-alerts/devices', {
        endpoint: `https://fcm.googleapis.com/fcm/send/${m('endpoint')}`,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      }),
    );
    return { pushDeviceId: answer.devices[0].id };
  },
};
