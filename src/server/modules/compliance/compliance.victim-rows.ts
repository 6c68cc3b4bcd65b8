import type { VictimRows } from '../../test/victim-rows.ts';
import { randomUUID } from 'node:crypto';
import { decideRequirement } from './kyc-review.ts';

// KYC (issue 29): level 1 filled and sent, one requirement rejected by a reviewer (the reason
// carries the marker), the business type chosen and a licence saved (its number carries the marker),
// documents in the private store (a TIN certificate's is the one the sample calls read and delete).
export const complianceVictimRows: VictimRows = {
  make: async ({ t, api, ok, m, shopId }) => {
    const png = await tinyPng();
    const upload = (key: string, slot: string) => {
      const form = new FormData();
      form.set('file', new File([png], `${m(slot)}.png`, { type: 'image/png' }));
      return ok(`kyc ${slot}`, api.post(`/api/compliance/requirements/${key}/documents/${slot}`, form));
    };
    await ok(
      'kyc identity',
      api.put('/api/compliance/requirements/owner_identity', {
        fields: {
          id_type: 'national_id',
          id_number: '19900131123450000123',
          date_of_birth: '1990-01-31',
          gender: 'female',
        },
      }),
    );
    await upload('owner_identity', 'id_front');
    await upload('owner_identity', 'id_back');
    await upload('owner_selfie', 'selfie');
    await ok('kyc tin', api.put('/api/compliance/requirements/owner_tin', { fields: { tin: '123-456-789' } }));
    await ok('kyc level 1', api.post('/api/compliance/levels/1/submit'));
    await decideRequirement(t.db, { id: randomUUID(), email: `${m('operator')}@example.com` }, shopId, 'owner_selfie', {
      verdict: 'reject',
      reason: m('reason'),
    });
    await ok('kyc type', api.put('/api/compliance/business-type', { business_type: 'limited_company' }));
    await ok(
      'kyc licence',
      api.put('/api/compliance/requirements/business_licence', {
        fields: { licence_number: m('licence'), expiry_date: '2099-12-31' },
      }),
    );
    await upload('business_licence', 'licence');
    // A document of a requirement still open to change: the sample calls read and delete it.
    const after = await upload('tin_certificate', 'certificate');
    const certificate = after.requirements
      .find((r: { key: string }) => r.key === 'tin_certificate')
      .documents.find((d: { slot: string }) => d.slot === 'certificate');
    return { kycDocumentId: certificate.id, shopId };
  },
};

async function tinyPng(): Promise<Buffer<ArrayBuffer>> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 24, height: 24, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
}
