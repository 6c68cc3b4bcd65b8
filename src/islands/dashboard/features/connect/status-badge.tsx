import type { WhatsappAccount } from './api.ts';
import { useConnectT } from './use-connect-t.ts';

const TONE: Record<WhatsappAccount['status'], string> = {
  connected: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  error: 'bg-red-100 text-red-800',
  disconnected: 'bg-slate-100 text-slate-700',
};

export function StatusBadge({ status }: { status: WhatsappAccount['status'] }) {
  const t = useConnectT();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE[status]}`}>
      {t(`status_${status}`)}
    </span>
  );
}
