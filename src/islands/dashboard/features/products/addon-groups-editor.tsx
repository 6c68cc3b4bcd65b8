import { Button } from '../../../../ui/button.tsx';
import { Checkbox } from '../../../../ui/checkbox.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { emptyGroup, emptyOption, type GroupRow, type OptionRow } from './product-form-values.ts';
import { RemoveRowButton } from '../../lib/remove-row-button.tsx';
import { useCatalogT } from './use-catalog-t.ts';
import { WholeNumberField } from '../../lib/whole-number-field.tsx';

type Props = {
  groups: GroupRow[];
  onChange: (groups: GroupRow[]) => void;
  errorAt: (field: string) => string | undefined;
};

/** Groups of extras (name, min, max, required) each with priced choices. */
export function AddonGroupsEditor({ groups, onChange, errorAt }: Props) {
  const t = useCatalogT();
  const setGroup = (i: number, patch: Partial<GroupRow>) =>
    onChange(groups.map((g, j) => (j === i ? { ...g, ...patch } : g)));
  const setOption = (i: number, k: number, patch: Partial<OptionRow>) =>
    setGroup(i, { options: groups[i]!.options.map((o, j) => (j === k ? { ...o, ...patch } : o)) });
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{t('addonsTitle')}</legend>
      <p className="text-sm text-slate-600">{t('addonsHint')}</p>
      {groups.map((g, i) => {
        const at = (f: string) => errorAt(`addon_groups.${i}.${f}`);
        return (
          <div
            key={g.key}
            role="group"
            aria-label={t('groupN', { n: i + 1 })}
            className="space-y-3 rounded-lg border border-slate-200 p-3"
          >
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start">
              <TextField
                containerClassName="col-span-2 sm:col-span-1"
                label={t('groupName')}
                required
                value={g.name}
                onChange={(e) => setGroup(i, { name: e.target.value })}
                error={at('name')}
              />
              <WholeNumberField
                label={t('minChoices')}
                value={g.min}
                onChange={(e) => setGroup(i, { min: e.target.value })}
                error={at('min')}
              />
              <WholeNumberField
                label={t('maxChoices')}
                min={1}
                value={g.max}
                onChange={(e) => setGroup(i, { max: e.target.value })}
                error={at('max')}
              />
              <RemoveRowButton
                label={t('removeGroup', { n: i + 1 })}
                onClick={() => onChange(groups.filter((_, j) => j !== i))}
              />
            </div>
            <Checkbox
              label={t('requiredGroup')}
              checked={g.required}
              onChange={(e) => setGroup(i, { required: e.target.checked })}
            />
            {at('options') && <p className="text-sm text-red-700">{at('options')}</p>}
            <ul className="space-y-2 border-l-2 border-slate-100 pl-3">
              {g.options.map((o, k) => (
                // On a phone the name takes a row of its own: beside the price and remove button it was ~70 px wide.
                <li key={o.key} className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[1fr_7rem_auto]">
                  <TextField
                    containerClassName="col-span-2 sm:col-span-1"
                    label={t('choiceName')}
                    required
                    value={o.name}
                    onChange={(e) => setOption(i, k, { name: e.target.value })}
                    error={at(`options.${k}.name`)}
                  />
                  <WholeNumberField
                    label={t('extraPrice')}
                    value={o.price}
                    onChange={(e) => setOption(i, k, { price: e.target.value })}
                    error={at(`options.${k}.price`)}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="mt-6 text-red-700"
                    aria-label={t('removeChoice', { n: k + 1 })}
                    disabled={g.options.length <= 1}
                    onClick={() => setGroup(i, { options: g.options.filter((_, j) => j !== k) })}
                  >
                    ✕
                  </Button>
                </li>
              ))}
            </ul>
            <Button variant="ghost" size="sm" onClick={() => setGroup(i, { options: [...g.options, emptyOption()] })}>
              + {t('addChoice')}
            </Button>
          </div>
        );
      })}
      <Button variant="secondary" size="sm" onClick={() => onChange([...groups, emptyGroup()])}>
        + {t('addGroup')}
      </Button>
    </fieldset>
  );
}
