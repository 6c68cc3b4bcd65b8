// Option lists of spec 3, shared by forms and the API. Labels live in the i18n dictionaries.
export const PRODUCT_CATEGORIES = [
  'toys_games',
  'food_beverages',
  'home_improvement',
  'sporting_goods',
  'pet_supplies',
  'patio_garden',
  'office_supplies',
  'musical_instruments',
  'media',
  'travel_luggage',
  'arts_crafts',
  'antiques_collectibles',
  'baby_products',
  'electronics',
  'health_beauty',
  'jewelry_watches',
  'home',
  'clothing_accessories',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PAYMENT_METHODS = ['mobile_money', 'cash', 'credit'] as const;
/** Paid at the counter: what a POS can default to (a credit sale needs a named customer each time). */
export const UPFRONT_PAYMENT_METHODS = ['mobile_money', 'cash'] as const;
export const CHARGE_TYPES = ['fixed', 'percentage'] as const;
export const ORDER_STATUS_FILTERS = [
  'all',
  'pending',
  'completed',
  'cancelled',
  'picked_up',
  'delivered',
  'paid',
] as const;
/** Why a product's stock moved: each movement row names one. */
export const STOCK_REASONS = [
  'initial',
  'restock',
  'adjustment',
  'damage',
  'count',
  'return',
  'import',
  'order',
  'order_cancelled',
] as const;
export const SEGMENT_MATCH = ['any', 'all'] as const;
export const SEGMENT_OPERATORS = ['gt', 'lt', 'eq', 'ge', 'le'] as const;
export const SEGMENT_CRITERIA = ['total_amount', 'total_orders', 'location'] as const;
export const ID_TYPES = ['national_id', 'passport', 'driving_license'] as const;
export const GENDERS = ['male', 'female'] as const;
export const AMOUNT_PRESETS = [10000, 50000, 100000, 500000, 1000000] as const;
