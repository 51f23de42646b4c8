export * from './keys';
export * from './gpu-chipsets';
export * from './cpu-platforms';
export * from './psu-tiers';
