import { useState, type FormEvent } from 'react';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { FormFooter } from '../../../../ui/form-footer.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { eatDay } from '../../../../lib/eat-day.ts';
import { formError, generalError } from '../../lib/form-error.ts';
import { useCreateCode, useUpdateCode, type DiscountCode } from './api.ts';
import { createBody, emptyForm, formOf, formProblems, updateBody, type CodeFormValues } from './code-form.ts';
import type { DiscountsT } from './use-discounts-t.ts';

const FIELDS = ['code', 'kind', 'value', 'min_order', 'expires_at', 'max_uses', 'max_uses_per_customer', 'active'];

/** Create a code (`code` null) or change one: its value, limits and expiry. */
export function CodeDialog({ code, onClose, t }: { code: DiscountCode | null; onClose: () => void; t: DiscountsT }) {
  const create = useCreateCode();
  const update = useUpdateCode();
  const save = code ? update : create;
  const [v, setV] = useState<CodeFormValues>(() => (code ? formOf(code) : emptyForm()));
  const [bad, setBad] = useState<string[]>([]);
  const set = (patch: Partial<CodeFormValues>) => setV((old) => ({ ...old, ...patch }));
  const server = formError(save.error);
  const err = (field: keyof CodeFormValues, serverField: string = field) =>
    bad.includes(field)
      ? field === 'code'
        ? t('errCode')
        : t('errNumber')
      : server?.field === serverField
        ? server.message
        : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = formProblems(v);
    setBad(wrong);
    if (wrong.length) return;
    if (code)
      update.mutate(
        { id: code.id, body: updateBody(v, code) },
        { onSuccess: () => (toast({ title: t('saved'), variant: 'success' }), onClose()) },
      );
    else
      create.mutate(createBody(v), {
        onSuccess: (made) => (toast({ title: t('created', { code: made.code }), variant: 'success' }), onClose()),
      });
  };
  return (
    <Modal open onClose={onClose} title={code ? t('editTitle', { code: code.code }) : t('createTitle')}>
      <form noValidate onSubmit={submit} className="space-y-3" data-testid="discount-form">
        <TextField
          label={t('code')}
          hint={t('codeHint')}
          value={v.code}
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="uppercase"
          onChange={(e) => set({ code: e.target.value })}
          error={err('code')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('kind')}
            value={v.kind}
            onChange={(e) => set({ kind: e.target.value as CodeFormValues['kind'] })}
            options={[
              { value: 'percentage', label: t('kind_percentage') },
              { value: 'fixed', label: t('kind_fixed') },
            ]}
          />
          <TextField
            label={v.kind === 'percentage' ? t('valuePercent') : t('valueFixed')}
            inputMode="numeric"
            value={v.value}
            onChange={(e) => set({ value: e.target.value })}
            error={err('value')}
          />
          <TextField
            label={t('minOrderLabel')}
            hint={t('minOrderHint')}
            inputMode="numeric"
            value={v.min_order}
            onChange={(e) => set({ min_order: e.target.value })}
            error={err('min_order')}
          />
          <TextField
            label={t('expiresLabel')}
            type="date"
            min={eatDay()}
            value={v.expires_on}
            onChange={(e) => set({ expires_on: e.target.value })}
            error={err('expires_on', 'expires_at')}
          />
          <TextField
            label={t('maxUses')}
            hint={t('limitHint')}
            inputMode="numeric"
            value={v.max_uses}
            onChange={(e) => set({ max_uses: e.target.value })}
            error={err('max_uses')}
          />
          <TextField
            label={t('maxUsesPerCustomer')}
            hint={t('limitHint')}
            inputMode="numeric"
            value={v.max_uses_per_customer}
            onChange={(e) => set({ max_uses_per_customer: e.target.value })}
            error={err('max_uses_per_customer')}
          />
        </div>
        <Checkbox label={t('active')} checked={v.active} onChange={(e) => set({ active: e.target.checked })} />
        <FormFooter
          general={generalError(save.error, FIELDS)}
          onCancel={onClose}
          cancelLabel={t('cancel')}
          submitLabel={code ? t('save') : t('create')}
          pending={save.isPending}
        />
      </form>
    </Modal>
  );
}
