import { ComingSoonPage } from '../../coming-soon-page.tsx';

export function ChatflowPage() {
  return <ComingSoonPage section="sec_chatflow" />;
}
