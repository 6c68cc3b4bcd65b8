import type { Call } from '../../test/permission-calls.ts';

// KYC (issue 29), for the permission and cross-shop sweeps (src/server/test/route-calls.ts). The
// operators' routes name the victim shop: another shop's admin (not an operator) is 404 there.
const none = '00000000-0000-4000-8000-000000000000';
const doc = (f: { kycDocumentId?: string }) => f.kycDocumentId ?? none;
const shop = (f: { kycShopId?: string }) => f.kycShopId ?? none;

export const complianceCalls: Record<string, Call> = {
  'GET /api/compliance': {},
  'PUT /api/compliance/business-type': { body: () => ({ business_type: 'limited_company' }) },
  'PUT /api/compliance/requirements/:key': {
    path: () => '/api/compliance/requirements/owner_tin',
    body: () => ({ fields: { tin: '111-222-333' } }),
  },
  'POST /api/compliance/requirements/:key/documents/:slot': {
    path: () => '/api/compliance/requirements/owner_selfie/documents/selfie',
    body: () => {
      const form = new FormData();
      // A PNG's signature and nothing more: refused (not readable) or, for an intruder, written to its own shop.
      form.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'x.png'));
      return form;
    },
  },
  'GET /api/compliance/documents/:id': { path: (f) => `/api/compliance/documents/${doc(f)}` },
  'POST /api/compliance/requirements/:key/submit': { path: () => '/api/compliance/requirements/owner_tin/submit' },
  'POST /api/compliance/levels/:level/submit': { path: () => '/api/compliance/levels/1/submit' },
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
