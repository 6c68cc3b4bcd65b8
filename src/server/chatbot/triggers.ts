import type { Flow, NodeOf } from '../../lib/chat/flow-schema.ts';

type Trigger = NodeOf<'trigger'>;
const triggersOf = (flow: Flow) => flow.nodes.filter((n): n is Trigger => n.type === 'trigger');
const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[!?.,]+$/g, '')
    .replace(/\s+/g, ' ');

/** The trigger whose keyword the message is (case-insensitive, trailing punctuation ignored), or null. */
export function keywordTrigger(flow: Flow, text: string): Trigger | null {
  const said = norm(text);
  if (!said) return null;
  return triggersOf(flow).find((t) => t.data.keywords.some((k) => norm(k) === said)) ?? null;
}

/** Where a message that answers nothing starts: the first-message trigger (the menu), else the first trigger. */
export function firstMessageTrigger(flow: Flow): Trigger | null {
  const all = triggersOf(flow);
  return all.find((t) => t.data.first_message) ?? all[0] ?? null;
}

export function widgetOpenedTrigger(flow: Flow): Trigger | null {
  return triggersOf(flow).find((t) => t.data.widget_opened) ?? null;
}
