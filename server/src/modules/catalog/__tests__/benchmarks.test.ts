// The curated performance indices: key functions, scale anchors, and coverage of the seed catalog.
import { seedPartsOf } from '../../../test/seed-parts';
import {
  BenchmarkTableError,
  CPU_INDICES,
  GPU_INDICES,
  cpuIndexFor,
  cpuIndexKey,
  gpuIndexFor,
  gpuIndexKey,
  parseBenchmarkTable,
} from '../benchmarks';

describe('cpuIndexKey', () => {
  it.each([
    ['AMD Ryzen 7 7800X3D 4.2 GHz 8-Core Processor', 'ryzen 7 7800x3d'],
    ['AMD Ryzen 5 7600', 'ryzen 5 7600'],
    ['AMD Ryzen™ 5 7500F', 'ryzen 5 7500f'],
    ['AMD Ryzen 9 9950X3D', 'ryzen 9 9950x3d'],
    ['AMD Ryzen 5 PRO 7645 OEM/Tray', 'ryzen 5 pro 7645'],
    ['Intel Core i5-14600K', 'core i5-14600k'],
    ['Intel Core i5 14600K', 'core i5-14600k'],
    ['Intel Core i3 10100T OEM/Tray', 'core i3-10100t'],
    ['Intel Core Ultra 7 265K', 'core ultra 7 265k'],
    ['Intel Core Ultra 5 250KF Plus', 'core ultra 5 250kf plus'],
    ['Intel Pentium Gold G7400', 'pentium gold g7400'],
    ['AMD Athlon 3000G', 'athlon 3000g'],
  ])('%s -> %s', (name, key) => {
    expect(cpuIndexKey(name)).toBe(key);
  });

  it('returns an empty string when no model is found', () => {
    expect(cpuIndexKey('Some Unknown Processor')).toBe('');
    expect(cpuIndexKey('')).toBe('');
    expect(cpuIndexFor('Some Unknown Processor')).toBeNull();
  });
});

describe('gpuIndexKey', () => {
  it.each([
    ['GeForce RTX 3060 12GB', 'geforce rtx 3060'],
    ['GeForce RTX 3060 8 GB', 'geforce rtx 3060'],
    ['NVIDIA GeForce RTX 4060', 'geforce rtx 4060'],
    ['AMD Radeon RX 7800 XT', 'radeon rx 7800 xt'],
    ['Intel Arc B580', 'arc b580'],
    ['  GeForce   RTX 4060 Ti  ', 'geforce rtx 4060 ti'],
    ['Radeon RX 9060 XT 16 GB', 'radeon rx 9060 xt'],
    ['GeForce RTX 3070 LHR', 'geforce rtx 3070'],
    ['GeForce RTX 3060 Ti GDDR6X', 'geforce rtx 3060 ti'],
  ])('%s -> %s', (chipset, key) => {
    expect(gpuIndexKey(chipset)).toBe(key);
  });

  it('picks a memory variant when one is listed, else the main entry', () => {
    expect(gpuIndexFor('GeForce RTX 3060 8 GB')).toBe(GPU_INDICES['geforce rtx 3060 8gb']);
    expect(gpuIndexFor('GeForce RTX 3060 12 GB')).toBe(GPU_INDICES['geforce rtx 3060']);
    expect(gpuIndexFor('GeForce RTX 5060 Ti', 8)).toBe(GPU_INDICES['geforce rtx 5060 ti 8gb']);
    expect(gpuIndexFor('GeForce RTX 5060 Ti', 16)).toBe(GPU_INDICES['geforce rtx 5060 ti']);
    expect(gpuIndexFor('Radeon RX 7800 XT', 16)).toBe(GPU_INDICES['radeon rx 7800 xt']);
    expect(gpuIndexFor('Mystery GPU 9000')).toBeNull();
    expect(gpuIndexFor('')).toBeNull();
  });
});

describe('the index tables', () => {
  const keyShape = /^[a-z0-9][a-z0-9.-]*(?: [a-z0-9.-]+)*$/;

  it('use lowercase single-spaced keys, and enough of them', () => {
    expect(Object.keys(CPU_INDICES).length).toBeGreaterThanOrEqual(120);
    expect(Object.keys(GPU_INDICES).length).toBeGreaterThanOrEqual(80);
    for (const key of [...Object.keys(CPU_INDICES), ...Object.keys(GPU_INDICES)]) expect(key).toMatch(keyShape);
  });

  it('CPU keys are what cpuIndexKey makes of them', () => {
    for (const key of Object.keys(CPU_INDICES)) expect(cpuIndexKey(key)).toBe(key);
  });

  it('GPU keys are what gpuIndexKey makes of them, or memory variants of such keys', () => {
    for (const key of Object.keys(GPU_INDICES)) {
      const base = gpuIndexKey(key);
      expect(base === key || GPU_INDICES[base] !== undefined).toBe(true);
    }
  });

  it('are anchored on the Core i9-14900K and the GeForce RTX 4090', () => {
    expect(CPU_INDICES['core i9-14900k']).toEqual({ single: 100, multi: 100 });
    expect(GPU_INDICES['geforce rtx 4090']).toEqual({ p1080: 100, p1440: 100, p4k: 100 });
    const rtx5090 = GPU_INDICES['geforce rtx 5090'];
    expect(Math.min(rtx5090.p1080, rtx5090.p1440, rtx5090.p4k)).toBeGreaterThan(100);
  });

  it('hold positive numbers in plausible ranges', () => {
    for (const { single, multi } of Object.values(CPU_INDICES)) {
      expect(single).toBeGreaterThan(0);
      expect(single).toBeLessThanOrEqual(120);
      expect(multi).toBeGreaterThan(0);
      expect(multi).toBeLessThanOrEqual(130);
    }
    for (const { p1080, p1440, p4k } of Object.values(GPU_INDICES)) {
      for (const v of [p1080, p1440, p4k]) {
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThanOrEqual(150);
      }
    }
  });

  it('order familiar parts sensibly', () => {
    const cpu = (name: string) => cpuIndexFor(name)!;
    expect(cpu('Intel Core i9-14900K').multi).toBeGreaterThan(cpu('AMD Ryzen 5 7600').multi);
    expect(cpu('AMD Ryzen 5 7600').single).toBeGreaterThan(cpu('AMD Ryzen 5 5600').single);
    expect(cpu('AMD Ryzen 9 9950X').multi).toBeGreaterThan(cpu('AMD Ryzen 7 9800X3D').multi);
    const gpu = (chipset: string) => gpuIndexFor(chipset)!;
    expect(gpu('GeForce RTX 4070 SUPER').p1440).toBeGreaterThan(gpu('GeForce RTX 4060').p1440);
    expect(gpu('Radeon RX 7900 XTX').p4k).toBeGreaterThan(gpu('Radeon RX 7800 XT').p4k);
    expect(gpu('GeForce RTX 5080').p4k).toBeLessThan(gpu('GeForce RTX 4090').p4k);
  });
});

describe('parseBenchmarkTable', () => {
  const table = {
    sources: 'Test figures.',
    cpu: { 'ryzen 5 7600': { single: 80, multi: 40 } },
    gpu: {
      'geforce rtx 3060': { p1080: 30, p1440: 28, p4k: 25 },
      'geforce rtx 3060 8gb': { p1080: 26, p1440: 24, p4k: 21 },
    },
  };

  it('accepts a well-formed table, memory variants included', () => {
    expect(parseBenchmarkTable(table)).toEqual(table);
  });

  it.each([
    [
      { ...table, cpu: { 'Ryzen 5 7600': { single: 80, multi: 40 } } },
      'cpu "Ryzen 5 7600": not a key cpuIndexKey makes',
    ],
    [{ ...table, cpu: { 'ryzen 5 7600': { single: 80 } } }, 'cpu "ryzen 5 7600": multi must be a positive number'],
    [{ ...table, cpu: { 'ryzen 5 7600': { single: 80, multi: 0 } } }, 'multi must be a positive number'],
    [{ ...table, cpu: { 'ryzen 5 7600': { single: 80, multi: 40, st: 1 } } }, 'unknown field "st"'],
    [{ ...table, gpu: { 'geforce rtx 3050 8gb': { p1080: 1, p1440: 1, p4k: 1 } } }, 'nor a memory variant of one'],
    [{ ...table, sources: '' }, 'sources must be a non-empty string'],
    [{ ...table, extra: {} }, 'unknown field "extra"'],
    [[], 'the file must hold an object'],
  ])('refuses a bad table, naming the problem (%#)', (data, problem) => {
    expect(() => parseBenchmarkTable(data)).toThrow(BenchmarkTableError);
    expect(() => parseBenchmarkTable(data)).toThrow(problem);
  });
});

describe('coverage of the seed catalog', () => {
  it.each(seedPartsOf('CPU').map((cpu) => [cpu.name]))('CPU %s has an index', (name) => {
    expect(cpuIndexFor(name)).not.toBeNull();
  });

  it.each(seedPartsOf('GPU').map((gpu) => [gpu.name, gpu.specs.chipset, gpu.specs.vram] as const))(
    'GPU %s (%s) has an index',
    (_name, chipset, vram) => {
      expect(gpuIndexFor(chipset, vram)).not.toBeNull();
    },
  );
});
