import { WA_LIMITS } from './bot-reply.ts';
import type { FlowIssue } from '../contracts/chatflow.ts';
import type { Bilingual, Flow, FlowNode, NodeOf } from './flow-schema.ts';

/**
 * The graph rules a flow must keep before it can be published, beyond the structure that
 * flowSchema checks. Pure: the server runs it at publish, the builder inline on every edit.
 * `field` is a dotted path inside the node's data (e.g. 'choices.2.title.sw'), so the builder can
 * show the issue next to that input. Errors block publishing; warnings only inform.
 */
// Its shape is part of the chat flow API's answers: the contract holds it.
export type { FlowIssue } from '../contracts/chatflow.ts';

const LANGS = ['en', 'sw'] as const;

/** The handles edges may leave a node through (see flow-schema.ts). */
export function outgoingHandles(node: FlowNode): string[] {
  switch (node.type) {
    case 'question':
      return node.data.kind === 'choice' ? node.data.choices.map((c) => c.id) : ['next'];
    case 'condition':
      return ['true', 'false'];
    case 'http_request':
      return ['next', 'error'];
    case 'answer_knowledge':
      return ['answered', 'not_found'];
    case 'jump':
    case 'handover':
    case 'end':
      return [];
    default:
      return ['next'];
  }
}

/** Nodes where the engine stops to wait for the customer, which break a loop. */
const WAITS = new Set<FlowNode['type']>(['question', 'show_products', 'answer_knowledge']);

export const hasErrors = (issues: FlowIssue[]) => issues.some((i) => i.level === 'error');

export function checkFlow(flow: Flow): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const error = (issue: Omit<FlowIssue, 'level'>) => issues.push({ level: 'error', ...issue });
  const warn = (issue: Omit<FlowIssue, 'level'>) => issues.push({ level: 'warning', ...issue });

  const byId = new Map<string, FlowNode>();
  for (const node of flow.nodes) {
    if (byId.has(node.id)) error({ code: 'duplicate_node_id', nodeId: node.id, params: { id: node.id } });
    else byId.set(node.id, node);
  }

  const triggers = flow.nodes.filter((n) => n.type === 'trigger');
  if (triggers.length === 0) error({ code: 'no_trigger' });
  for (const extra of triggers.filter((n) => n.data.first_message).slice(1))
    error({ code: 'first_message_twice', nodeId: extra.id, field: 'first_message' });

  checkEdges(flow, byId, error);
  for (const node of flow.nodes) checkNode(node, byId, error, warn);
  checkKeywords(triggers, warn);
  checkReach(flow, byId, triggers, warn, error);
  return issues;
}

type Report = (issue: Omit<FlowIssue, 'level'>) => void;

function checkEdges(flow: Flow, byId: Map<string, FlowNode>, error: Report) {
  const edgeIds = new Set<string>();
  const used = new Set<string>();
  for (const edge of flow.edges) {
    if (edgeIds.has(edge.id)) error({ code: 'duplicate_edge_id', edgeId: edge.id, params: { id: edge.id } });
    edgeIds.add(edge.id);
    const source = byId.get(edge.source);
    if (!source) error({ code: 'edge_source_missing', edgeId: edge.id, params: { id: edge.source } });
    if (!byId.has(edge.target))
      error({ code: 'edge_target_missing', edgeId: edge.id, nodeId: source?.id, params: { id: edge.target } });
    if (!source) continue;
    if (!outgoingHandles(source).includes(edge.handle)) {
      error({ code: 'edge_bad_handle', edgeId: edge.id, nodeId: source.id, params: { handle: edge.handle } });
      continue;
    }
    // One way on per handle: with two, which one the bot takes would be a guess.
    const key = `${edge.source}\u0000${edge.handle}`;
    if (used.has(key))
      error({ code: 'handle_twice', edgeId: edge.id, nodeId: source.id, params: { handle: edge.handle } });
    used.add(key);
  }
}

/** A text every customer reads: required in both languages, or (optional) in both or neither. */
function checkText(
  node: FlowNode,
  field: string,
  text: Bilingual | undefined,
  required: boolean,
  max: number | null,
  error: Report,
) {
  const en = text?.en.trim() ?? '';
  const sw = text?.sw.trim() ?? '';
  if (!en && !sw) {
    if (required) error({ code: 'text_required', nodeId: node.id, field: `${field}.en` });
    return;
  }
  for (const lang of LANGS) {
    const value = lang === 'en' ? en : sw;
    if (!value) error({ code: 'translation_missing', nodeId: node.id, field: `${field}.${lang}`, params: { lang } });
    else if (max !== null && value.length > max)
      error({ code: 'too_long', nodeId: node.id, field: `${field}.${lang}`, params: { max, length: value.length } });
  }
}

function checkNode(node: FlowNode, byId: Map<string, FlowNode>, error: Report, warn: Report) {
  switch (node.type) {
    case 'trigger':
      if (!node.data.first_message && !node.data.widget_opened && node.data.keywords.length === 0)
        warn({ code: 'trigger_never', nodeId: node.id, field: 'keywords' });
      return;
    case 'send_message':
      checkText(node, 'text', node.data.text, false, WA_LIMITS.text, error);
      if (
        !node.data.text?.en.trim() &&
        !node.data.text?.sw.trim() &&
        node.data.media.length === 0 &&
        node.data.locations.length === 0
      ) {
        error({ code: 'message_empty', nodeId: node.id, field: 'text.en' });
      }
      node.data.media.forEach((m, i) =>
        checkText(node, `media.${i}.caption`, m.caption, false, WA_LIMITS.caption, error),
      );
      return;
    case 'question':
      return checkQuestion(node, error);
    case 'show_products':
      return checkText(node, 'text', node.data.text, true, WA_LIMITS.body, error);
    case 'checkout':
    case 'handover':
      return checkText(node, 'text', node.data.text, true, WA_LIMITS.body, error);
    case 'my_orders':
    case 'end':
      return checkText(node, 'text', node.data.text, false, WA_LIMITS.text, error);
    case 'jump':
      if (!byId.has(node.data.target))
        error({ code: 'jump_target_missing', nodeId: node.id, field: 'target', params: { id: node.data.target } });
      else if (node.data.target === node.id) error({ code: 'jump_self', nodeId: node.id, field: 'target' });
      return;
    case 'condition':
      node.data.rules.forEach((rule, i) => {
        if (rule.source === 'opening_hours') {
          rule.hours.forEach((h, j) => {
            if (h.open === h.close)
              error({ code: 'hours_empty', nodeId: node.id, field: `rules.${i}.hours.${j}.close` });
          });
        } else if (
          (rule.operator === 'gt' || rule.operator === 'lt') &&
          (rule.value.trim() === '' || !Number.isFinite(Number(rule.value)))
        ) {
          error({ code: 'rule_number', nodeId: node.id, field: `rules.${i}.value` });
        }
      });
      return;
    case 'answer_knowledge':
      checkText(node, 'text', node.data.text, true, WA_LIMITS.text, error);
      checkText(node, 'not_found_text', node.data.not_found_text, false, WA_LIMITS.text, error);
      return;
    case 'set_variable':
    case 'http_request':
      return;
  }
}

function checkQuestion(node: NodeOf<'question'>, error: Report) {
  const d = node.data;
  const asList = d.kind === 'choice' && d.choices.length > WA_LIMITS.buttons;
  // Choice questions go out as interactive messages, whose body WhatsApp caps.
  checkText(node, 'text', d.text, true, d.kind === 'choice' ? WA_LIMITS.body : WA_LIMITS.text, error);
  checkText(node, 'retry_text', d.retry_text, false, WA_LIMITS.text, error);
  if (d.kind === 'choice') {
    if (d.choices.length === 0) error({ code: 'choices_none', nodeId: node.id, field: 'choices' });
    const seen = new Set<string>();
    d.choices.forEach((c, i) => {
      if (seen.has(c.id))
        error({ code: 'choice_id_twice', nodeId: node.id, field: `choices.${i}.id`, params: { id: c.id } });
      seen.add(c.id);
      checkText(node, `choices.${i}.title`, c.title, true, asList ? WA_LIMITS.rowTitle : WA_LIMITS.buttonTitle, error);
      if (asList) checkText(node, `choices.${i}.description`, c.description, false, WA_LIMITS.rowDescription, error);
    });
    if (asList) {
      checkText(node, 'list_button', d.list_button, true, WA_LIMITS.listButton, error);
      checkText(node, 'section_title', d.section_title, false, WA_LIMITS.sectionTitle, error);
    }
  }
  if (d.kind === 'number' && d.min !== undefined && d.max !== undefined && d.min > d.max)
    error({ code: 'min_above_max', nodeId: node.id, field: 'min' });
  if (d.kind === 'date' && d.min_date && d.max_date && d.min_date > d.max_date)
    error({ code: 'min_above_max', nodeId: node.id, field: 'min_date' });
}

/** The same keyword on two triggers: only one of them can ever answer it. */
function checkKeywords(triggers: NodeOf<'trigger'>[], warn: Report) {
  const owner = new Map<string, string>();
  for (const t of triggers) {
    for (const word of t.data.keywords) {
      const key = word.trim().toLowerCase();
      const first = owner.get(key);
      if (first !== undefined && first !== t.id)
        warn({ code: 'keyword_twice', nodeId: t.id, field: 'keywords', params: { keyword: word } });
      else owner.set(key, t.id);
    }
  }
}

/** Where the bot goes on from a node without waiting: its edges and a jump's target. */
function successors(flow: Flow, byId: Map<string, FlowNode>): Map<string, string[]> {
  const next = new Map<string, string[]>();
  const add = (from: string, to: string) => {
    if (!byId.has(to)) return;
    next.set(from, [...(next.get(from) ?? []), to]);
  };
  for (const e of flow.edges) if (byId.has(e.source)) add(e.source, e.target);
  for (const n of byId.values()) if (n.type === 'jump') add(n.id, n.data.target);
  return next;
}

function checkReach(flow: Flow, byId: Map<string, FlowNode>, triggers: FlowNode[], warn: Report, error: Report) {
  const next = successors(flow, byId);
  const seen = new Set<string>(triggers.map((t) => t.id));
  const stack = [...seen];
  while (stack.length) {
    for (const to of next.get(stack.pop()!) ?? []) {
      if (!seen.has(to)) {
        seen.add(to);
        stack.push(to);
      }
    }
  }
  for (const node of byId.values()) if (!seen.has(node.id)) warn({ code: 'unreachable', nodeId: node.id });

  // A loop with no question or product list in it would keep the bot talking forever.
  const state = new Map<string, 1 | 2>();
  const reported = new Set<string>();
  const visit = (id: string, path: string[]) => {
    state.set(id, 1);
    for (const to of next.get(id) ?? []) {
      if (WAITS.has(byId.get(to)!.type)) continue;
      if (state.get(to) === 1) {
        const loop = path.slice(path.indexOf(to));
        if (!loop.some((n) => reported.has(n))) {
          error({ code: 'endless_loop', nodeId: to, params: { count: loop.length } });
          loop.forEach((n) => reported.add(n));
        }
      } else if (!state.has(to)) visit(to, [...path, to]);
    }
    state.set(id, 2);
  };
  for (const node of byId.values()) if (!WAITS.has(node.type) && !state.has(node.id)) visit(node.id, [node.id]);
}
