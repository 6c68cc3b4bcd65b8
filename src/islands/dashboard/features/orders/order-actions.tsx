import { useState } from 'react';
import type { OrderStatus } from '../../../../lib/order-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { useOrderMutations, type OrderDetail } from './api.ts';
import { useOrdersT } from './use-orders-t.ts';

/**
 * One button per step the shop's workflow allows from here (the server's next_statuses). A step
 * the server refuses (409, e.g. the workflow changed meanwhile) shows its message in a toast.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const t = useOrdersT();
  const { transition } = useOrderMutations();
  const [note, setNote] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const move = (to: OrderStatus) =>
    transition.mutate(
      { id: order.id, to, note },
      {
        onSuccess: (o) => {
          setNote('');
          setConfirmCancel(false);
          toast({ title: t('statusChanged', { number: o.number, status: t(`st_${o.status}`) }), variant: 'success' });
        },
        onError: (error) => {
          setConfirmCancel(false);
          toast({
            title: t('statusChangeFailed'),
            description: error.message,
            variant: 'danger',
            position: 'bottom-right',
          });
        },
      },
    );

  if (order.next_statuses.length === 0) return <p className="text-sm text-slate-600">{t('noNextSteps')}</p>;
  const forward = order.next_statuses.filter((s) => s !== 'cancelled');
  return (
    <div className="space-y-3">
      <TextField label={t('transitionNote')} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        {forward.map((s) => (
          <Button
            key={s}
            loading={transition.isPending && transition.variables?.to === s}
            disabled={transition.isPending}
            onClick={() => move(s)}
          >
            {t('moveTo', { status: t(`st_${s}`) })}
          </Button>
        ))}
        {order.next_statuses.includes('cancelled') && (
          <Button
            variant="secondary"
            className="text-red-700"
            disabled={transition.isPending}
            onClick={() => setConfirmCancel(true)}
          >
            {t('moveTo', { status: t('st_cancelled') })}
          </Button>
        )}
      </div>
      <Modal
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t('moveTo', { status: t('st_cancelled') })}
      >
        <p className="text-sm">{t('confirmCancel', { number: order.number })}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
            {t('keepOrder')}
          </Button>
          <Button variant="danger" loading={transition.isPending} onClick={() => move('cancelled')}>
            {t('moveTo', { status: t('st_cancelled') })}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
