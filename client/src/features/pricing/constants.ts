/** docs/requirements.md §9 "Price comparison": the numbers the page runs on. */
export const SUGGESTION_LIMIT = 8;
export const SEARCH_DEBOUNCE_MS = 300;
/** §4 "Price comparison input": suggestions hide this long after the box loses focus. */
export const SUGGESTION_HIDE_DELAY_MS = 200;
/** A widget's prices are fetched again every 5 minutes while it is on screen… */
export const PRICE_REFETCH_MS = 5 * 60 * 1000;
/** …and a widget mounted later uses the cached answer only while it is under 2 minutes old. */
export const PRICE_STALE_MS = 2 * 60 * 1000;

export type GuessedCategory = 'CPU' | 'GPU' | 'RAM' | 'Storage' | 'Motherboard' | 'PSU' | 'Other';

/** docs/requirements.md §9: the six quick-add buttons, in its order. */
export const POPULAR_COMPONENTS: readonly { name: string; category: GuessedCategory }[] = [
  { name: 'AMD Ryzen 5 7600', category: 'CPU' },
  { name: 'NVIDIA GeForce RTX 4060', category: 'GPU' },
  { name: 'Corsair Vengeance 16GB (2x8GB) DDR5-5600 CL36', category: 'RAM' },
  { name: 'Samsung 970 EVO Plus 1TB NVMe SSD', category: 'Storage' },
  { name: 'MSI B650M Pro WiFi', category: 'Motherboard' },
  { name: 'Corsair CV650 80+ Bronze', category: 'PSU' },
];

export const UNAVAILABLE_TEXT = 'Pricing data temporarily unavailable';
export const PAGE_TITLE = 'Real-Time Price Comparison';
/** Which prices are which (issue 31): each row and badge also names its own source and date. */
export const PRICE_SOURCES_INTRO =
  'Live prices come from a retailer’s API, only where this site has that retailer’s API key; retailer feed prices from ' +
  'feeds the operator imports; everything else is a dated estimate (our catalog price, or a PC Part Dataset ' +
  'snapshot) and says where and when it is from. A retailer we hold no price from shows “Price not checked” and a link.';
export const EMPTY_PROMPT_TITLE = 'Start Comparing Prices';
