import { outgoingHandles } from '../../../../lib/chat/flow-checks.ts';
import type { FlowNode } from '../../../../lib/chat/flow-schema.ts';
import type { ChatflowT } from './use-chatflow-t.ts';

/** The ways out of a step with the words shown beside them (a choice shows its title). */
export function handleLabels(node: FlowNode, t: ChatflowT, lang: 'en' | 'sw'): { id: string; label: string }[] {
  return outgoingHandles(node).map((id) => {
    if (node.type === 'question' && node.data.kind === 'choice') {
      const choice = node.data.choices.find((c) => c.id === id);
      return { id, label: choice?.title[lang] || choice?.title[lang === 'en' ? 'sw' : 'en'] || id };
    }
    if (node.type === 'condition') return { id, label: t(id === 'true' ? 'handle_true' : 'handle_false') };
    if (node.type === 'answer_knowledge')
      return { id, label: t(id === 'answered' ? 'handle_answered' : 'handle_not_found') };
    if (node.type === 'http_request') return { id, label: t(id === 'error' ? 'handle_error' : 'handle_ok') };
    return { id, label: t('handle_next') };
  });
}
