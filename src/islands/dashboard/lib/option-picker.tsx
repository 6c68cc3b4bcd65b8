import { useState } from 'react';
import { formatMoney } from '../../../lib/format.ts';

/** What a product offers to choose from: the fields the order screen and the till both read. */
export type ChoosableProduct = {
  price: number;
  track_inventory: boolean;
  variants: { id: string; name: string; price: number; stock: number }[];
  addon_groups: {
    id: string;
    name: string;
    min: number;
    max: number;
    options: { id: string; name: string; price: number }[];
  }[];
};

/**
 * The choice of a variant and add-ons, and the unit price that follows it.
 * `oneTapSwaps`: a one-choice group behaves like radio buttons (the till's big tiles), the new tap
 * replaces the old one; otherwise an option past a group's max is refused.
 */
export function useOptionChoice(
  p: ChoosableProduct,
  { initialVariantId = null, oneTapSwaps = false }: { initialVariantId?: string | null; oneTapSwaps?: boolean } = {},
) {
  const [variantId, setVariantId] = useState<string | null>(initialVariantId);
  const [chosen, setChosen] = useState<string[]>([]);
  const variant = p.variants.find((v) => v.id === variantId);
  const picked = p.addon_groups.flatMap((g) => g.options).filter((o) => chosen.includes(o.id));
  const unit = (variant?.price ?? p.price) + picked.reduce((s, o) => s + o.price, 0);
  const countIn = (gid: string) =>
    p.addon_groups.find((g) => g.id === gid)!.options.filter((o) => chosen.includes(o.id)).length;
  const groupsOk = p.addon_groups.every((g) => countIn(g.id) >= g.min && countIn(g.id) <= g.max);
  const swaps = (group: ChoosableProduct['addon_groups'][number]) => oneTapSwaps && group.max === 1;
  const toggle = (gid: string, id: string) => {
    const group = p.addon_groups.find((g) => g.id === gid)!;
    setChosen((c) => {
      if (c.includes(id)) return c.filter((x) => x !== id);
      if (swaps(group)) return [...c.filter((x) => !group.options.some((o) => o.id === x)), id];
      return countIn(gid) >= group.max ? c : [...c, id];
    });
  };
  const full = (gid: string) => {
    const group = p.addon_groups.find((g) => g.id === gid)!;
    return !swaps(group) && countIn(gid) >= group.max;
  };
  return { variantId, setVariantId, chosen, toggle, full, variant, picked, unit, groupsOk };
}

export type OptionChoice = ReturnType<typeof useOptionChoice>;

/** The order screen's compact rows, or the till's tiles (big targets for a thumb). */
const looks = {
  rows: {
    fieldset: 'space-y-1',
    label: 'flex min-h-11 items-center gap-3 rounded-md px-2 text-sm has-checked:bg-brand-50 has-disabled:opacity-50',
    price: 'text-slate-600',
    variantPrice: 'text-slate-600',
    stock: 'block text-right text-xs',
  },
  tiles: {
    fieldset: 'space-y-2',
    label:
      'flex min-h-12 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:opacity-50',
    price: 'text-slate-700',
    variantPrice: 'text-right text-slate-700',
    stock: 'block text-xs text-slate-500',
  },
};

/** The variant radios and one fieldset of add-on checkboxes per group, each with its price. */
export function OptionFieldsets({
  product: p,
  choice,
  look,
  radioName,
  words,
}: {
  product: ChoosableProduct;
  choice: OptionChoice;
  look: keyof typeof looks;
  radioName: string;
  words: {
    chooseVariant: string;
    stock: (out: boolean, count: number) => string;
    groupHint: (min: number, max: number) => string;
  };
}) {
  const c = looks[look];
  return (
    <>
      {p.variants.length > 0 && (
        <fieldset className={c.fieldset}>
          <legend className="mb-1 text-sm font-medium">{words.chooseVariant}</legend>
          {p.variants.map((v) => {
            const out = p.track_inventory && v.stock <= 0;
            return (
              <label key={v.id} className={c.label}>
                <input
                  type="radio"
                  name={radioName}
                  className="h-5 w-5 accent-brand-600"
                  disabled={out}
                  checked={choice.variantId === v.id}
                  onChange={() => choice.setVariantId(v.id)}
                />
                <span className="flex-1">{v.name}</span>
                <span className={c.variantPrice}>
                  {formatMoney(v.price, 'TZS')}
                  {p.track_inventory && <span className={c.stock}>{words.stock(out, v.stock)}</span>}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      {p.addon_groups.map((g) => (
        <fieldset key={g.id} className={c.fieldset}>
          <legend className="mb-1 text-sm font-medium">
            {g.name} <span className="font-normal text-slate-500">({words.groupHint(g.min, g.max)})</span>
          </legend>
          {g.options.map((o) => {
            const on = choice.chosen.includes(o.id);
            return (
              <label key={o.id} className={c.label}>
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-600"
                  checked={on}
                  disabled={!on && choice.full(g.id)}
                  onChange={() => choice.toggle(g.id, o.id)}
                />
                <span className="flex-1">{o.name}</span>
                <span className={c.price}>+{formatMoney(o.price, 'TZS')}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}
