import path from 'node:path';
import type { AnyPartInput } from '@rigforge/common';
import { validatePart } from '../../component-row';
import { BUILDCORES_CATEGORIES, cpuBoostPower, mapBuildcoresRecord, type BuildcoresCategory } from '../buildcores.map';
import { readCategory } from '../category-file';
import type { Mapped } from '../part';
import { newReport } from '../report';

const DIR = path.join(__dirname, '..', '__fixtures__', 'opendb-sample');

/** Every fixture record of a category, mapped, by 1-based line number. */
async function mapFixture(category: BuildcoresCategory): Promise<Map<number, Mapped>> {
  const read = await readCategory(DIR, category, newReport('buildcores'));
  if (!read) throw new Error(`no fixture for ${category}`);
  return new Map(read.records.map(({ line, record }) => [line, mapBuildcoresRecord(category, record)]));
}

function partAt(mapped: Map<number, Mapped>, line: number): AnyPartInput {
  const result = mapped.get(line);
  if (!result || !('part' in result)) throw new Error(`line ${line} is not a part: ${JSON.stringify(result)}`);
  return result.part;
}

describe('BuildCores fixtures', () => {
  it('reports malformed lines with their line numbers and reads the rest', async () => {
    const report = newReport('buildcores');
    const read = await readCategory(DIR, 'CPU', report);
    expect(read?.records.map((r) => r.line)).toEqual([1, 2, 3, 4, 5, 6, 8]);
    expect(report.malformed).toEqual([
      { file: 'CPU.jsonl', line: 7, error: expect.stringMatching(/^bad JSON/) },
      { file: 'CPU.jsonl', line: 10, error: 'not a JSON object' },
    ]);
    const mapped = await mapFixture('CPU');
    expect(mapped.get(8)).toEqual({ error: 'not a BuildCores part (no opendb_id or metadata.name)' });
  });

  it('maps a CPU with canonical socket, memory types, graphics and retailer ids', async () => {
    const cpus = await mapFixture('CPU');
    expect(partAt(cpus, 1)).toEqual({
      type: 'CPU',
      name: 'AMD Ryzen 7 9700X',
      brand: 'AMD',
      priceCents: null,
      partNumbers: ['100-100001404WOF'],
      releaseYear: 2024,
      retailer: { amazonAsin: 'B0TESTCPU1', neweggItem: 'N82E16819113841', bestBuySku: '6580000' },
      sourceId: 'f1000000-0000-4000-8000-000000000001',
      specs: {
        socket: 'AM5',
        cores: 8,
        threads: 16,
        baseClock: 3.8,
        boostClock: 5.5,
        tdp: 65,
        // The record lists no PPT: AMD's 1.35 × TDP, marked as our estimate.
        boostPower: 88,
        boostPowerEstimated: true,
        integratedGraphics: true,
        memoryTypes: ['DDR5'],
        microarchitecture: 'Zen 5',
        l3Cache: 32,
        includesCooler: false,
        // By family (common/hardware/cpu-platforms.json): Ryzen 9000 on AM5.
        pcieGen: 5,
        gpuLanes: 16,
      },
    });
    const intel = partAt(cpus, 2);
    expect(intel.specs).toMatchObject({ socket: 'LGA1700', integratedGraphics: false, memoryTypes: ['DDR4', 'DDR5'] });
    expect(validatePart(intel)).toEqual({ missing: [], invalid: [] });
  });

  it("takes a CPU's sustained boost power from its PPT figure, else estimates it and says so", () => {
    expect(cpuBoostPower('LGA1700', 125, 24, 253)).toEqual({ boostPower: 253 });
    expect(cpuBoostPower('AM5', 170, 16, undefined)).toEqual({ boostPower: 230, boostPowerEstimated: true });
    expect(cpuBoostPower('LGA1700', 65, 10, undefined)).toEqual({ boostPower: 154, boostPowerEstimated: true });
    // A "PPT" below the TDP is not a sustained boost figure: estimate instead.
    expect(cpuBoostPower('AM4', 65, 6, 45)).toEqual({ boostPower: 88, boostPowerEstimated: true });
    expect(cpuBoostPower(undefined, 65, 6, undefined)).toEqual({});
  });

  it('skips parts outside the vocabularies with a reason, and leaves unknown specs out', async () => {
    const cpus = await mapFixture('CPU');
    expect(cpus.get(3)).toEqual({ skip: 'DDR3 memory only' });
    expect(cpus.get(4)).toEqual({ skip: "socket FM2+ is outside the catalog's sockets" });
    const noBoost = partAt(cpus, 5);
    expect(noBoost.specs.boostClock).toBeUndefined();
    expect(validatePart(noBoost)).toEqual({ missing: ['boostClock'], invalid: [] });
  });

  it('maps GPUs: chipset maker, power connectors, colour; an unknown length stays unknown', async () => {
    const gpus = await mapFixture('GPU');
    const msi = partAt(gpus, 1);
    expect(msi.brand).toBe('MSI');
    expect(msi.retailer).toEqual({ amazonAsin: 'B0TESTGPU1' });
    expect(msi.specs).toEqual({
      chipset: 'GeForce RTX 4060 Ti 8 GB',
      chipsetBrand: 'NVIDIA',
      vram: 8,
      memoryType: 'GDDR6',
      baseClock: 2310,
      boostClock: 2565,
      length: 199,
      slotWidth: 2,
      tdp: 160,
      powerConnectors: '1 x 8-pin',
      power16Pin: false,
      // The record says "PCIe x16": the link and the power figure come from the chipset table.
      pcieGen: 4,
      pcieLanes: 8,
      recommendedPsu: 550,
      recommendedPsuSource: 'chipset',
      color: 'Black',
    });
    expect(partAt(gpus, 2).brand).toBe('Sapphire');
    expect(partAt(gpus, 2).specs.color).toBe('Black / Red');
    const arc = partAt(gpus, 3);
    expect(arc.specs.chipsetBrand).toBe('Intel');
    expect('powerConnectors' in arc.specs).toBe(false);
    expect(validatePart(arc).missing).toEqual(['length']);
  });

  it('maps motherboards: Micro ATX → Micro-ATX, EATX → E-ATX, drive slots without the Wi-Fi slot', async () => {
    const boards = await mapFixture('Motherboard');
    expect(partAt(boards, 1).specs).toEqual({
      socket: 'LGA1700',
      chipset: 'Intel B760',
      formFactor: 'Micro-ATX',
      memoryType: 'DDR5',
      memorySlots: 4,
      maxMemory: 192,
      m2Slots: 2,
      sataPorts: 4,
      wifi: true,
      m2MaxGen: 4,
      color: 'Black / Silver',
    });
    expect(partAt(boards, 2)).toMatchObject({ brand: 'ASUS', specs: { formFactor: 'E-ATX', m2Slots: 5 } });
    expect(boards.get(3)).toEqual({ skip: 'DDR3 memory only' });
    expect(boards.get(4)).toEqual({ skip: 'dual-socket server board' });
  });

  it('maps memory kits, and skips laptop, server and DDR3 memory', async () => {
    const ram = await mapFixture('RAM');
    expect(partAt(ram, 1).specs).toEqual({
      memoryType: 'DDR5',
      speed: 6000,
      modules: 2,
      moduleSize: 16,
      capacity: 32,
      casLatency: 30,
      color: 'Black',
    });
    expect(ram.get(3)).toEqual({ skip: 'SO-DIMM (laptop) memory' });
    expect(ram.get(4)).toEqual({ skip: 'DDR3 memory only' });
    // Marked unbuffered, but registered by its name.
    expect(ram.get(5)).toEqual({ skip: 'registered (server) memory' });
  });

  it('maps drives to NVMe SSD, SATA SSD and HDD, and skips SAS and short M.2 drives', async () => {
    const drives = await mapFixture('Storage');
    expect(partAt(drives, 1).specs).toEqual({
      capacity: 2000,
      formFactor: 'M.2 2280',
      storageType: 'NVMe SSD',
      interface: 'NVMe',
      pcieGen: 4,
    });
    expect(partAt(drives, 2).specs).toEqual({
      capacity: 1000,
      formFactor: '2.5"',
      storageType: 'SATA SSD',
      interface: 'SATA',
    });
    expect(partAt(drives, 3).specs).toEqual({
      capacity: 4000,
      formFactor: '3.5"',
      storageType: 'HDD',
      interface: 'SATA',
      rpm: 5400,
    });
    expect(drives.get(4)).toEqual({ skip: 'SAS drive' });
    expect(drives.get(5)).toEqual({ skip: "drive form factor M.2-2230 is outside the catalog's" });
  });

  it('maps power supplies, cases and coolers to the canonical values', async () => {
    const psus = await mapFixture('PSU');
    expect(partAt(psus, 1).specs).toEqual({
      wattage: 750,
      efficiency: '80+ Gold',
      modular: 'Full',
      formFactor: 'ATX',
      color: 'Black',
    });
    expect(partAt(psus, 2)).toMatchObject({ brand: 'Seasonic', specs: { formFactor: 'SFX' } });
    expect(psus.get(3)).toEqual({ skip: 'TFX power supply' });
    expect(partAt(psus, 4).specs).toMatchObject({ efficiency: '80+', modular: 'Non' });

    const cases = await mapFixture('PCCase');
    expect(partAt(cases, 1).specs).toEqual({
      formFactor: 'ATX Mid Tower',
      supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
      maxGpuLength: 355,
      maxCoolerHeight: 170,
      psuFormFactors: ['ATX'],
      sidePanel: 'Tempered Glass',
      color: 'Black',
    });
    const lancool = partAt(cases, 2);
    expect(lancool.specs).toMatchObject({
      formFactor: 'ATX Mid Tower',
      supportedFormFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
    });
    // BuildCores says nothing about radiators, and this case lists no cooler height or PSU sizes.
    expect(validatePart(lancool).missing).toEqual(['maxCoolerHeight', 'maxRadiatorSize', 'psuFormFactors']);
    expect(cases.get(3)).toEqual({ skip: "case type ATX Test Bench is outside the catalog's" });
    expect(validatePart(partAt(cases, 4)).invalid).toEqual(['brand is empty']);

    const coolers = await mapFixture('CPUCooler');
    expect(partAt(coolers, 1).specs).toEqual({
      coolerType: 'Air',
      height: 155,
      radiatorSize: 0,
      sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
      fanSize: 120,
      noiseLevel: 25.6,
      color: 'Black / Silver',
    });
    const liquid = partAt(coolers, 2);
    expect(liquid.specs).toMatchObject({ coolerType: 'Liquid', radiatorSize: 360 });
    expect(validatePart(liquid).missing).toEqual(['height']);
  });

  it('has a fixture for every category', () => {
    expect(Object.keys(BUILDCORES_CATEGORIES)).toHaveLength(8);
  });
});
