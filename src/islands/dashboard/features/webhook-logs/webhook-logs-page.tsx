import { ComingSoonPage } from '../../coming-soon-page.tsx';

export function WebhookLogsPage() {
  return <ComingSoonPage section="sec_webhooks" />;
}
