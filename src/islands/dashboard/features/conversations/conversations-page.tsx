import { ComingSoonPage } from '../../coming-soon-page.tsx';

export function ConversationsPage() {
  return <ComingSoonPage section="sec_conversations" />;
}
