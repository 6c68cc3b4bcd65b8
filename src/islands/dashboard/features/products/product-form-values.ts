import type { ProductCreate } from '../../../../lib/catalog-schemas.ts';
import type { ProductCategory } from '../../../../lib/options.ts';
import type { Product } from './api.ts';

// What the inputs hold (text, so a half-typed number stays as typed); toPayload turns it into the
// API body. Rows carry a local key so React keeps focus when a row above is removed.
export type VariantRow = {
  key: string;
  id?: string;
  name: string;
  price: string;
  /** What the shop pays for one; empty: the product's cost price counts. */
  cost: string;
  stock: string;
  sku: string;
};
export type OptionRow = { key: string; name: string; price: string };
export type GroupRow = { key: string; name: string; min: string; max: string; required: boolean; options: OptionRow[] };
export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  cost_price: string;
  category: ProductCategory | '';
  sku: string;
  status: 'active' | 'draft';
  track_inventory: boolean;
  stock: string;
  low_stock_threshold: string;
  variants: VariantRow[];
  addon_groups: GroupRow[];
};

let seq = 0;
export const rowKey = () => `row-${++seq}`;

export const emptyVariant = (price = ''): VariantRow => ({
  key: rowKey(),
  name: '',
  price,
  cost: '',
  stock: '0',
  sku: '',
});
export const emptyOption = (): OptionRow => ({ key: rowKey(), name: '', price: '0' });
export const emptyGroup = (): GroupRow => ({
  key: rowKey(),
  name: '',
  min: '0',
  max: '1',
  required: false,
  options: [emptyOption()],
});

export const emptyProduct = (): ProductFormValues => ({
  name: '',
  description: '',
  price: '',
  cost_price: '',
  category: '',
  sku: '',
  status: 'active',
  track_inventory: true,
  stock: '0',
  low_stock_threshold: '5',
  variants: [],
  addon_groups: [],
});

export function fromProduct(p: Product): ProductFormValues {
  return {
    name: p.name,
    description: p.description,
    price: String(p.price),
    cost_price: p.cost_price == null ? '' : String(p.cost_price),
    category: p.category,
    sku: p.sku ?? '',
    status: p.status,
    track_inventory: p.track_inventory,
    stock: String(p.stock),
    low_stock_threshold: String(p.low_stock_threshold),
    variants: p.variants.map((v) => ({
      key: rowKey(),
      id: v.id,
      name: v.name,
      price: String(v.price),
      cost: v.cost_price == null ? '' : String(v.cost_price),
      stock: String(v.stock),
      sku: v.sku ?? '',
    })),
    addon_groups: p.addon_groups.map((g) => ({
      key: rowKey(),
      name: g.name,
      min: String(g.min),
      max: String(g.max),
      required: g.required,
      options: g.options.map((o) => ({ key: rowKey(), name: o.name, price: String(o.price) })),
    })),
  };
}

/** A whole number stays a number; anything else goes as typed so the server names the field. */
const int = (s: string) => (/^\s*-?\d+\s*$/.test(s) ? Number(s) : (s as unknown as number));
/** An optional amount: left empty, it is cleared (null). */
const optionalInt = (s: string) => (s.trim() ? int(s) : null);

export function toPayload(v: ProductFormValues): ProductCreate {
  const hasVariants = v.variants.length > 0;
  return {
    name: v.name,
    description: v.description,
    price: int(v.price),
    cost_price: optionalInt(v.cost_price),
    category: v.category as ProductCategory,
    sku: v.sku.trim() || null,
    status: v.status,
    track_inventory: v.track_inventory,
    stock: hasVariants ? 0 : int(v.stock),
    low_stock_threshold: int(v.low_stock_threshold),
    variants: v.variants.map((r) => ({
      ...(r.id && { id: r.id }),
      name: r.name,
      options: {},
      price: int(r.price),
      cost_price: optionalInt(r.cost),
      stock: int(r.stock),
      sku: r.sku.trim() || null,
    })),
    addon_groups: v.addon_groups.map((g) => ({
      name: g.name,
      min: int(g.min),
      max: int(g.max),
      required: g.required,
      options: g.options.map((o) => ({ name: o.name, price: int(o.price) })),
    })),
  };
}
