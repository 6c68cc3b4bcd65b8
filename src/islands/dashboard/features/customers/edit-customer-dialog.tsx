import { useState, type FormEvent } from 'react';
import { Modal } from '../../../../ui/modal.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import { useUpdateCustomer, type Customer } from './api.ts';
import { useCustomersT } from './use-customers-t.ts';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { useDebtsT } from '../../lib/use-debts-t.ts';
import { SaveFooter } from '../../lib/save-footer.tsx';

/** Name, phone, location, language the customer is written to in, tags and notes. */
export function EditCustomerDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const t = useCustomersT();
  const ta = useAppT();
  const td = useDebtsT();
  const update = useUpdateCustomer();
  const [v, setV] = useState({
    name: customer.name,
    phone: customer.phone,
    location: customer.location,
    language: customer.language,
    tags: customer.tags.join(', '),
    notes: customer.notes,
    allow_credit: customer.allow_credit,
  });
  const set = (patch: Partial<typeof v>) => setV((prev) => ({ ...prev, ...patch }));
  const err = (f: string) => errorFor(update.error, f);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const tags = v.tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    update.mutate(
      { id: customer.id, ...v, tags },
      {
        onSuccess: () => {
          toast({ title: t('customerSaved'), variant: 'success' });
          onClose();
        },
      },
    );
  };
  const general = generalError(update.error, ['name', 'phone', 'location', 'language', 'notes']);
  return (
    <Modal open onClose={onClose} title={t('editCustomer')}>
      <form onSubmit={submit} className="space-y-3">
        <TextField
          label={t('customerName')}
          maxLength={100}
          value={v.name}
          onChange={(e) => set({ name: e.target.value })}
          error={err('name')}
        />
        <TextField
          label={t('customerPhone')}
          type="tel"
          required
          value={v.phone}
          onChange={(e) => set({ phone: e.target.value })}
          error={err('phone')}
        />
        <TextField
          label={t('location')}
          maxLength={200}
          value={v.location}
          onChange={(e) => set({ location: e.target.value })}
          error={err('location')}
        />
        <SelectField
          label={t('languageLabel')}
          value={v.language}
          onChange={(e) => set({ language: e.target.value as 'en' | 'sw' })}
          options={[
            { value: 'sw', label: ta('langSw') },
            { value: 'en', label: ta('langEn') },
          ]}
        />
        <Checkbox
          label={td('allowCredit')}
          hint={td('allowCreditHint')}
          checked={v.allow_credit}
          onChange={(e) => set({ allow_credit: e.target.checked })}
        />
        <TextField
          label={t('tags')}
          hint={t('tagsHint')}
          value={v.tags}
          onChange={(e) => set({ tags: e.target.value })}
          error={err('tags') ?? err('tags.0')}
        />
        <Textarea
          label={t('notes')}
          rows={3}
          maxLength={2000}
          value={v.notes}
          onChange={(e) => set({ notes: e.target.value })}
          error={err('notes')}
        />
        <SaveFooter general={general} onCancel={onClose} pending={update.isPending} />
      </form>
    </Modal>
  );
}
