import { ComingSoonPage } from '../../coming-soon-page.tsx';

export function ConnectPage() {
  return <ComingSoonPage section="sec_connect" />;
}
