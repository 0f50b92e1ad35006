/** The golf tool's lists and thresholds (spec section 6), apart from the site's constants so no public page carries them. */
export const GOLF_PRODUCT_CATEGORIES = ["clubs", "shoes", "apparel", "accessories"] as const;
export const SUPPLIER_SPECIALIZATIONS = ["clubs", "shoes", "apparel", "accessories", "bags"] as const;
export const COMPETITOR_SEGMENTS = ["premium", "mid-range", "budget"] as const;
export const PROFIT_CATEGORIES = ["Golf Clubs", "Golf Shoes", "Golf Apparel", "Golf Accessories", "Golf Bags"] as const;

export const LOW_STOCK_THRESHOLD = 10;
export const BREAK_EVEN_FIXED_COSTS = 1000;
export const MARGIN_BANDS = { excellent: 40, fair: 25 } as const;
