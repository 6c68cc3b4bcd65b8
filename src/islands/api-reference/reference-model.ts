// Turns the OpenAPI document of /api/openapi.json into what the reference shows: endpoints grouped
// by tag, each with flat lists of fields. Only the keywords z.toJSONSchema writes are read.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped JSON from the server, read leniently
type Json = Record<string, any>;

export type Constraint =
  | { kind: 'length' | 'range' | 'items'; min?: number; max?: number }
  | { kind: 'oneOf'; values: string[] }
  | { kind: 'format' | 'pattern' | 'default' | 'when' | 'media'; value: string };

export type Field = { name: string; type: string; required: boolean; constraints: Constraint[]; description?: string };
export type FieldList = { kind: 'path' | 'query' | 'json' | 'form'; fields: Field[]; raw?: string[] };
export type Access = {
  kind: 'public' | 'user' | 'member' | 'admin' | 'permission' | 'operator';
  resource?: string;
  action?: string;
};
export type Endpoint = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  access: Access;
  inputs: FieldList[];
};
export type Group = { tag: string; description?: string; endpoints: Endpoint[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const MAX_DEPTH = 4;

const show = (value: unknown) => (typeof value === 'string' && value !== '' ? value : JSON.stringify(value));

function typeOf(schema: Json): string {
  if (schema.const !== undefined) return typeof schema.const === 'number' ? 'number' : 'string';
  const alternatives: Json[] | undefined = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(alternatives.map(typeOf))].join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items ?? {})}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'any';
}

function constraintsOf(schema: Json): Constraint[] {
  const out: Constraint[] = [];
  const consts = (schema.anyOf ?? schema.oneOf ?? [])
    .filter((s: Json) => s.const !== undefined)
    .map((s: Json) => show(s.const));
  if (schema.enum) out.push({ kind: 'oneOf', values: schema.enum.map(show) });
  else if (consts.length > 1) out.push({ kind: 'oneOf', values: consts });
  else if (schema.const !== undefined) out.push({ kind: 'oneOf', values: [show(schema.const)] });
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    out.push({ kind: 'length', min: schema.minLength, max: schema.maxLength });
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    out.push({ kind: 'range', min: schema.minimum, max: schema.maximum });
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    out.push({ kind: 'items', min: schema.minItems, max: schema.maxItems });
  if (schema.format) out.push({ kind: 'format', value: schema.format });
  else if (schema.pattern) out.push({ kind: 'pattern', value: schema.pattern });
  if (schema.contentMediaType) out.push({ kind: 'media', value: schema.contentMediaType });
  if (schema.default !== undefined && !(Array.isArray(schema.default) && !schema.default.length))
    out.push({ kind: 'default', value: show(schema.default) });
  return out;
}

/** The fields of an object schema, nested ones dotted (`lines[].quantity`); union members marked with their discriminator. */
export function flattenFields(schema: Json, prefix = '', depth = 0, when?: string): Field[] {
  if (schema.oneOf && schema.oneOf.every((s: Json) => s.type === 'object')) {
    return schema.oneOf.flatMap((alt: Json) => {
      const tag = Object.entries<Json>(alt.properties ?? {}).find(([, p]) => p.const !== undefined);
      return flattenFields(alt, prefix, depth, tag ? `${prefix}${tag[0]} = ${show(tag[1].const)}` : when);
    });
  }
  const required: string[] = schema.required ?? [];
  return Object.entries<Json>(schema.properties ?? {}).flatMap(([key, prop]) => {
    const name = `${prefix}${key}`;
    const constraints = constraintsOf(prop);
    if (when) constraints.unshift({ kind: 'when', value: when });
    const field: Field = {
      name,
      type: typeOf(prop),
      required: required.includes(key),
      constraints,
      ...(prop.description ? { description: prop.description } : {}),
    };
    if (depth >= MAX_DEPTH) return [field];
    if (prop.type === 'object' && prop.properties) return [field, ...flattenFields(prop, `${name}.`, depth + 1, when)];
    if (prop.type === 'array' && prop.items?.type === 'object')
      return [field, ...flattenFields(prop.items, `${name}[].`, depth + 1, when)];
    return [field];
  });
}

function inputsOf(op: Json): FieldList[] {
  const inputs: FieldList[] = [];
  const params: Json[] = op.parameters ?? [];
  for (const kind of ['path', 'query'] as const) {
    const fields = params
      .filter((p) => p.in === kind)
      .map((p) => ({
        name: p.name,
        type: typeOf(p.schema ?? {}),
        required: !!p.required,
        constraints: constraintsOf(p.schema ?? {}),
        ...(p.description ? { description: p.description } : {}),
      }));
    if (fields.length) inputs.push({ kind, fields });
  }
  const content: Json = op.requestBody?.content ?? {};
  if (content['application/json'])
    inputs.push({ kind: 'json', fields: flattenFields(content['application/json'].schema ?? {}) });
  if (content['multipart/form-data']) {
    const raw = Object.keys(content).filter((type) => type !== 'multipart/form-data' && type !== 'application/json');
    inputs.push({
      kind: 'form',
      fields: flattenFields(content['multipart/form-data'].schema ?? {}),
      ...(raw.length ? { raw } : {}),
    });
  }
  return inputs;
}

export function toReference(doc: Json): Group[] {
  const groups = new Map<string, Group>();
  for (const tag of doc.tags ?? [])
    groups.set(tag.name, { tag: tag.name, description: tag.description, endpoints: [] });
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op: Json | undefined = item[method];
      if (!op) continue;
      const tag: string = op.tags?.[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, { tag, endpoints: [] });
      groups.get(tag)!.endpoints.push({
        id: op.operationId ?? `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        ...(op.description ? { description: op.description } : {}),
        access: op['x-access'] ?? { kind: op.security?.length === 0 ? 'public' : 'user' },
        inputs: inputsOf(op),
      });
    }
  }
  return [...groups.values()].filter((g) => g.endpoints.length);
}
