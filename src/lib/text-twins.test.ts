import { describe, expect, it } from 'vitest';
import { ACTIONS, RESOURCES } from './permissions.ts';
import { DEFAULT_WORKFLOW } from './order-statuses.ts';
import { DEFAULT_WELCOME_MESSAGE } from './wa-link.ts';
import { defaultFlow } from './chat/default-flow.ts';
import { defaultData } from './chat/flow-graph.ts';
import { actionVerb, resourceName } from '../i18n/permission-words.ts';
import { describeIssues, findTwinIssues } from '../i18n/twin-check.ts';

// The words the product writes for a shop before the merchant writes their own: the customer
// reads them in the chat, in WhatsApp and in the order updates, in English or Swahili.
const issuesOf = (value: unknown) => describeIssues(findTwinIssues(value));

describe('en/sw twins of the texts shops start with', () => {
  it('default flow: every message, choice and retry text', () => {
    const flow = defaultFlow();
    expect(issuesOf(flow)).toEqual([]);
    expect(JSON.stringify(flow)).toContain('"sw":');
  });

  it('new nodes: the texts a node starts with (the others start empty for the merchant)', () => {
    const flow = defaultFlow();
    const worded = {
      show_products: defaultData('show_products', flow),
      checkout: defaultData('checkout', flow),
      handover: defaultData('handover', flow),
    };
    expect(issuesOf(worded)).toEqual([]);
  });

  it('default order workflow: the message of every step, with its {number}', () => {
    expect(issuesOf(DEFAULT_WORKFLOW)).toEqual([]);
    for (const step of DEFAULT_WORKFLOW.transitions) expect(step.message?.sw).toContain('{number}');
  });

  it('the default WhatsApp welcome message', () => {
    expect(issuesOf({ DEFAULT_WELCOME_MESSAGE })).toEqual([]);
  });

  it('permission words: every resource and action named in both languages', () => {
    const words = {
      ...Object.fromEntries(RESOURCES.map((r) => [r, { en: resourceName(r, 'en'), sw: resourceName(r, 'sw') }])),
      ...Object.fromEntries(ACTIONS.map((a) => [`act_${a}`, { en: actionVerb(a, 'en'), sw: actionVerb(a, 'sw') }])),
    };
    expect(issuesOf(words)).toEqual([]);
  });
});
