import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  boardGraphicsGen,
  cpuIndexKey,
  cpuPlatformFacts,
  formatPcieLink,
  GPU_CHIPSET_FACTS,
  gpuChipsetFacts,
  gpuIndexKey,
  parsePcieLink,
  PSU_TIER_LIST,
  psuTierFor,
} from '..';

// The server's benchmark table: every chipset and CPU it indexes must have hardware facts.
const benchmarks = JSON.parse(
  readFileSync(path.join(__dirname, '../../../../server/src/modules/catalog/benchmark-indices.json'), 'utf8'),
) as { cpu: Record<string, unknown>; gpu: Record<string, unknown> };

describe('keys', () => {
  it('keys chipsets and CPU names as the benchmark table does', () => {
    expect(gpuIndexKey('NVIDIA GeForce RTX 3060 12GB')).toBe('geforce rtx 3060');
    expect(gpuIndexKey('Radeon RX 9070 XT')).toBe('radeon rx 9070 xt');
    expect(cpuIndexKey('AMD Ryzen 7 7800X3D 4.2 GHz 8-Core Processor')).toBe('ryzen 7 7800x3d');
    expect(cpuIndexKey('Intel Core i5 14600K')).toBe('core i5-14600k');
  });
});

describe('gpuChipsetFacts', () => {
  it('has a row for every GPU of the benchmark table, each with a link and a source', () => {
    for (const key of Object.keys(benchmarks.gpu)) {
      const row = GPU_CHIPSET_FACTS[key];
      expect(row).toBeDefined();
      expect([3, 4, 5]).toContain(row.pcieGen);
      expect([4, 8, 16]).toContain(row.pcieLanes);
      expect(row.source.url).toMatch(/^https:\/\//);
      expect(row.source.title).not.toBe('');
    }
  });

  it('gives the narrow links of the budget cards', () => {
    expect(gpuChipsetFacts('GeForce RTX 4060')).toMatchObject({ pcieGen: 4, pcieLanes: 8, recommendedPsu: 550 });
    expect(gpuChipsetFacts('Radeon RX 6500 XT')).toMatchObject({ pcieGen: 4, pcieLanes: 4 });
    expect(gpuChipsetFacts('Arc B580')).toMatchObject({ pcieGen: 4, pcieLanes: 8, checked: true });
    expect(gpuChipsetFacts('Radeon RX 9060 XT 16GB')).toMatchObject({ pcieGen: 5, pcieLanes: 16, recommendedPsu: 450 });
    expect(gpuChipsetFacts('GeForce RTX 5090')).toMatchObject({ power16Pin: true, recommendedPsu: 1000 });
  });

  it('picks a memory variant and returns null for an unknown chipset', () => {
    expect(gpuChipsetFacts('GeForce RTX 3050 6GB')?.recommendedPsu).toBe(300);
    expect(gpuChipsetFacts('GeForce RTX 3050', 6)?.recommendedPsu).toBe(300);
    expect(gpuChipsetFacts('GeForce RTX 3050')?.recommendedPsu).toBe(550);
    expect(gpuChipsetFacts('Voodoo 5 5500')).toBeNull();
  });

  it('reads and writes PCIe links', () => {
    expect(parsePcieLink('PCIe 4.0 x8')).toEqual({ gen: 4, lanes: 8 });
    expect(parsePcieLink('PCIe x16')).toEqual({ lanes: 16 });
    expect(parsePcieLink(undefined)).toEqual({});
    expect(formatPcieLink(4, 8)).toBe('PCIe 4.0 x8');
    expect(formatPcieLink(5)).toBe('PCIe 5.0');
    expect(formatPcieLink(undefined, 8)).toBeNull();
  });
});

describe('cpuPlatformFacts', () => {
  it('knows every CPU of the benchmark table', () => {
    for (const key of Object.keys(benchmarks.cpu)) expect(cpuPlatformFacts(key)).not.toBeNull();
  });

  it('tells the families apart', () => {
    expect(cpuPlatformFacts('AMD Ryzen 5 5600X')).toMatchObject({ pcieGen: 4, gpuLanes: 16 });
    expect(cpuPlatformFacts('AMD Ryzen 5 5600G')).toMatchObject({ pcieGen: 3, gpuLanes: 16 });
    expect(cpuPlatformFacts('AMD Ryzen 7 5700')).toMatchObject({ pcieGen: 3 });
    expect(cpuPlatformFacts('AMD Ryzen 7 5700X')).toMatchObject({ pcieGen: 4 });
    expect(cpuPlatformFacts('AMD Ryzen 7 8700G')).toMatchObject({ pcieGen: 4, gpuLanes: 8 });
    expect(cpuPlatformFacts('AMD Ryzen 5 8500G')).toMatchObject({ pcieGen: 4, gpuLanes: 4 });
    expect(cpuPlatformFacts('AMD Ryzen 7 9800X3D')).toMatchObject({ pcieGen: 5, gpuLanes: 16 });
    expect(cpuPlatformFacts('Intel Core i5-10400F')).toMatchObject({ pcieGen: 3 });
    expect(cpuPlatformFacts('Intel Core i5-11400F')).toMatchObject({ pcieGen: 4 });
    expect(cpuPlatformFacts('Intel Core i5-14600K')).toMatchObject({ pcieGen: 5, gpuLanes: 16 });
    expect(cpuPlatformFacts('Intel Core Ultra 7 265K')).toMatchObject({ pcieGen: 5, gpuLanes: 16 });
    expect(cpuPlatformFacts('Intel Xeon W-3175X')).toBeNull();
  });
});

describe('boardGraphicsGen', () => {
  it("caps a B840 board's graphics slot at PCIe 3.0 (TechPowerUp) and leaves other chipsets' listings", () => {
    expect(boardGraphicsGen('AMD B840', 4)).toBe(3);
    expect(boardGraphicsGen('AMD B840', undefined)).toBe(3);
    expect(boardGraphicsGen('AMD B850', 5)).toBe(5);
    expect(boardGraphicsGen('AMD B850', undefined)).toBeUndefined();
    expect(boardGraphicsGen(undefined, 4)).toBe(4);
  });
});

describe('psuTierFor', () => {
  it('names the list it reads', () => {
    expect(PSU_TIER_LIST).toMatchObject({ version: '1.9', date: '2025-09-17' });
  });

  it('finds the series of a unit by its model code', () => {
    expect(psuTierFor('Corsair', 'Corsair RM850x 80+ Gold')).toMatchObject({ tier: 'A+' });
    expect(psuTierFor('Corsair', 'Corsair RM750e 80+ Gold')).toMatchObject({ tier: 'B+' });
    expect(psuTierFor('Seasonic', 'Seasonic Focus GX-750 ATX 3.0 80+ Gold')).toEqual({
      tier: 'A',
      series: 'Seasonic Focus GX',
    });
    expect(psuTierFor('MSI', 'MSI MAG A850GL PCIE5 80+ Gold')).toMatchObject({
      tier: 'B',
      series: 'MSI MAG A-GL PCIE5',
    });
    expect(psuTierFor('SeaSonic', 'SeaSonic Vertex PX-850')).toMatchObject({ tier: 'A-' });
  });

  it('respects the wattages a row covers', () => {
    expect(psuTierFor('Lian Li', 'Lian Li SP750 80+ Gold SFX')?.tier).toBe('B');
    expect(psuTierFor('Lian Li', 'Lian Li SP850 80+ Gold SFX')?.tier).toBe('F');
  });

  it('returns null for a unit the list does not have', () => {
    expect(psuTierFor('Acme', 'Acme Turbo 650W')).toBeNull();
    expect(psuTierFor('Super Flower', 'Super Flower Leadex III Gold 850W')).toBeNull();
  });
});
