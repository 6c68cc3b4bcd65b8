import { campaignListSchema, campaignSchema, campaignSettingsAnswerSchema } from '../../../lib/contracts/campaign.ts';
import {
  campaignCreateSchema,
  campaignListQuerySchema,
  campaignSettingsSchema,
  campaignUpdateSchema,
} from '../../../lib/campaign-schemas.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { dbOf, shopOf, txOf, userOf } from '../../http/route-glue.ts';
import {
  createCampaign,
  getCampaign,
  getSettings,
  listCampaigns,
  saveSettings,
  updateCampaign,
} from './campaign.service.ts';

const tags = ['Campaigns' as const];

export const campaignRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/campaigns',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'List campaigns (newest first) with their recipients by status',
    query: campaignListQuerySchema,
    answers: { 200: campaignListSchema },
    handler: async (c, { query }) => c.json(await listCampaigns(dbOf(c), shopOf(c), query)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/campaigns/settings',
    access: perm('campaigns', 'read'),
    tags,
    summary: "The shop's campaign settings: the frequency cap and the WhatsApp price per message",
    answers: { 200: campaignSettingsAnswerSchema },
    handler: async (c) => c.json(await getSettings(dbOf(c), shopOf(c))),
  }),

  declareRoute({
    method: 'PUT',
    path: '/api/campaigns/settings',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Change the frequency cap or the WhatsApp price per message',
    body: campaignSettingsSchema,
    idempotent: true,
    answers: { 200: campaignSettingsAnswerSchema },
    errors: [422],
    handler: async (c, { body }) => c.json(await saveSettings(txOf(c), shopOf(c), body)),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/campaigns',
    access: perm('campaigns', 'create'),
    tags,
    summary: 'Create a draft campaign',
    body: campaignCreateSchema,
    idempotent: true,
    answers: { 201: campaignSchema },
    errors: [422],
    handler: async (c, { body }) => c.json(await createCampaign(txOf(c), shopOf(c), userOf(c), body), 201),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/campaigns/:id',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'One campaign with its recipients by status',
    params: idParams,
    answers: { 200: campaignSchema },
    handler: async (c, { params }) => c.json(await getCampaign(dbOf(c), shopOf(c), params.id)),
  }),

  declareRoute({
    method: 'PATCH',
    path: '/api/campaigns/:id',
    access: perm('campaigns', 'update'),
    tags,
    summary: 'Change a draft campaign (409 once scheduled or sent)',
    params: idParams,
    body: campaignUpdateSchema,
    idempotent: true,
    answers: { 200: campaignSchema },
    errors: [409, 422],
    handler: async (c, { params, body }) => c.json(await updateCampaign(txOf(c), shopOf(c), params.id, body)),
  }),
] satisfies RouteDef[];
