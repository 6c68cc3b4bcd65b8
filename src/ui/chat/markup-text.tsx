import { Fragment, type ReactNode } from 'react';
import { parseMarkup, type MarkupNode } from '../../lib/chat/markup.ts';

// Bot and customer text with WhatsApp markup, as elements with text children only (never HTML).
function renderNodes(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'bold':
        return <strong key={i}>{renderNodes(node.children)}</strong>;
      case 'italic':
        return <em key={i}>{renderNodes(node.children)}</em>;
      case 'strike':
        return <s key={i}>{renderNodes(node.children)}</s>;
      case 'mono':
        return (
          <code key={i} className="dc-mono">
            {node.text}
          </code>
        );
      case 'code':
        return (
          <code key={i} className="dc-code">
            {node.text}
          </code>
        );
      case 'link':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow" className="dc-link">
            {node.text}
          </a>
        );
    }
  });
}

export function MarkupText({ text, className }: { text: string; className?: string }) {
  return <span className={`dc-text ${className ?? ''}`}>{renderNodes(parseMarkup(text))}</span>;
}
