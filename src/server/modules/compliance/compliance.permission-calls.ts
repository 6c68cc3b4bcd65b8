import type { Call } from '../../test/permission-calls.ts';

// KYC (issue 29), for the permission and cross-shop sweeps (src/server/test/route-calls.ts). The
// operators' routes name the victim shop: another shop's admin (not an operator) is 404 there.
const none = '00000000-0000-4000-8000-000000000000';
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const doc = (f: { kycDocumentId?: string }) => f.kycDocumentId ?? none;
const shop = (f: { shopId?: string }) => f.shopId ?? none;

export const complianceCalls: Record<string, Call> = {
  'GET /api/compliance': {},
  'PUT /api/compliance/business-type': { body: () => ({ business_type: 'limited_company' }) },
  // The victim's licence is saved but not sent: its owner may change it (the answers test's success).
  'PUT /api/compliance/requirements/:key': {
    path: () => '/api/compliance/requirements/business_licence',
    body: () => ({ fields: { licence_number: 'DSM/2026/77', expiry_date: '2099-06-30' } }),
  },
  'POST /api/compliance/requirements/:key/documents/:slot': {
    path: () => '/api/compliance/requirements/owner_selfie/documents/selfie',
    // Into the victim's rejected selfie (open to change); an intruder's lands in its own shop.
    body: () => {
      const form = new FormData();
      form.set('file', new File([Buffer.from(ONE_PIXEL_PNG, 'base64')], 'x.png', { type: 'image/png' }));
      return form;
    },
  },
  'GET /api/compliance/documents/:id': { path: (f) => `/api/compliance/documents/${doc(f)}` },
  // Level 1 sends the victim's rejected selfie again; then its licence (fields and document there) goes alone.
  'POST /api/compliance/levels/:level/submit': { path: () => '/api/compliance/levels/1/submit' },
  'POST /api/compliance/requirements/:key/submit': {
    path: () => '/api/compliance/requirements/business_licence/submit',
  },
  'DELETE /api/compliance/documents/:id': { path: (f) => `/api/compliance/documents/${doc(f)}` },
  'GET /api/operator/kyc/queue': {},
  'GET /api/operator/kyc/shops/:shopId': { path: (f) => `/api/operator/kyc/shops/${shop(f)}` },
  'GET /api/operator/kyc/shops/:shopId/documents/:id': {
    path: (f) => `/api/operator/kyc/shops/${shop(f)}/documents/${doc(f)}`,
  },
  'POST /api/operator/kyc/shops/:shopId/requirements/:key/verdict': {
    path: (f) => `/api/operator/kyc/shops/${shop(f)}/requirements/owner_identity/verdict`,
    body: () => ({ verdict: 'reject', reason: 'The photo is blurred' }),
  },
};
