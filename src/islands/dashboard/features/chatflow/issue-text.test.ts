import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chatflow as en } from '../../../../i18n/en/chatflow.ts';
import { chatflow as sw } from '../../../../i18n/sw/chatflow.ts';
import { tFor } from '../../../../i18n/use-t.ts';
import { issueText, issuesByNode } from './issue-text.ts';
import { chatflowDicts } from './use-chatflow-t.ts';

// Every code the checks can report (read from their source, so a new check cannot ship without words).
const sources = ['../../../../lib/chat/flow-checks.ts', '../../../../lib/chat/flow-graph.ts'].map((p) =>
  readFileSync(new URL(p, import.meta.url), 'utf8'),
);
const codes = [
  ...new Set(
    sources.flatMap((s) => [...s.matchAll(/code: '(\w+)'|'(value_\w+|too_long)'/g)].map((m) => m[1] ?? m[2]!)),
  ),
];

describe('issue texts', () => {
  it('has English and Swahili words for every issue code', () => {
    expect(codes.length).toBeGreaterThan(20);
    for (const code of codes) {
      expect(en, code).toHaveProperty(`issue_${code}`);
      expect(sw, code).toHaveProperty(`issue_${code}`);
    }
  });

  it('fills in the parameters, and reads an unknown code as "not valid"', () => {
    const t = tFor(chatflowDicts, 'sw');
    expect(issueText(t, { level: 'error', code: 'too_long', params: { length: 21, max: 20 } })).toBe(
      'Ni marefu mno kwa WhatsApp: 21/20.',
    );
    expect(issueText(tFor(chatflowDicts, 'en'), { level: 'error', code: 'something_new' })).toBe('This is not valid.');
  });

  it('groups issues by node and level', () => {
    const map = issuesByNode([
      { level: 'error', code: 'a', nodeId: 'n1' },
      { level: 'warning', code: 'b', nodeId: 'n1' },
      { level: 'error', code: 'no_trigger' },
    ]);
    expect([...map.keys()]).toEqual(['n1']);
    expect(map.get('n1')!.errors).toHaveLength(1);
    expect(map.get('n1')!.warnings).toHaveLength(1);
  });
});
