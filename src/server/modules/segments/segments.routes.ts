import { pageQuerySchema } from '../../../lib/catalog-schemas.ts';
import { segmentRuleSchema, segmentSchema } from '../../../lib/customer-schemas.ts';
import { csvDownload } from '../../http/csv-download.ts';
import { perm, requireMembership, route, type RouteDef } from '../../http/route-table.ts';
import { jsonBody, queryParams, uuidParam } from '../../http/validate.ts';
import { countSegment, createSegment, deleteSegment, exportSegmentCsv, getSegment, listSegments, segmentCustomers, toSegmentDto, updateSegment } from './segment.service.ts';

type C = Parameters<RouteDef['handler']>[0];
const shopOf = (c: C) => requireMembership(c).shop.id;
const dbOf = (c: C) => c.get('deps').database.db;

export const segmentRoutes: RouteDef[] = [
  route('GET', '/api/segments', perm('customers', 'read'), async (c) => c.json(await listSegments(dbOf(c), shopOf(c)))),

  // The live count while the merchant edits criteria: POST because the rule is a body, yet it only reads.
  route('POST', '/api/segments/count', perm('customers', 'read'), async (c) => {
    const rule = await jsonBody(c, segmentRuleSchema);
    return c.json({ count: await countSegment(dbOf(c), shopOf(c), rule) });
  }),

  route('POST', '/api/segments', perm('customers', 'create'), async (c) => {
    const input = await jsonBody(c, segmentSchema);
    return c.json(await createSegment(dbOf(c), shopOf(c), input), 201);
  }),

  route('GET', '/api/segments/:id', perm('customers', 'read'), async (c) => {
    const segment = await getSegment(dbOf(c), shopOf(c), uuidParam(c, 'id'));
    return c.json({ ...toSegmentDto(segment), count: await countSegment(dbOf(c), shopOf(c), segment) });
  }),

  route('PUT', '/api/segments/:id', perm('customers', 'update'), async (c) => {
    const id = uuidParam(c, 'id');
    const input = await jsonBody(c, segmentSchema);
    return c.json(await updateSegment(dbOf(c), shopOf(c), id, input));
  }),

  route('DELETE', '/api/segments/:id', perm('customers', 'delete'), async (c) => {
    await deleteSegment(dbOf(c), shopOf(c), uuidParam(c, 'id'));
    return c.body(null, 204);
  }),

  // Named after the segment (ASCII, so every browser and spreadsheet keeps the name).
  route('GET', '/api/segments/:id/export', perm('customers', 'read'), async (c) => {
    const segment = await getSegment(dbOf(c), shopOf(c), uuidParam(c, 'id'));
    const slug = segment.name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 60) || 'segment';
    return csvDownload(c, exportSegmentCsv(dbOf(c), shopOf(c), segment), `${slug}.csv`);
  }),

  route('GET', '/api/segments/:id/customers', perm('customers', 'read'), async (c) => {
    const { page, page_size } = queryParams(c, pageQuerySchema);
    const segment = await getSegment(dbOf(c), shopOf(c), uuidParam(c, 'id'));
    return c.json(await segmentCustomers(dbOf(c), shopOf(c), segment, page, page_size));
  }),
];
