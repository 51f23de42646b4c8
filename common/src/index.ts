export * from './auth';
export * from './errors';
export * from './format';
export * from './guides';
export * from './tiers';
export * from './ui';
export * from './catalog';
export * from './catalog-specs';
