import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PAYMENT_METHODS } from '../../../../lib/options.ts';
import { Button } from '../../../../ui/button.tsx';
import { Textarea } from '../../../../ui/textarea.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useOrderMutations } from './api.ts';
import { ChargesEditor } from './charges-editor.tsx';
import { CustomerPicker, type CustomerChoice } from './customer-picker.tsx';
import { DraftLines } from './draft-lines.tsx';
import { chargeValue, orderTotals, type DraftCharge, type DraftLine } from './order-totals.ts';
import { ProductPicker } from './product-picker.tsx';
import { TotalsTable } from './totals-table.tsx';
import { useOrdersT } from './use-orders-t.ts';
import { FIXED_BAR } from '../../../../ui/fixed-bar.ts';
import { BackLink } from '../../lib/back-link.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const INLINE = ['customer.phone', 'delivery_address'];

/** /orders/add-order: a phone or walk-in sale typed in by the merchant; totals follow every change. */
export function AddOrderPage() {
  const t = useOrdersT();
  const navigate = useNavigate();
  const { create } = useOrderMutations();
  const [customer, setCustomer] = useState<CustomerChoice>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [picking, setPicking] = useState(false);
  const [fulfilment, setFulfilment] = useState<'pickup' | 'delivery'>('pickup');
  const [address, setAddress] = useState('');
  const [payment, setPayment] = useState<(typeof PAYMENT_METHODS)[number]>('mobile_money');
  const [charges, setCharges] = useState<DraftCharge[]>([]);
  const [notes, setNotes] = useState('');
  const totals = orderTotals(lines, charges);
  const err = (f: string) => errorFor(create.error, f);
  const general = generalError(create.error, [
    ...INLINE,
    ...charges.flatMap((_, i) => [`charges.${i}.name`, `charges.${i}.value`]),
  ]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        ...(customer?.id
          ? { customer_id: customer.id }
          : customer?.phone.trim()
            ? { customer: { phone: customer.phone, name: customer.name } }
            : {}),
        channel: 'manual',
        lines: lines.map((l) => ({
          product_id: l.product_id,
          ...(l.variant_id && { variant_id: l.variant_id }),
          quantity: l.quantity,
          addon_option_ids: l.addon_option_ids,
        })),
        fulfilment,
        delivery_address: fulfilment === 'delivery' ? address : '',
        payment_method: payment,
        charges: charges.map((c) => ({
          name: c.name,
          type: c.type,
          value: c.type === 'fixed' ? Math.round(chargeValue(c)) : chargeValue(c),
        })),
        notes,
        status: 'pending',
      },
      {
        onSuccess: (order) => {
          toast({ title: t('orderCreated', { number: order.number }), variant: 'success' });
          navigate(`/dashboard/orders/order-info/${order.id}`);
        },
        onError: (error) =>
          toast({ title: t('orderFailed'), description: error.message, variant: 'danger', position: 'bottom-right' }),
      },
    );
  };

  const radio = (name: string, checked: boolean, onChange: () => void, label: string) => (
    <label
      key={label}
      className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
    >
      <input type="radio" name={name} className="h-5 w-5 accent-brand-600" checked={checked} onChange={onChange} />
      {label}
    </label>
  );

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/orders" label={t('backToOrders')} />
      <PageHeader title={t('addOrder')} />
      <Section title={t('customerTitle')}>
        <CustomerPicker value={customer} onChange={setCustomer} phoneError={err('customer.phone')} />
      </Section>
      <Section title={t('itemsTitle')}>
        <DraftLines lines={lines} onChange={setLines} />
        <Button variant="secondary" onClick={() => setPicking(true)}>
          + {t('addItem')}
        </Button>
      </Section>
      <Section title={t('fulfilmentTitle')}>
        <div className="flex flex-col gap-2 sm:flex-row">
          {radio('fulfilment', fulfilment === 'pickup', () => setFulfilment('pickup'), t('fl_pickup'))}
          {radio('fulfilment', fulfilment === 'delivery', () => setFulfilment('delivery'), t('fl_delivery'))}
        </div>
        {fulfilment === 'delivery' && (
          <Textarea
            label={t('deliveryAddress')}
            required
            rows={2}
            maxLength={300}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            error={err('delivery_address')}
          />
        )}
      </Section>
      <Section title={t('paymentTitle')}>
        <div className="flex flex-col gap-2 sm:flex-row">
          {PAYMENT_METHODS.map((m) => radio('payment', payment === m, () => setPayment(m), t(`pm_${m}`)))}
        </div>
      </Section>
      <Section title={t('chargesTitle')}>
        <ChargesEditor rows={charges} amounts={totals.amounts} onChange={setCharges} errorAt={err} />
      </Section>
      <Section title={t('notes')}>
        <Textarea
          label={t('notes')}
          rows={2}
          maxLength={1000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </Section>
      <section
        {...FIXED_BAR}
        className="sticky bottom-0 -mx-4 space-y-3 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.04)] md:static md:mx-0 md:rounded-xl md:border md:shadow-none"
      >
        <TotalsTable
          subtotal={totals.subtotal}
          charges={charges.map((c, i) => ({ name: c.name || t(`ct_${c.type}`), amount: totals.amounts[i] ?? 0 }))}
          total={totals.total}
        />
        {general && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            {general}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={lines.length === 0} loading={create.isPending}>
          {t('createOrder')}
        </Button>
      </section>
      <ProductPicker
        open={picking}
        onClose={() => setPicking(false)}
        onAdd={(line) => setLines((ls) => [...ls, line])}
      />
    </form>
  );
}
