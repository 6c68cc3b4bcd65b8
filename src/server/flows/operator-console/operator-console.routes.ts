import {
  contactMessageSchema,
  contactMessagesPageSchema,
  operatorActionsPageSchema,
  operatorMeSchema,
  operatorShopSchema,
  operatorShopsPageSchema,
} from '../../../lib/contracts/operator.ts';
import {
  contactListQuerySchema,
  contactReplySchema,
  directoryHideSchema,
  directoryUnhideSchema,
  OPERATOR_PAGE_SIZE,
  operatorAuditQuerySchema,
  operatorShopsQuerySchema,
  reinstateShopSchema,
  suspendShopSchema,
} from '../../../lib/operator-schemas.ts';
import { announceChange } from '../../http/cache-sync.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { notFound } from '../../http/errors.ts';
import { OPERATOR, type RouteDef } from '../../http/route-table.ts';
import { dbOf, type RouteContext } from '../../http/route-glue.ts';
import { contactMessageById, listContactMessages, type ContactWithReplies } from '../../modules/contact/index.ts';
import { markHandled, replyByEmail } from './contact.actions.ts';
import { operatorOf } from './operator-actor.ts';
import { operatorActionsPage } from './operator-audit.read.ts';
import { listOperatorShops, operatorShopById } from './operator-shops.service.ts';
import { changeShopStanding } from './shop-standing.actions.ts';

// The operator's console (issue 29, /operator). Every route is OPERATOR: anyone else signed in is
// told it does not exist (404), a visitor 401. Every change writes the operators' log in its own
// transaction (shop-standing.actions.ts, contact.actions.ts).

const tags = ['Operator' as const];

async function shopAnswer(c: RouteContext, id: string) {
  const shop = await operatorShopById(dbOf(c), id);
  if (!shop) throw notFound('shop_not_found_operator');
  return c.json(shop);
}

/** After a change to a shop's standing: every process forgets the shop (its chat and its owner's sessions). */
async function changed(c: RouteContext, shopId: string) {
  await announceChange(c.get('deps'), { shop: shopId });
  return shopAnswer(c, shopId);
}

function contactDto(m: ContactWithReplies) {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: m.message,
    language: m.language,
    status: m.status,
    created_at: m.createdAt.toISOString(),
    handled_at: m.handledAt?.toISOString() ?? null,
    handled_by: m.handledBy,
    replies: m.replies.map((r) => ({
      id: r.id,
      subject: r.subject,
      body: r.body,
      operator_email: r.operatorEmail,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

async function contactAnswer(c: RouteContext, id: string) {
  const message = await contactMessageById(dbOf(c), id);
  if (!message) throw notFound('contact_message_not_found');
  return c.json(contactDto(message));
}

export const operatorConsoleRoutes = [
  declareRoute({
    method: 'GET',
    path: '/api/operator/me',
    access: OPERATOR,
    tags,
    summary: 'Whether the signed-in person is an operator (200), else 404 like any unknown path',
    answers: { 200: operatorMeSchema },
    handler: (c) => c.json({ email: operatorOf(c).email }),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/shops',
    access: OPERATOR,
    tags,
    summary: 'Shops, newest first: search by name, owner email or phone; KYC level, orders, balance, last activity',
    description: `A page of ${OPERATOR_PAGE_SIZE}; pass next_cursor as cursor for the next. filter=suspended or hidden narrows the list.`,
    query: operatorShopsQuerySchema,
    answers: { 200: operatorShopsPageSchema },
    handler: async (c, { query }) => c.json(await listOperatorShops(dbOf(c), query)),
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/shops/:id',
    access: OPERATOR,
    tags,
    summary: 'One shop as the list shows it',
    params: idParams,
    answers: { 200: operatorShopSchema },
    handler: (c, { params }) => shopAnswer(c, params.id),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/shops/:id/suspend',
    access: OPERATOR,
    tags,
    summary:
      'Suspend a shop (reason required): its widget, WhatsApp bot and order page take no orders and store nothing',
    params: idParams,
    body: suspendShopSchema,
    answers: { 200: operatorShopSchema },
    errors: [409],
    handler: async (c, { params, body }) => {
      await changeShopStanding(dbOf(c), operatorOf(c), 'shop.suspend', params.id, body.reason);
      return changed(c, params.id);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/shops/:id/reinstate',
    access: OPERATOR,
    tags,
    summary: 'Reinstate a suspended shop',
    params: idParams,
    body: reinstateShopSchema,
    answers: { 200: operatorShopSchema },
    errors: [409],
    handler: async (c, { params, body }) => {
      await changeShopStanding(dbOf(c), operatorOf(c), 'shop.reinstate', params.id, body.reason);
      return changed(c, params.id);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/shops/:id/directory/hide',
    access: OPERATOR,
    tags,
    summary: 'Hide the shop from the public directory (/shops) and its search (reason required)',
    params: idParams,
    body: directoryHideSchema,
    answers: { 200: operatorShopSchema },
    errors: [409],
    handler: async (c, { params, body }) => {
      await changeShopStanding(dbOf(c), operatorOf(c), 'directory.hide', params.id, body.reason);
      return changed(c, params.id);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/shops/:id/directory/unhide',
    access: OPERATOR,
    tags,
    summary: 'Show a hidden listing in the directory again (reason required); the owner’s own choice still applies',
    params: idParams,
    body: directoryUnhideSchema,
    answers: { 200: operatorShopSchema },
    errors: [409],
    handler: async (c, { params, body }) => {
      await changeShopStanding(dbOf(c), operatorOf(c), 'directory.unhide', params.id, body.reason);
      return changed(c, params.id);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/contact-messages',
    access: OPERATOR,
    tags,
    summary: 'Contact-form messages, newest first, with their replies (status new, handled or all)',
    query: contactListQuerySchema,
    answers: { 200: contactMessagesPageSchema },
    handler: async (c, { query }) => {
      const rows = await listContactMessages(dbOf(c), { ...query, limit: OPERATOR_PAGE_SIZE + 1 });
      const page = rows.slice(0, OPERATOR_PAGE_SIZE);
      const last = page[page.length - 1];
      return c.json({
        items: page.map(contactDto),
        next_cursor: rows.length > OPERATOR_PAGE_SIZE && last ? `${last.cursorKey}_${last.id}` : null,
      });
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/contact-messages/:id',
    access: OPERATOR,
    tags,
    summary: 'One contact-form message with its replies',
    params: idParams,
    answers: { 200: contactMessageSchema },
    handler: (c, { params }) => contactAnswer(c, params.id),
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/contact-messages/:id/handled',
    access: OPERATOR,
    tags,
    summary: 'Mark a contact-form message handled',
    params: idParams,
    answers: { 200: contactMessageSchema },
    errors: [409],
    handler: async (c, { params }) => {
      await markHandled(dbOf(c), operatorOf(c), params.id);
      return contactAnswer(c, params.id);
    },
  }),

  declareRoute({
    method: 'POST',
    path: '/api/operator/contact-messages/:id/replies',
    access: OPERATOR,
    tags,
    summary: 'Reply by email to a contact-form message; the reply is kept and the message handled',
    description: '502 contact_reply_not_sent when the mail could not be sent: nothing is kept then.',
    params: idParams,
    body: contactReplySchema,
    answers: { 201: contactMessageSchema },
    errors: [502],
    handler: async (c, { params, body }) => {
      await replyByEmail(dbOf(c), c.get('deps').mailer, operatorOf(c), params.id, body);
      const message = await contactMessageById(dbOf(c), params.id);
      return c.json(contactDto(message!), 201);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/operator/actions',
    access: OPERATOR,
    tags,
    summary: "The operators' log, newest first: who, what, when, before and after; by shop with shop_id",
    description: `A page of ${OPERATOR_PAGE_SIZE}; pass next_before as before for the next. No route edits the log.`,
    query: operatorAuditQuerySchema,
    answers: { 200: operatorActionsPageSchema },
    handler: async (c, { query }) => c.json(await operatorActionsPage(dbOf(c), query)),
  }),
] satisfies RouteDef[];
