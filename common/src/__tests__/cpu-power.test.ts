import type { CpuSpecs } from '../catalog';
import { cpuSustainedWatts, cpuSustainedWattsIsEstimated, estimateCpuBoostPower } from '../cpu-power';

const specs = (s: Partial<CpuSpecs>): CpuSpecs => ({
  socket: 'AM5',
  cores: 6,
  threads: 12,
  baseClock: 4,
  boostClock: 5,
  tdp: 65,
  integratedGraphics: false,
  memoryTypes: ['DDR5'],
  ...s,
});

describe('estimateCpuBoostPower', () => {
  it.each([
    // AMD: PPT = 1.35 × TDP (AMD's published socket power limits).
    ['AM5', 65, 6, 88],
    ['AM5', 105, 6, 142],
    ['AM5', 120, 8, 162],
    ['AM5', 170, 16, 230],
    ['AM4', 105, 8, 142],
    // Intel, by socket, base power and cores (Intel ARK's maximum turbo power of that class).
    ['LGA1700', 58, 4, 110], // i3-14100F: 110 W
    ['LGA1700', 65, 6, 117], // i5-12400: 117 W
    ['LGA1700', 65, 10, 154], // i5-13400 148 W, i5-14500 154 W
    ['LGA1700', 65, 20, 219], // i7-14700F: 219 W
    ['LGA1700', 125, 14, 253], // i5-14600K 181 W is over-estimated: a 14-core K part may be an i7
    ['LGA1700', 125, 10, 181], // i5-12600K: 150 W
    ['LGA1700', 125, 12, 253], // i7-12700K: 190 W (an i7 and an i5 K part may both have 12–14 cores)
    ['LGA1700', 150, 24, 253], // i9-14900KS
    ['LGA1851', 125, 24, 250], // Core Ultra 9 285K
    ['LGA1851', 125, 14, 159], // Core Ultra 5 245K
    ['LGA1851', 65, 20, 182], // Core Ultra 7 265
    ['LGA1200', 125, 10, 251], // i9-10900K: 250 W
    ['LGA1151', 95, 8, 190], // outside the table: 2 × base power
  ])('%s, %d W, %d cores → %d W', (socket, tdp, cores, watts) => {
    expect(estimateCpuBoostPower({ socket, tdp, cores })).toBe(watts);
  });

  it('is never below the TDP', () => {
    for (const socket of ['AM4', 'AM5', 'LGA1200', 'LGA1700', 'LGA1851', 'LGA1151'])
      for (const tdp of [35, 65, 125, 150, 170, 250])
        for (const cores of [2, 6, 16, 24])
          expect(estimateCpuBoostPower({ socket, tdp, cores })).toBeGreaterThanOrEqual(tdp);
  });
});

describe('cpuSustainedWatts', () => {
  it("uses the catalog's figure when there is one, else the estimate, and says which", () => {
    expect(cpuSustainedWatts(specs({ boostPower: 90 }))).toBe(90);
    expect(cpuSustainedWattsIsEstimated(specs({ boostPower: 90 }))).toBe(false);
    expect(cpuSustainedWatts(specs({}))).toBe(88);
    expect(cpuSustainedWattsIsEstimated(specs({}))).toBe(true);
    // An imported estimate stays marked as one.
    expect(cpuSustainedWattsIsEstimated(specs({ boostPower: 88, boostPowerEstimated: true }))).toBe(true);
  });
});
