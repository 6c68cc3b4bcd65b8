// The pop-up screens' addresses (routes.tsx: marketing/website/website-popup and /:id; 'new' makes one).
export const POPUPS_PATH = '/dashboard/marketing/website/website-popup';
export const popupPath = (id: string) => `${POPUPS_PATH}/${id}`;
export const NEW_POPUP_PATH = popupPath('new');
