import type { FlowNode } from '../../../../lib/chat/flow-schema.ts';
import type { ChatflowT } from './use-chatflow-t.ts';

/** A short line that tells steps apart in pickers and on the canvas: its type and its first words. */
export function nodeSummary(node: FlowNode, t: ChatflowT, lang: 'en' | 'sw'): string {
  const d = node.data;
  switch (node.type) {
    case 'trigger': {
      const parts = [];
      if (node.data.first_message) parts.push(t('nodeSummaryFirst'));
      if (node.data.widget_opened) parts.push(t('nodeSummaryOpened'));
      if (node.data.keywords.length)
        parts.push(t('nodeSummaryKeywords', { list: node.data.keywords.slice(0, 6).join(', ') }));
      return parts.join(' · ');
    }
    case 'jump':
      return t('nodeSummaryJump', { target: node.data.target });
    case 'set_variable':
      return `${node.data.variable} = ${node.data.value}`;
    case 'http_request':
      return `${node.data.method} ${node.data.url}`;
    case 'condition':
      return t('nodeSummaryRules', { count: node.data.rules.length });
    default: {
      const text = 'text' in d && d.text ? d.text[lang] || d.text[lang === 'en' ? 'sw' : 'en'] : '';
      if (text) return text;
      if (node.type === 'show_products') return t('nodeSummaryAllProducts');
      if (node.type === 'send_message' && node.data.media.length)
        return node.data.media.map((m) => t(`media_${m.kind}`)).join(', ');
      return node.type === 'end' || node.type === 'my_orders' ? '' : t('emptyText');
    }
  }
}

export const nodeTitle = (node: FlowNode, t: ChatflowT) => t(`type_${node.type}`);

/** Colour of each step's header stripe, so kinds are told apart at a glance. */
export const NODE_COLOURS: Record<FlowNode['type'], string> = {
  trigger: 'bg-emerald-600',
  send_message: 'bg-sky-600',
  question: 'bg-violet-600',
  condition: 'bg-amber-600',
  set_variable: 'bg-slate-600',
  show_products: 'bg-brand-600',
  checkout: 'bg-brand-700',
  my_orders: 'bg-teal-600',
  handover: 'bg-rose-600',
  http_request: 'bg-indigo-600',
  jump: 'bg-slate-500',
  end: 'bg-slate-800',
  answer_knowledge: 'bg-cyan-700',
};
