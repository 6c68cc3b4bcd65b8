import {
  templateSyncSchema,
  whatsappTemplateListSchema,
  whatsappTemplateSchema,
} from '../../../lib/contracts/whatsapp-template.ts';
import { createTemplateSchema } from '../../../lib/whatsapp-template-schemas.ts';
import { declareRoute } from '../../http/declare-route.ts';
import { dbOf, shopOf } from '../../http/route-glue.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import { rowGet, shopGet } from '../../http/shop-route.ts';
import { queueTemplateCheck } from './template-check.ts';
import { createTemplate, getTemplate, listTemplates, syncTemplates } from './whatsapp-templates.service.ts';

const tags = ['WhatsApp templates' as const];

// The connected number's message templates (issue 27): Meta reviews each; only an APPROVED one is
// sent by a campaign (the face's approvedTemplate). Sync and create call the Cloud API.
export const whatsappTemplateRoutes = [
  shopGet({
    path: '/api/whatsapp-templates',
    access: perm('campaigns', 'read'),
    tags,
    summary: "The shop's WhatsApp message templates with Meta's review state",
    answers: { 200: whatsappTemplateListSchema },
    read: listTemplates,
  }),

  rowGet({
    path: '/api/whatsapp-templates/:id',
    access: perm('campaigns', 'read'),
    tags,
    summary: 'One WhatsApp message template',
    answers: { 200: whatsappTemplateSchema },
    read: getTemplate,
  }),

  declareRoute({
    method: 'POST',
    path: '/api/whatsapp-templates/sync',
    access: perm('campaigns', 'update'),
    tags,
    summary: "Read the number's templates from Meta (every page) and keep their states",
    description:
      "GET /{waba-id}/message_templates, page after page. 409 when no WhatsApp number is connected; 502 when Meta cannot be reached; 422 with Meta's words when it refuses.",
    answers: { 200: templateSyncSchema },
    errors: [409, 422, 502],
    handler: async (c) => c.json(await syncTemplates(dbOf(c), c.get('deps').env, shopOf(c))),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/whatsapp-templates',
    access: perm('campaigns', 'create'),
    tags,
    summary: 'Create a template and submit it to Meta for review',
    description:
      "Checked against Meta's rules first (400, nothing sent): a name of lowercase letters, digits and underscores; a body of at most 1,024 characters whose {{1}}… variables each have an example; header and footer of at most 60; at most 10 buttons (2 URL). 409 when the name is taken in this language or no WhatsApp number is connected; 422 with Meta's words when Meta refuses it.",
    body: createTemplateSchema,
    answers: { 201: whatsappTemplateSchema },
    errors: [409, 422, 502],
    handler: async (c, { body }) => {
      const created = await createTemplate(dbOf(c), c.get('deps').env, shopOf(c), body);
      // Asked about again later, should Meta's webhook not come (template-check.ts).
      await queueTemplateCheck(dbOf(c), shopOf(c));
      return c.json(created, 201);
    },
  }),
] satisfies RouteDef[];
