import type { FlowIssue } from '../../../../lib/chat/flow-checks.ts';
import type { ChatflowKey, ChatflowT } from './use-chatflow-t.ts';
import { chatflowDicts } from './use-chatflow-t.ts';

/** The sentence for one issue of checkFlow or schemaIssues (unknown codes read as "not valid"). */
export function issueText(t: ChatflowT, issue: FlowIssue): string {
  const key = `issue_${issue.code}`;
  const known = key in chatflowDicts.en ? (key as ChatflowKey) : 'issue_value_invalid';
  return t(known, issue.params);
}

/** Issues of one node, split by level, for badges and the panel. */
export function issuesByNode(issues: FlowIssue[]): Map<string, { errors: FlowIssue[]; warnings: FlowIssue[] }> {
  const map = new Map<string, { errors: FlowIssue[]; warnings: FlowIssue[] }>();
  for (const issue of issues) {
    if (!issue.nodeId) continue;
    const entry = map.get(issue.nodeId) ?? { errors: [], warnings: [] };
    (issue.level === 'error' ? entry.errors : entry.warnings).push(issue);
    map.set(issue.nodeId, entry);
  }
  return map;
}
