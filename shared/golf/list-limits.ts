/**
 * The golf lists are open to anyone, adds included, so no list or export may grow without bound: a
 * public list answers its newest (or first) rows up to GOLF_LIST_LIMIT, an export up to
 * GOLF_EXPORT_LIMIT, and staff delete at most GOLF_BULK_DELETE_LIMIT records at once.
 */
export const GOLF_LIST_LIMIT = 500;
export const GOLF_EXPORT_LIMIT = 5_000;
export const GOLF_BULK_DELETE_LIMIT = 500;
