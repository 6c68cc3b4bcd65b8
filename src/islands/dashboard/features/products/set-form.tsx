import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ProductSetInput } from '../../../../lib/catalog-schemas.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { PageHeader } from '../../layout/page-header.tsx';
import { errorFor, generalError } from '../../lib/form-error.ts';
import { useAppT } from '../../lib/use-app-t.ts';
import type { useSetMutations } from './sets-api.ts';
import { useCatalogT } from './use-catalog-t.ts';
import { BackLink } from '../../lib/back-link.tsx';

/**
 * The frame both set editors share: back link, title, the set's name, what the kind of set asks
 * for (`fields`, in the name's card, then `children`), the errors no field shows, and Save, which
 * goes back to the list of sets.
 */
export function SetForm({
  title,
  save,
  input,
  name,
  onName,
  errorFields,
  fields,
  children,
}: {
  title: string;
  save: ReturnType<typeof useSetMutations>['save'];
  input: ProductSetInput & { id?: string };
  name: string;
  onName: (name: string) => void;
  /** The fields whose errors show beside them; any other error shows above Save. */
  errorFields: string[];
  fields: ReactNode;
  children: ReactNode;
}) {
  const t = useCatalogT();
  const ta = useAppT();
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(input, {
      onSuccess: () => (toast({ title: t('setSaved'), variant: 'success' }), navigate('/dashboard/products/set')),
    });
  };
  const general = generalError(save.error, ['name', ...errorFields]);

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-4">
      <BackLink to="/dashboard/products/set" label={t('backToSets')} />
      <PageHeader title={title} />
      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <TextField
          label={t('setName')}
          required
          maxLength={120}
          value={name}
          onChange={(e) => onName(e.target.value)}
          error={errorFor(save.error, 'name')}
        />
        {fields}
      </section>
      {children}
      {general && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {general}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          {ta('save')}
        </Button>
      </div>
    </form>
  );
}
