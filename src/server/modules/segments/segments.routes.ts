import { pageQuerySchema } from '../../../lib/catalog-schemas.ts';
import {
  countedSegmentSchema,
  segmentCountSchema,
  segmentMembersSchema,
  segmentSchema as segmentAnswer,
} from '../../../lib/contracts/segment.ts';
import { segmentRuleSchema, segmentSchema } from '../../../lib/customer-schemas.ts';
import { csvDownload } from '../../http/csv-download.ts';
import { declareRoute, idParams } from '../../http/declare-route.ts';
import { rowDelete, rowWrite, shopGet, shopWrite } from '../../http/shop-route.ts';
import { CSV } from '../../http/route-doc.ts';
import { perm, type RouteDef } from '../../http/route-table.ts';
import {
  countSegment,
  createSegment,
  deleteSegment,
  exportSegmentCsv,
  getSegment,
  listSegments,
  segmentCustomers,
  toSegmentDto,
  updateSegment,
} from './segment.service.ts';
import { shopOf, dbOf } from '../../http/route-glue.ts';

const tags = ['Segments' as const];

export const segmentRoutes = [
  shopGet({
    path: '/api/segments',
    access: perm('customers', 'read'),
    tags,
    summary: 'List customer segments, each with its member count',
    answers: { 200: countedSegmentSchema.array() },
    read: listSegments,
  }),

  // The live count while the merchant edits criteria: POST because the rule is a body, yet it only reads.
  declareRoute({
    method: 'POST',
    path: '/api/segments/count',
    access: perm('customers', 'read'),
    tags,
    summary: 'Count the customers matching criteria (reads only)',
    body: segmentRuleSchema,
    answers: { 200: segmentCountSchema },
    handler: async (c, { body }) => c.json({ count: await countSegment(dbOf(c), shopOf(c), body) }),
  }),

  shopWrite({
    method: 'POST',
    path: '/api/segments',
    access: perm('customers', 'create'),
    tags,
    summary: 'Create a segment',
    body: segmentSchema,
    answers: { 201: segmentAnswer },
    write: createSegment,
  }),

  declareRoute({
    method: 'GET',
    path: '/api/segments/:id',
    access: perm('customers', 'read'),
    tags,
    summary: 'One segment with its current count',
    params: idParams,
    answers: { 200: countedSegmentSchema },
    handler: async (c, { params }) => {
      const segment = await getSegment(dbOf(c), shopOf(c), params.id);
      return c.json({ ...toSegmentDto(segment), count: await countSegment(dbOf(c), shopOf(c), segment) });
    },
  }),

  rowWrite({
    method: 'PUT',
    path: '/api/segments/:id',
    access: perm('customers', 'update'),
    tags,
    summary: 'Replace a segment',
    body: segmentSchema,
    answers: { 200: segmentAnswer },
    write: updateSegment,
  }),

  rowDelete({
    path: '/api/segments/:id',
    access: perm('customers', 'delete'),
    tags,
    summary: 'Delete a segment',
    remove: deleteSegment,
  }),

  // Named after the segment (ASCII, so every browser and spreadsheet keeps the name).
  declareRoute({
    method: 'GET',
    path: '/api/segments/:id/export',
    access: perm('customers', 'read'),
    tags,
    summary: 'Download the customers in a segment as CSV',
    params: idParams,
    answers: { 200: CSV },
    handler: async (c, { params }) => {
      const segment = await getSegment(dbOf(c), shopOf(c), params.id);
      const slug =
        segment.name
          .normalize('NFKD')
          .replace(/[^\w-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .toLowerCase()
          .slice(0, 60) || 'segment';
      return csvDownload(c, exportSegmentCsv(dbOf(c), shopOf(c), segment), `${slug}.csv`);
    },
  }),

  declareRoute({
    method: 'GET',
    path: '/api/segments/:id/customers',
    access: perm('customers', 'read'),
    tags,
    summary: 'Customers in a segment, paginated',
    params: idParams,
    query: pageQuerySchema,
    answers: { 200: segmentMembersSchema },
    handler: async (c, { params, query }) => {
      const segment = await getSegment(dbOf(c), shopOf(c), params.id);
      return c.json(await segmentCustomers(dbOf(c), shopOf(c), segment, query.page, query.page_size));
    },
  }),
] satisfies RouteDef[];
