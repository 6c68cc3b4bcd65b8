import { z } from 'zod';
import { kycVerdictInputSchema, requirementParams } from '../../../lib/compliance-schemas.ts';
import { kycQueueSchema, kycShopReviewSchema } from '../../../lib/contracts/compliance.ts';
import { declareRoute, idParam } from '../../http/declare-route.ts';
import { BINARY } from '../../http/route-doc.ts';
import { dbOf, type RouteContext } from '../../http/route-glue.ts';
import { OPERATOR, type RouteDef } from '../../http/route-table.ts';
import { documentStoreOf } from './document-store.ts';
import { documentResponse } from './kyc-documents.ts';
import { decideRequirement, kycQueue, kycShopReview } from './kyc-review.ts';

// The operators' KYC console (issue 29): OPERATOR access (anyone else signed in is told these do
// not exist, 404; signed out, 401). Every change writes the operators' log in its own transaction.

const tags = ['Compliance'];
const access = OPERATOR;
const shopParams = z.object({ shopId: idParam });
const shopDocumentParams = z.object({ shopId: idParam, id: idParam });
const shopRequirementParams = shopParams.extend(requirementParams.shape);

const operatorOf = (c: RouteContext) => {
  const user = c.get('user')!;
  return { id: user.id, email: user.email };
};

export const kycOperatorRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/operator/kyc/queue',
    access,
    tags,
    summary: 'Requirements waiting for review, grouped by shop, the shop waiting longest first',
    answers: { 200: kycQueueSchema },
    handler: async (c) => c.json(await kycQueue(dbOf(c))),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/kyc/shops/:shopId',
    access,
    tags,
    summary: "One shop's KYC for review: each requirement's fields beside its documents, the timeline",
    params: shopParams,
    answers: { 200: kycShopReviewSchema },
    handler: async (c, { params }) => c.json(await kycShopReview(dbOf(c), params.shopId)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/kyc/shops/:shopId/documents/:id',
    access,
    tags,
    summary: "A shop's KYC document, never cached (Cache-Control: private, no-store)",
    params: shopDocumentParams,
    answers: { 200: BINARY },
    handler: (c, { params }) => documentResponse(dbOf(c), documentStoreOf(c.get('deps')), params.shopId, params.id),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/kyc/shops/:shopId/requirements/:key/verdict',
    access,
    tags,
    summary: 'Verify a submitted requirement, or reject it with the reason in words (written to the operators’ log)',
    description:
      'The shop is told by mail in its owner’s language and on its compliance screen. 409 when the requirement is not waiting for review.',
    params: shopRequirementParams,
    body: kycVerdictInputSchema,
    answers: { 200: kycShopReviewSchema },
    errors: [409],
    handler: async (c, { params, body }) =>
      c.json(await decideRequirement(dbOf(c), operatorOf(c), params.shopId, params.key, body)),
  }),
] satisfies RouteDef[];
