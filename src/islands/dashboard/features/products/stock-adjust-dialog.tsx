import { useState, type FormEvent } from 'react';
import { STOCK_ADJUST_REASONS } from '../../../../lib/catalog-schemas.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useProductMutations, type Product } from './api.ts';
import { useCatalogT } from './use-catalog-t.ts';
import { SaveFooter } from '../../lib/save-footer.tsx';

type Reason = (typeof STOCK_ADJUST_REASONS)[number];

/** A signed change with a reason; the server refuses one that would take stock below zero. */
export function StockAdjustDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const t = useCatalogT();
  const { adjustStock } = useProductMutations();
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? '');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<Reason>('restock');
  const [note, setNote] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    adjustStock.mutate(
      { id: product.id, variant_id: variantId || undefined, delta: Number(delta), reason, note },
      {
        onSuccess: (r) => {
          toast({ title: t('stockAdjusted', { stock: r.stock }), variant: 'success' });
          onClose();
        },
      },
    );
  };
  const general = generalError(adjustStock.error, ['delta', 'variant_id', 'reason', 'note']);
  return (
    <Modal open onClose={onClose} title={t('adjustStock')}>
      <form onSubmit={submit} className="space-y-4">
        {product.variants.length > 0 && (
          <SelectField
            label={t('whichStock')}
            value={variantId}
            onChange={(e) => setVariantId(e.target.value)}
            options={product.variants.map((v) => ({ value: v.id, label: `${v.name} (${v.stock})` }))}
            error={errorFor(adjustStock.error, 'variant_id')}
          />
        )}
        <TextField
          label={t('change')}
          required
          type="number"
          inputMode="numeric"
          step={1}
          hint={t('changeHint')}
          value={delta}
          onChange={(e) => setDelta(e.target.value)}
          error={errorFor(adjustStock.error, 'delta')}
        />
        <SelectField
          label={t('reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value as Reason)}
          options={STOCK_ADJUST_REASONS.map((r) => ({ value: r, label: t(`reason_${r}`) }))}
        />
        <TextField label={t('note')} maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} />
        <SaveFooter general={general} onCancel={onClose} pending={adjustStock.isPending} />
      </form>
    </Modal>
  );
}
