// The importers fill the issue-29 spec fields: the graphics links of CPUs, cards and boards, the card's
// power figure and its source, 16-pin plugs, and the power supply's ATX 3, 16-pin cables and fanless.
import { gpuLinkAndPower, mapBuildcoresRecord, psuNamesAtx3 } from '../buildcores.map';
import type { JsonObject } from '../jsonl';

function specsOf(category: Parameters<typeof mapBuildcoresRecord>[0], record: JsonObject) {
  const mapped = mapBuildcoresRecord(category, record);
  if (!('part' in mapped) || !mapped.part) throw new Error(`not mapped: ${JSON.stringify(mapped)}`);
  return mapped.part.specs as Record<string, unknown>;
}

const gpu = (over: JsonObject): JsonObject => ({
  opendb_id: '11111111-1111-4111-8111-111111111111',
  metadata: { name: 'Test card', manufacturer: 'ASUS', part_numbers: [] },
  chipset_manufacturer: 'NVIDIA',
  chipset: 'GeForce RTX 4060',
  memory: 8,
  power_connectors: { pcie_6_pin: 0, pcie_8_pin: 1, pcie_12VHPWR: 0, pcie_12V_2x6: 0 },
  ...over,
});

describe('GPU link and power', () => {
  it('reads the link the record gives', () => {
    expect(specsOf('GPU', gpu({ interface: 'PCIe 4.0 x8' }))).toMatchObject({ pcieGen: 4, pcieLanes: 8 });
    expect(specsOf('GPU', gpu({ chipset: 'Radeon RX 6500 XT', interface: 'PCIe 4.0 x4' }))).toMatchObject({
      pcieGen: 4,
      pcieLanes: 4,
    });
  });

  it('takes the chipset link when the record says only "PCIe x16"', () => {
    expect(specsOf('GPU', gpu({ interface: 'PCIe x16' }))).toMatchObject({ pcieGen: 4, pcieLanes: 8 });
    expect(specsOf('GPU', gpu({ chipset: 'GeForce RTX 4090', interface: 'PCIe x16' }))).toMatchObject({
      pcieGen: 4,
      pcieLanes: 16,
    });
  });

  it("gives the chipset maker's power figure, marked 'chipset', and the card's own figure as 'card'", () => {
    expect(specsOf('GPU', gpu({}))).toMatchObject({ recommendedPsu: 550, recommendedPsuSource: 'chipset' });
    expect(gpuLinkAndPower('GeForce RTX 4060', 8, 'PCIe 4.0 x8', 500)).toEqual({
      pcieGen: 4,
      pcieLanes: 8,
      recommendedPsu: 500,
      recommendedPsuSource: 'card',
    });
    expect(gpuLinkAndPower('Arc B580', 12, undefined)).toEqual({ pcieGen: 4, pcieLanes: 8 });
    expect(gpuLinkAndPower('Unknown GPU', 8, 'PCIe x16')).toEqual({ pcieGen: undefined, pcieLanes: 16 });
  });

  it('marks a 16-pin plug from either key', () => {
    const twelve = { pcie_6_pin: 0, pcie_8_pin: 0, pcie_12VHPWR: 1, pcie_12V_2x6: 0 };
    const twoBySix = { pcie_6_pin: 0, pcie_8_pin: 0, pcie_12VHPWR: 0, pcie_12V_2x6: 1 };
    expect(specsOf('GPU', gpu({ power_connectors: twelve })).power16Pin).toBe(true);
    expect(specsOf('GPU', gpu({ power_connectors: twoBySix })).power16Pin).toBe(true);
    expect(specsOf('GPU', gpu({})).power16Pin).toBe(false);
    const { power_connectors: _, ...none } = gpu({});
    expect('power16Pin' in specsOf('GPU', none)).toBe(false);
  });
});

describe('motherboard slots', () => {
  const board = (over: JsonObject): JsonObject => ({
    opendb_id: '22222222-2222-4222-8222-222222222222',
    metadata: { name: 'Test board', manufacturer: 'MSI', part_numbers: [] },
    socket: 'AM4',
    form_factor: 'ATX',
    chipset: 'AMD A520',
    memory: { ram_type: 'DDR4', slots: 2, max: 64 },
    ...over,
  });

  it("takes the first x16 slot's generation and the fastest drive slot's", () => {
    const specs = specsOf(
      'Motherboard',
      board({
        pcie_slots: [
          { gen: '4.0', quantity: 2, lanes: 1 },
          { gen: '3.0', quantity: 1, lanes: 16 },
          { gen: '4.0', quantity: 1, lanes: 16 },
        ],
        m2_slots: [
          { size: '2280', key: 'M', interface: 'PCIe 3.0 x4' },
          { size: '2280', key: 'M', interface: 'PCIe 5.0 x4' },
          { size: '2230', key: 'E', interface: 'PCIe 4.0 x1' },
        ],
      }),
    );
    expect(specs).toMatchObject({ gpuSlotGen: 3, m2MaxGen: 5 });
  });

  it("runs a B840 board's graphics slot at PCIe 3.0 whatever its listing says (the chipset's cap)", () => {
    const listed = { pcie_slots: [{ gen: '4.0', quantity: 2, lanes: 16 }] };
    expect(specsOf('Motherboard', board({ ...listed, socket: 'AM5', chipset: 'AMD B840' })).gpuSlotGen).toBe(3);
    expect(specsOf('Motherboard', board({ ...listed, socket: 'AM5', chipset: 'AMD B850' })).gpuSlotGen).toBe(4);
  });

  it('leaves both out when the record has no slots', () => {
    const specs = specsOf('Motherboard', board({ m2_slots: [{ size: '2280', key: 'M', interface: 'SATA' }] }));
    expect('gpuSlotGen' in specs).toBe(false);
    expect('m2MaxGen' in specs).toBe(false);
  });
});

describe('power supplies', () => {
  const psu = (over: JsonObject): JsonObject => ({
    opendb_id: '33333333-3333-4333-8333-333333333333',
    metadata: { name: 'Corsair RM850x 850W', manufacturer: 'Corsair', part_numbers: [] },
    wattage: 850,
    form_factor: 'ATX',
    efficiency_rating: '80+ Gold',
    modular: 'Full',
    connectors: { atx_24_pin: 1, eps_8_pin: 2, pcie_12vhpwr: 1, pcie_6_plus_2_pin: 3 },
    fanless: false,
    ...over,
  });

  it('reads 16-pin cables and fanless; ATX 3 only where the name says it', () => {
    expect(specsOf('PSU', psu({}))).toMatchObject({ pcie16Pin: 1, fanless: false });
    expect('atx3' in specsOf('PSU', psu({}))).toBe(false);
    const named = psu({ metadata: { name: 'Cooler Master MWE Gold V2 ATX3.0 750W', manufacturer: 'Cooler Master' } });
    expect(specsOf('PSU', named).atx3).toBe(true);
    expect(specsOf('PSU', psu({ fanless: true })).fanless).toBe(true);
  });

  it('knows ATX 3 names', () => {
    expect(psuNamesAtx3('Seasonic Focus GX-750 ATX 3.0')).toBe(true);
    expect(psuNamesAtx3('MSI MAG A850GL PCIE5 ATX3.1')).toBe(true);
    expect(psuNamesAtx3('Corsair CX650M ATX 650W')).toBe(false);
  });
});

describe('CPUs', () => {
  it("give their family's graphics link", () => {
    const cpu = (name: string): JsonObject => ({
      opendb_id: '44444444-4444-4444-8444-444444444444',
      metadata: { name, manufacturer: 'AMD', part_numbers: [] },
      socket: 'AM4',
      cores: { total: 6, threads: 12 },
      specifications: { tdp: 65, memory: { types: ['DDR4'] } },
    });
    expect(specsOf('CPU', cpu('AMD Ryzen 5 5600G'))).toMatchObject({ pcieGen: 3, gpuLanes: 16 });
    expect(specsOf('CPU', cpu('AMD Ryzen 5 5600X'))).toMatchObject({ pcieGen: 4, gpuLanes: 16 });
  });
});
