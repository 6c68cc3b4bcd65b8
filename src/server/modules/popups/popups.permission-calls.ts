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
  'PUT /api/popups/:id': { path: (f) => `/api/popups/${f.popupId}`, body: samplePopup },
  'DELETE /api/popups/:id': { path: (f) => `/api/popups/${f.popupId}` },
  'PUT /api/popups/:id/image': { path: (f) => `/api/popups/${f.popupId}/image` },
  'DELETE /api/popups/:id/image': { path: (f) => `/api/popups/${f.popupId}/image` },
};
