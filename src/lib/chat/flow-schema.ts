import { z } from 'zod';

/**
 * A chat flow: a graph of typed nodes joined by edges, validated with zod (Typebot's approach).
 * The builder edits it, the server stores drafts and published versions, the engine
 * (src/server/chatbot) runs it with one executor per node type.
 *
 * Edges leave a node through a named handle:
 *   - 'next' for nodes with one way on (trigger, send_message, question other than choice,
 *     set_variable, show_products when the customer checks out, checkout, my_orders, http_request on success);
 *   - a choice id for each choice of a 'choice' question;
 *   - 'true' / 'false' for condition;
 *   - 'error' for http_request when the call fails;
 *   - 'answered' / 'not_found' for answer_knowledge (the shop's knowledge sources had a passage, or none).
 * jump, handover and end have no outgoing edges (jump names its target in data).
 *
 * Every text a customer reads is a Bilingual {en, sw}; the engine picks the conversation's language.
 * Texts may use {{variable}} placeholders (variables set by questions, set_variable, http_request,
 * and the built-ins customer_name, customer_phone, shop_name).
 */
export const bilingual = z.strictObject({ en: z.string().max(4096), sw: z.string().max(4096) });
export type Bilingual = z.infer<typeof bilingual>;

const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/);
const variableName = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z_][a-z0-9_]*$/i);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const url = z.string().trim().url().max(2048);

export const mediaKinds = ['image', 'sticker', 'video', 'audio', 'document'] as const;
const media = z.strictObject({ kind: z.enum(mediaKinds), link: url, caption: bilingual.optional() });
const location = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  name: z.string().max(200).optional(),
  address: z.string().max(500).optional(),
});

export const triggerData = z.strictObject({
  keywords: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  first_message: z.boolean().default(false),
  widget_opened: z.boolean().default(false),
});
export const sendMessageData = z.strictObject({
  text: bilingual.optional(),
  media: z.array(media).max(10).default([]),
  locations: z.array(location).max(5).default([]),
});
export const choice = z.strictObject({ id, title: bilingual, description: bilingual.optional() });
export const questionKinds = ['choice', 'text', 'number', 'date', 'phone', 'location'] as const;
export const questionData = z.strictObject({
  text: bilingual,
  kind: z.enum(questionKinds),
  /** Where the answer is kept ({{variable}}); a choice keeps the chosen id. */
  variable: variableName,
  choices: z.array(choice).max(30).default([]),
  /** The list's button label and section title when there are more than 3 choices. */
  list_button: bilingual.optional(),
  section_title: bilingual.optional(),
  /** number: min and max value; date: min_date and max_date as YYYY-MM-DD. */
  min: z.number().optional(),
  max: z.number().optional(),
  min_date: isoDate.optional(),
  max_date: isoDate.optional(),
  /** Said before asking again when an answer does not fit. */
  retry_text: bilingual.optional(),
});
export const conditionRule = z.discriminatedUnion('source', [
  z.strictObject({
    source: z.literal('variable'),
    key: variableName,
    operator: z.enum(['eq', 'neq', 'contains', 'gt', 'lt', 'exists', 'not_exists']),
    value: z.string().max(200).default(''),
  }),
  z.strictObject({
    source: z.literal('customer'),
    key: z.enum(['name', 'phone', 'language', 'order_count', 'total_spent', 'tags']),
    operator: z.enum(['eq', 'neq', 'contains', 'gt', 'lt', 'exists', 'not_exists']),
    value: z.string().max(200).default(''),
  }),
  // True while the shop is open: days 0 (Sunday) to 6, times in East Africa Time.
  z.strictObject({
    source: z.literal('opening_hours'),
    hours: z
      .array(z.strictObject({ days: z.array(z.number().int().min(0).max(6)).min(1), open: hhmm, close: hhmm }))
      .min(1)
      .max(14),
  }),
]);
export type ConditionRule = z.infer<typeof conditionRule>;
export const conditionData = z.strictObject({
  match: z.enum(['all', 'any']).default('all'),
  rules: z.array(conditionRule).min(1).max(20),
});
export const setVariableData = z.strictObject({ variable: variableName, value: z.string().max(1000) });
export const showProductsData = z.strictObject({
  /** A product set of the shop, or null for every product on sale. */
  product_set_id: z.string().uuid().nullable().default(null),
  text: bilingual,
});
export const checkoutData = z.strictObject({ text: bilingual });
export const myOrdersData = z.strictObject({
  text: bilingual.optional(),
  limit: z.number().int().min(1).max(10).default(3),
});
export const handoverData = z.strictObject({ text: bilingual });
export const httpRequestData = z.strictObject({
  method: z.enum(['GET', 'POST']),
  url,
  headers: z
    .array(z.strictObject({ name: z.string().trim().min(1).max(100), value: z.string().max(1000) }))
    .max(10)
    .default([]),
  body: z.string().max(5000).optional(),
  /** The response JSON (or text) is kept in this variable; a dotted path picks a field. */
  save_as: variableName.optional(),
  response_path: z.string().max(200).optional(),
  timeout_ms: z.number().int().min(500).max(10000).default(5000),
});
export const jumpData = z.strictObject({ target: id });
export const endData = z.strictObject({ text: bilingual.optional() });
/** Asks for a question and answers it from the shop's knowledge sources (issue 30). */
export const answerKnowledgeData = z.strictObject({
  text: bilingual,
  /** Said when no passage answers, before leaving through 'not_found'. */
  not_found_text: bilingual.optional(),
});

const position = z.strictObject({ x: z.number(), y: z.number() });
const node = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.strictObject({ id, type: z.literal(type), position, data });

export const flowNode = z.discriminatedUnion('type', [
  node('trigger', triggerData),
  node('send_message', sendMessageData),
  node('question', questionData),
  node('condition', conditionData),
  node('set_variable', setVariableData),
  node('show_products', showProductsData),
  node('checkout', checkoutData),
  node('my_orders', myOrdersData),
  node('handover', handoverData),
  node('http_request', httpRequestData),
  node('jump', jumpData),
  node('end', endData),
  node('answer_knowledge', answerKnowledgeData),
]);
export type FlowNode = z.infer<typeof flowNode>;
export type NodeType = FlowNode['type'];
export type NodeOf<T extends NodeType> = Extract<FlowNode, { type: T }>;
export const NODE_TYPES = flowNode.options.map((o) => o.shape.type.value) as NodeType[];

export const flowEdge = z.strictObject({
  id,
  source: id,
  handle: z.string().min(1).max(64).default('next'),
  target: id,
});
export type FlowEdge = z.infer<typeof flowEdge>;

/** Structure only; graph rules (ids unique, edges point at nodes, one trigger at least) are in flow-checks.ts. */
export const flowSchema = z.strictObject({
  version: z.literal(1),
  nodes: z.array(flowNode).max(500),
  edges: z.array(flowEdge).max(2000),
});
export type Flow = z.infer<typeof flowSchema>;
