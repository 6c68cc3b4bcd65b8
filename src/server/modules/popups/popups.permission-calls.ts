import type { Call } from '../../test/permission-calls.ts';

// Pop-ups, for the permission and cross-shop sweeps (src/server/test/route-calls.ts).
export const samplePopup = () => ({
  name: 'Intruders',
  position: 'bottom_right',
  action: { kind: 'chat', message: 'Habari' },
  variants: [
    {
      key: 'a',
      weight: 100,
      texts: { en: { title: 'Hi', text: '', button: 'Chat' }, sw: { title: 'Habari', text: '', button: 'Ongea' } },
    },
  ],
});
export const popupCalls: Record<string, Call> = {
  'GET /api/popups': {},
  'GET /api/popups/results': {},
  'POST /api/popups': { body: samplePopup },
  'GET /api/popups/:id': { path: (f) => `/api/popups/${f.popupId}` },
  // stays a phone pop-up: the answers test leaves a number in it afterwards
  'PUT /api/popups/:id': {
    path: (f) => `/api/popups/${f.popupId}`,
    body: () => ({
      ...samplePopup(),
      action: {
        kind: 'phone',
        channels: ['sms'],
        consent_en: 'Send me offers by SMS',
        consent_sw: 'Nitumie ofa kwa SMS',
      },
    }),
  },
  'DELETE /api/popups/:id': { path: (f) => `/api/popups/${f.popupId}` },
  'PUT /api/popups/:id/image': { path: (f) => `/api/popups/${f.popupId}/image` },
  'DELETE /api/popups/:id/image': { path: (f) => `/api/popups/${f.popupId}/image` },
};
