import { ComingSoonPage } from '../../coming-soon-page.tsx';

export function WidgetSettingsPage() {
  return <ComingSoonPage section="sec_chatflow" />;
}
