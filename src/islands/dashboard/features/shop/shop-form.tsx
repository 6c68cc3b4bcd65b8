import { useState, type FormEvent, type ReactNode } from 'react';
import { PRODUCT_CATEGORIES } from '../../../../lib/options.ts';
import type { ShopDto } from '../../../../lib/shop-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { FormAlert } from '../../../../ui/form-alert.tsx';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';

export type ShopFormValues = {
  shop_name: string;
  whatsapp_number: string;
  category: string;
  address: string;
  default_language: 'en' | 'sw';
  listed: boolean;
};

const FIELDS = ['shop_name', 'whatsapp_number', 'category', 'address', 'default_language', 'listed'];

export function toFormValues(shop?: ShopDto | null): ShopFormValues {
  return {
    shop_name: shop?.shop_name ?? '',
    whatsapp_number: shop?.whatsapp_number ?? '',
    category: shop?.category ?? '',
    address: shop?.address ?? '',
    default_language: shop?.default_language ?? 'sw',
    listed: shop?.listed ?? false,
  };
}

/** Shop details, shared by "get started" (create) and Settings (update). */
export function ShopForm(props: {
  initial: ShopFormValues;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  disabled?: boolean;
  showListed?: boolean;
  onSubmit: (values: ShopFormValues) => void;
  footer?: ReactNode;
}) {
  const t = useAppT();
  const [values, setValues] = useState(props.initial);
  const set = <K extends keyof ShopFormValues>(key: K, value: ShopFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(values);
  };
  const general = generalError(props.error, FIELDS);
  return (
    <form onSubmit={submit} className="space-y-4">
      <fieldset disabled={props.disabled} className="space-y-4">
        <TextField
          label={t('shopName')}
          name="shop_name"
          required
          minLength={2}
          maxLength={80}
          value={values.shop_name}
          onChange={(e) => set('shop_name', e.target.value)}
          error={errorFor(props.error, 'shop_name')}
        />
        <TextField
          label={t('whatsappNumber')}
          name="whatsapp_number"
          type="tel"
          required
          hint={t('whatsappHint')}
          value={values.whatsapp_number}
          onChange={(e) => set('whatsapp_number', e.target.value)}
          error={errorFor(props.error, 'whatsapp_number')}
        />
        <SelectField
          label={t('category')}
          name="category"
          required
          placeholder={t('chooseCategory')}
          value={values.category}
          onChange={(e) => set('category', e.target.value)}
          options={PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`cat_${c}`) }))}
          error={errorFor(props.error, 'category')}
        />
        <TextField
          label={t('address')}
          name="address"
          maxLength={300}
          hint={t('addressHint')}
          value={values.address}
          onChange={(e) => set('address', e.target.value)}
          error={errorFor(props.error, 'address')}
        />
        <SelectField
          label={t('defaultLanguage')}
          name="default_language"
          value={values.default_language}
          onChange={(e) => set('default_language', e.target.value === 'en' ? 'en' : 'sw')}
          options={[
            { value: 'sw', label: t('langSw') },
            { value: 'en', label: t('langEn') },
          ]}
        />
        {props.showListed && (
          <Checkbox
            label={t('listedLabel')}
            hint={t('listedHint')}
            checked={values.listed}
            onChange={(e) => set('listed', e.target.checked)}
          />
        )}
      </fieldset>
      <FormAlert>{general}</FormAlert>
      {!props.disabled && (
        <Button type="submit" loading={props.pending} className="w-full sm:w-auto">
          {props.submitLabel}
        </Button>
      )}
      {props.footer}
    </form>
  );
}
