import { ComingSoonPage } from '../../coming-soon-page.tsx';

export function CoexistingPage() {
  return <ComingSoonPage section="sec_connect" />;
}
