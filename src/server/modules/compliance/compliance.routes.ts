import {
  businessTypeInputSchema,
  documentSlotParams,
  levelParams,
  requirementFieldsInputSchema,
  requirementParams,
} from '../../../lib/compliance-schemas.ts';
import { complianceSchema } from '../../../lib/contracts/compliance.ts';
import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TYPES } from '../../../lib/kyc-document.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { badRequest } from '../../http/errors.ts';
import { BINARY } from '../../http/route-doc.ts';
import { dbOf, shopOf, type RouteContext } from '../../http/route-glue.ts';
import { ADMIN, type RouteDef } from '../../http/route-table.ts';
import { shopGet } from '../../http/shop-route.ts';
import { documentStoreOf } from './document-store.ts';
import { deleteDocument, documentResponse, DOCUMENT_FIELD, uploadDocument } from './kyc-documents.ts';
import {
  complianceView,
  saveRequirementFields,
  setBusinessType,
  submitLevel,
  submitRequirement,
} from './kyc.service.ts';
import type { KycActor } from './kyc-rows.ts';

// The shop's own KYC (issue 29), for its owner and admins only: another member is refused (403),
// another shop finds none of it (404: every query takes the caller's shop).

const tags = ['Compliance'];
const access = ADMIN;

const ownerOf = (c: RouteContext): KycActor => {
  const user = c.get('user')!;
  return { kind: 'owner', id: user.id, name: user.name };
};
const storeOf = (c: RouteContext) => documentStoreOf(c.get('deps'));

export const complianceRoutes = [
  shopGet({
    path: '/api/compliance',
    access,
    tags,
    summary: "The shop's KYC: its level, what is missing, each requirement's fields, state and documents, the timeline",
    description:
      'What each requirement asks for is the data of src/lib/kyc-requirements.ts. States expiring and expired are read from the expiry date and today (EAT).',
    answers: { 200: complianceSchema },
    read: complianceView,
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/compliance/business-type',
    access,
    tags,
    summary: 'Say what kind of business the shop is: it picks the level-2 requirements',
    body: businessTypeInputSchema,
    answers: { 200: complianceSchema },
    handler: async (c, { body }) => c.json(await setBusinessType(dbOf(c), shopOf(c), body.business_type)),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/compliance/requirements/:key',
    access,
    tags,
    summary: "Save a requirement's fields (a draft may be half filled; what it holds is checked)",
    description:
      'NIDA NIN: 20 digits starting with the date of birth (YYYYMMDD); TIN: 9 digits (XXX-XXX-XXX accepted); date of birth not in the future and 18 or older (EAT). 409 while under review or once verified.',
    params: requirementParams,
    body: requirementFieldsInputSchema,
    answers: { 200: complianceSchema },
    errors: [409],
    handler: async (c, { params, body }) =>
      c.json(await saveRequirementFields(dbOf(c), shopOf(c), ownerOf(c), params.key, body.fields)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/compliance/requirements/:key/documents/:slot',
    access,
    tags,
    summary: `Upload a document into a slot of a requirement (JPEG, PNG, WebP or PDF by its bytes, up to ${KYC_DOCUMENT_MAX_BYTES / 1024 / 1024} MB; replaces the one there)`,
    params: documentSlotParams,
    upload: { field: DOCUMENT_FIELD, types: [...KYC_DOCUMENT_TYPES] },
    answers: { 201: complianceSchema },
    errors: [409],
    bodyLimitKb: KYC_DOCUMENT_MAX_BYTES / 1024 + 64,
    tooLarge: 'kyc_document_too_large',
    handler: async (c, { params }) => {
      let file: unknown;
      try {
        file = (await c.req.formData()).get(DOCUMENT_FIELD);
      } catch {
        throw badRequest('kyc_document_required', {}, DOCUMENT_FIELD);
      }
      await uploadDocument(dbOf(c), storeOf(c), shopOf(c), ownerOf(c), params.key, params.slot, file);
      return c.json(await complianceView(dbOf(c), shopOf(c)), 201);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/compliance/documents/:id',
    access,
    tags,
    summary: "One of the shop's documents, never cached (Cache-Control: private, no-store)",
    params: idParams,
    answers: { 200: BINARY },
    handler: (c, { params }) => documentResponse(dbOf(c), storeOf(c), shopOf(c), params.id),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/compliance/levels/:level/submit',
    access,
    tags,
    summary: 'Send every requirement of a level not yet under review or verified, all or none',
    params: levelParams,
    answers: { 200: complianceSchema },
    errors: [400, 409],
    handler: async (c, { params }) => c.json(await submitLevel(dbOf(c), shopOf(c), ownerOf(c), params.level as 1 | 2)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/compliance/requirements/:key/submit',
    access,
    tags,
    summary: 'Send a complete requirement for review (every field right, every document there)',
    params: requirementParams,
    answers: { 200: complianceSchema },
    errors: [400, 409],
    handler: async (c, { params }) => c.json(await submitRequirement(dbOf(c), shopOf(c), ownerOf(c), params.key)),
  }),

  declareRoute({
    method: 'DELETE',
    path: '/api/compliance/documents/:id',
    access,
    tags,
    summary: 'Remove a document of a requirement that is not under review or verified',
    params: idParams,
    answers: { 204: null },
    errors: [409],
    handler: async (c, { params }) => {
      await deleteDocument(dbOf(c), storeOf(c), shopOf(c), ownerOf(c), params.id);
      return c.body(null, 204);
    },
  }),
] satisfies RouteDef[];
