import { USE_CASE_IDS, type UseCaseId } from '@rigforge/common';
import {
  CPU_FEED,
  HDD_CAPACITY_WEIGHT,
  MEMORY_CURVES,
  STORAGE_CURVES,
  USE_CASE_WEIGHTS,
  cpuFeedAt,
  cpuGamingIndex,
  cpuGpuValue,
  estimatedReadSpeed,
  frameScore,
  gpuComputeScore,
  gpuIndexAt,
  logCurve,
  lowPowerScore,
  memoryBandwidthScore,
  memoryCapacityScore,
  memoryScore,
  psuEfficiencyScore,
  quietScore,
  requestWeights,
  scoreBuild,
  scoreFeatures,
  storageCapacityScore,
  storageScore,
  storageSpeedScore,
  type BuildFeatures,
  type CpuFeatures,
  type GpuFeatures,
} from '../score';
import {
  FIXTURE_COOLERS,
  FIXTURE_CPUS,
  FIXTURE_GPUS,
  FIXTURE_PSUS,
  FIXTURE_RAM,
  FIXTURE_STORAGE,
} from './fixture-catalog';

const cpu = (single: number, multi: number, tdp = 65, gaming = single): CpuFeatures => ({ single, multi, gaming, tdp });
const gpu = (g1080: number, g1440: number, g4k: number, tdp = 200, vram = 16): GpuFeatures => ({
  g1080,
  g1440,
  g4k,
  tdp,
  vram,
});

describe('score weights', () => {
  it('gives every use case weights that sum to 1', () => {
    for (const u of USE_CASE_IDS) {
      const sum = Object.values(USE_CASE_WEIGHTS[u]).reduce((a, b) => a + b, 0);
      expect({ u, sum: Math.round(sum * 1e9) / 1e9 }).toEqual({ u, sum: 1 });
    }
  });

  it('averages the use cases of a request and scales to 100', () => {
    const w = requestWeights(['gaming', 'work'], '1440p');
    expect(w.perUseCase).toBe(50);
    expect(w.frames).toBeCloseTo(34.25);
    expect(w.cpuSingle).toBeCloseTo(15);
    expect(w.lowPower).toBeCloseTo(12.5);
    const total = w.frames + w.cpuSingle + w.cpuMulti + w.cpuGaming + w.gpuCompute + w.memory + w.storage;
    expect(total + w.quietCooling + w.lowPower + w.psuEfficiency).toBeCloseTo(100);
  });

  it('weighs gaming by the GPU, content and workstation by CPU multi-thread, music by single-thread', () => {
    expect(USE_CASE_WEIGHTS.gaming.frames).toBeGreaterThan(0.5);
    expect(USE_CASE_WEIGHTS['content-creation'].cpuMulti).toBeGreaterThan(
      USE_CASE_WEIGHTS['content-creation'].cpuSingle,
    );
    expect(USE_CASE_WEIGHTS.workstation.cpuMulti).toBeGreaterThan(USE_CASE_WEIGHTS.workstation.cpuSingle);
    expect(USE_CASE_WEIGHTS['music-production'].cpuSingle).toBeGreaterThan(
      USE_CASE_WEIGHTS['music-production'].cpuMulti,
    );
    expect(USE_CASE_WEIGHTS['music-production'].quietCooling).toBeGreaterThan(0);
    expect(USE_CASE_WEIGHTS.server.storage).toBeGreaterThan(USE_CASE_WEIGHTS.server.cpuMulti);
    expect(USE_CASE_WEIGHTS.server.psuEfficiency + USE_CASE_WEIGHTS.server.lowPower).toBeGreaterThan(0);
    expect(USE_CASE_WEIGHTS.work.lowPower).toBeGreaterThan(0);
  });
});

describe('gaming: CPU and GPU', () => {
  it('games by the gaming index from game benchmarks, not by the Cinebench-like indices', () => {
    // A 9800X3D-like part: slower than a 9700X-like one in single thread, faster in games.
    expect(cpuGamingIndex(cpu(0.95, 0.64, 120, 1.18))).toBeGreaterThan(cpuGamingIndex(cpu(0.98, 0.59, 88, 0.96)));
    expect(cpuGamingIndex(cpu(0.8, 0.4, 65, 0.77))).toBe(0.77);
  });

  it('lets the processor feed a faster card at higher resolutions', () => {
    expect(CPU_FEED['1080p']).toBeLessThan(CPU_FEED['1440p']);
    expect(CPU_FEED['1440p']).toBeLessThan(CPU_FEED['4K']);
    expect(cpuFeedAt(cpu(0.6, 0.6), '4K')).toBeCloseTo(0.6 * CPU_FEED['4K']);
  });

  it('takes the slower of the card and what the processor feeds (no gain past the bottleneck)', () => {
    const slowCpu = cpu(0.5, 0.5);
    const fastCard = gpu(0.9, 0.85, 0.8);
    const midCard = gpu(0.5, 0.45, 0.35);
    expect(frameScore(slowCpu, fastCard, '1080p')).toBeCloseTo(0.5);
    expect(frameScore(slowCpu, midCard, '1080p')).toBeCloseTo(0.5);
    expect(frameScore(cpu(1, 1), midCard, '1080p')).toBeCloseTo(0.5);
    expect(frameScore(slowCpu, fastCard, '4K')).toBeCloseTo(0.8);
    expect(frameScore(slowCpu, null, '1080p')).toBe(0);
  });

  it('values a card by the requested resolution', () => {
    const w1080 = requestWeights(['gaming'], '1080p');
    const w4k = requestWeights(['gaming'], '4K');
    const c = cpu(1, 1);
    // Frames (68.5) at the resolution, plus the CPU terms (multi 1, gaming 4) that spend money past the card.
    expect(cpuGpuValue(w1080, c, gpu(0.6, 0.5, 0.4))).toBeCloseTo(68.5 * 0.6 + 5);
    expect(cpuGpuValue(w4k, c, gpu(0.6, 0.5, 0.4))).toBeCloseTo(68.5 * 0.4 + 5);
  });

  it('counts a card with too little video memory for the resolution at less than its measured speed', () => {
    const eight = gpu(0.47, 0.41, 0.26, 180, 8);
    const sixteen = gpu(0.49, 0.43, 0.35, 180, 16);
    expect(gpuIndexAt(eight, '1080p')).toBeCloseTo(0.47);
    expect(gpuIndexAt(eight, '1440p')).toBeCloseTo(0.41 * 0.7);
    expect(gpuIndexAt(gpu(0.4, 0.34, 0.26, 190, 12), '1440p')).toBeCloseTo(0.34);
    expect(gpuIndexAt(eight, '4K')).toBeCloseTo(0.26 * 0.55);
    expect(gpuIndexAt(sixteen, '1440p')).toBeCloseTo(0.43);
    expect(gpuIndexAt(sixteen, '4K')).toBeCloseTo(0.35);
  });
});

describe('curves', () => {
  it('interpolates in log2 between points and falls to 0 at half the first', () => {
    const pts = [
      [16, 0.4],
      [64, 1],
    ] as const;
    expect(logCurve(pts, 16)).toBeCloseTo(0.4);
    expect(logCurve(pts, 32)).toBeCloseTo(0.7);
    expect(logCurve(pts, 64)).toBe(1);
    expect(logCurve(pts, 256)).toBe(1);
    expect(logCurve(pts, 8)).toBe(0);
    expect(logCurve(pts, 4)).toBe(0);
    expect(logCurve(pts, 11.3137)).toBeCloseTo(0.2, 3);
    expect(logCurve(pts, 0)).toBe(0);
  });

  it('is non-decreasing for every memory and storage curve', () => {
    for (const u of USE_CASE_IDS) {
      let prevM = -1;
      let prevS = -1;
      for (let gb = 1; gb <= 65536; gb *= 1.25) {
        const m = memoryCapacityScore(u, gb);
        const s = storageCapacityScore(u, gb);
        expect(m).toBeGreaterThanOrEqual(prevM);
        expect(s).toBeGreaterThanOrEqual(prevS);
        prevM = m;
        prevS = s;
      }
      expect(memoryCapacityScore(u, 1e6)).toBe(MEMORY_CURVES[u][MEMORY_CURVES[u].length - 1][1]);
      expect(storageCapacityScore(u, 1e7)).toBe(STORAGE_CURVES[u][STORAGE_CURVES[u].length - 1][1]);
    }
  });

  it('asks more memory of content creation and workstations than of gaming or work', () => {
    const at = (u: UseCaseId, gb: number) => memoryCapacityScore(u, gb);
    expect(at('content-creation', 16)).toBeLessThan(at('gaming', 16));
    expect(at('workstation', 32)).toBeLessThan(at('gaming', 32));
    expect(at('content-creation', 32) - at('content-creation', 16)).toBeGreaterThan(
      at('gaming', 32) - at('gaming', 16),
    );
    expect(at('work', 8)).toBeGreaterThan(at('content-creation', 8));
  });
});

describe('memory', () => {
  it('gives a single module no bandwidth credit and caps speed at the top of the range', () => {
    expect(memoryBandwidthScore(6000, 1)).toBe(0);
    expect(memoryBandwidthScore(2133, 2)).toBe(0);
    expect(memoryBandwidthScore(6400, 2)).toBe(1);
    expect(memoryBandwidthScore(8000, 4)).toBe(1);
    expect(memoryBandwidthScore(3200, 2)).toBeCloseTo((3200 - 2133) / (6400 - 2133));
  });

  it('rewards ECC only for a server', () => {
    const ram = { capacity: 32, speed: 4800, modules: 2, ecc: false };
    expect(memoryScore('server', { ...ram, ecc: true })).toBeGreaterThan(memoryScore('server', ram));
    expect(memoryScore('gaming', { ...ram, ecc: true })).toBe(memoryScore('gaming', ram));
  });
});

describe('storage', () => {
  it('uses the listed read speed, else a typical one for the kind', () => {
    expect(
      estimatedReadSpeed({
        capacity: 1000,
        storageType: 'NVMe SSD',
        interface: 'NVMe',
        formFactor: 'M.2 2280',
        readSpeed: 7450,
      }),
    ).toBe(7450);
    expect(
      estimatedReadSpeed({
        capacity: 1000,
        storageType: 'NVMe SSD',
        interface: 'NVMe',
        formFactor: 'M.2 2280',
        pcieGen: 5,
      }),
    ).toBe(12000);
    expect(
      estimatedReadSpeed({ capacity: 1000, storageType: 'NVMe SSD', interface: 'NVMe', formFactor: 'M.2 2280' }),
    ).toBe(2000);
    expect(estimatedReadSpeed({ capacity: 1000, storageType: 'SATA SSD', interface: 'SATA', formFactor: '2.5"' })).toBe(
      550,
    );
    expect(estimatedReadSpeed({ capacity: 4000, storageType: 'HDD', interface: 'SATA', formFactor: '3.5"' })).toBe(200);
  });

  it('scores speed in log2 from 150 to 12000 MB/s', () => {
    expect(storageSpeedScore(150)).toBe(0);
    expect(storageSpeedScore(12000)).toBe(1);
    expect(storageSpeedScore(20000)).toBe(1);
    expect(storageSpeedScore(3500)).toBeGreaterThan(storageSpeedScore(550));
  });

  it('counts hard-drive capacity less for gaming than for a server', () => {
    expect(HDD_CAPACITY_WEIGHT.gaming).toBeLessThan(HDD_CAPACITY_WEIGHT.server);
    // 500 GB SSD + 4 TB HDD against a 2 TB SSD alone, same read speed.
    expect(storageScore('gaming', 7000, 500, 4000)).toBeLessThan(storageScore('gaming', 7000, 2000, 0));
    expect(storageScore('server', 7000, 500, 4000)).toBeGreaterThan(storageScore('server', 7000, 2000, 0));
  });
});

describe('cooling, power, efficiency', () => {
  it('scores quiet coolers high and unknown noise as loud', () => {
    expect(quietScore(18)).toBe(1);
    expect(quietScore(28)).toBeCloseTo(0.5);
    expect(quietScore(40)).toBe(0);
    expect(quietScore(undefined)).toBe(0);
    expect(quietScore(null)).toBe(0);
  });

  it('ranks PSU efficiency ratings in order', () => {
    const order = ['80+', '80+ Bronze', '80+ Silver', '80+ Gold', '80+ Platinum', '80+ Titanium'] as const;
    for (let i = 1; i < order.length; i++)
      expect(psuEfficiencyScore(order[i])).toBeGreaterThan(psuEfficiencyScore(order[i - 1]));
  });

  it('prefers low processor + graphics power', () => {
    expect(lowPowerScore(35)).toBe(1);
    expect(lowPowerScore(400)).toBe(0);
    expect(lowPowerScore(65)).toBeGreaterThan(lowPowerScore(65 + 115));
  });

  it('values GPU compute up to the fastest cards for content creation and workstations (no early cap)', () => {
    expect(gpuComputeScore('content-creation', 0.6)).toBeLessThan(gpuComputeScore('content-creation', 1.2));
    expect(gpuComputeScore('workstation', 0.86)).toBeLessThan(gpuComputeScore('workstation', 1.27));
    expect(gpuComputeScore('workstation', 1.27)).toBe(1);
  });

  it('makes a work build without a card score better than the same build with one', () => {
    const w = requestWeights(['work'], '1080p');
    const c = cpu(0.9, 0.8, 65);
    expect(cpuGpuValue(w, c, null)).toBeGreaterThan(cpuGpuValue(w, c, gpu(0.3, 0.25, 0.15, 115)));
  });
});

describe('whole builds', () => {
  const parts = {
    cpu: FIXTURE_CPUS[2],
    gpu: FIXTURE_GPUS[2],
    ram: FIXTURE_RAM[4],
    storage: [FIXTURE_STORAGE[1]],
    cooler: FIXTURE_COOLERS[1],
    psu: FIXTURE_PSUS[1],
  };

  it('sums the parts of the score, from 0 to about 100', () => {
    for (const u of USE_CASE_IDS) {
      const s = scoreBuild(parts, [u], '1440p');
      expect(s).toBeGreaterThan(0);
      expect(s).toBeLessThan(130);
    }
  });

  it('scores several use cases as the mean of their scores', () => {
    const a = scoreBuild(parts, ['gaming'], '1440p');
    const b = scoreBuild(parts, ['server'], '1440p');
    expect(scoreBuild(parts, ['gaming', 'server'], '1440p')).toBeCloseTo((a + b) / 2);
  });

  it('is non-decreasing in every part feature (what pruning relies on)', () => {
    const base: BuildFeatures = {
      cpu: cpu(0.7, 0.5, 105),
      gpu: gpu(0.5, 0.45, 0.35, 200),
      ram: { capacity: 16, speed: 4800, modules: 2, ecc: false },
      drives: [{ capacity: 1000, read: 3500, hdd: false }],
      coolerNoise: 30,
      psuEfficiency: '80+ Bronze',
    };
    const better: BuildFeatures[] = [
      { ...base, cpu: cpu(0.8, 0.5, 105) },
      { ...base, cpu: cpu(0.7, 0.6, 105) },
      { ...base, cpu: cpu(0.7, 0.5, 65) },
      { ...base, gpu: gpu(0.6, 0.55, 0.45, 200) },
      { ...base, gpu: gpu(0.5, 0.45, 0.35, 150) },
      { ...base, ram: { ...base.ram, capacity: 32 } },
      { ...base, ram: { ...base.ram, speed: 6000 } },
      { ...base, drives: [{ capacity: 2000, read: 3500, hdd: false }] },
      { ...base, drives: [{ capacity: 1000, read: 7000, hdd: false }] },
      { ...base, coolerNoise: 22 },
      { ...base, psuEfficiency: '80+ Gold' },
    ];
    for (const u of USE_CASE_IDS) {
      for (const res of ['1080p', '1440p', '4K'] as const) {
        const w = requestWeights([u], res);
        const s0 = scoreFeatures(w, base);
        for (const b of better) expect(scoreFeatures(w, b)).toBeGreaterThanOrEqual(s0 - 1e-12);
      }
    }
  });
});
