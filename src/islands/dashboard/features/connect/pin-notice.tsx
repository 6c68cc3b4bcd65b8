import { Button } from '../../../../ui/button.tsx';
import { useConnectT } from './use-connect-t.ts';

/** The registration PIN is answered once only: it stays on screen until the merchant dismisses it. */
export function PinNotice({ pin, onDismiss }: { pin: string; onDismiss: () => void }) {
  const t = useConnectT();
  return (
    <div
      role="status"
      className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <div>
        <p className="font-semibold text-amber-900">{t('pinTitle')}</p>
        <p className="text-sm text-amber-900">{t('pinText', { pin })}</p>
        <p className="mt-1 font-mono text-2xl tracking-widest text-amber-950">{pin}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {t('pinDismiss')}
      </Button>
    </div>
  );
}
