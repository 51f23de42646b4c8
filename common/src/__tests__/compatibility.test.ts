import {
  allChecksPass,
  biosSupportRule,
  caseFormFactorRule,
  CHECK_IDS,
  CHECK_LABELS,
  checkCompatibility,
  COMPATIBILITY_RULES,
  coolerCapacityIsRated,
  coolerCapacityRule,
  coolerCapacityWatts,
  coolerClearanceRule,
  coolerSocketRule,
  cpuGeneration,
  cpuSocketRule,
  estimateLoad,
  gpuLengthRule,
  graphicsOutputRule,
  m2SlotsRule,
  mayNeedBiosUpdate,
  memoryCapacityRule,
  memorySlotsRule,
  memoryTypeRule,
  psuFormFactorRule,
  psuWattageRule,
  psuRequirement,
  gpuRecommendedPsu,
  coolingNeedWatts,
  recommendedPsuWattage,
  sataPortsRule,
} from '../compatibility';
import type { BuildSelection, CompatibilityCheck, CompatibilityReport, CompatPart } from '../compatibility';

import { board, cooler, cpu, gpu, hdd, nvme, pcCase, psu, ram, sataSsd } from './compat-fixtures';

const ryzen5_7600 = cpu('AMD Ryzen 5 7600', { boostPower: 88, microarchitecture: 'Zen 4' });
const ryzen7_9700x = cpu('AMD Ryzen 7 9700X', { cores: 8, threads: 16, microarchitecture: 'Zen 5' });
const ryzen5_5600x = cpu('AMD Ryzen 5 5600X', {
  socket: 'AM4',
  integratedGraphics: false,
  memoryTypes: ['DDR4'],
  microarchitecture: 'Zen 3',
});
const corei5_13600k = cpu('Intel Core i5-13600K', {
  socket: 'LGA1700',
  cores: 14,
  threads: 20,
  tdp: 125,
  boostPower: 181,
  memoryTypes: ['DDR4', 'DDR5'],
  microarchitecture: 'Raptor Lake',
});
const corei7_14700kf = cpu('Intel Core i7-14700KF', {
  socket: 'LGA1700',
  cores: 20,
  threads: 28,
  tdp: 125,
  integratedGraphics: false,
  memoryTypes: ['DDR4', 'DDR5'],
  microarchitecture: 'Raptor Lake Refresh',
});
const corei5_12400 = cpu('Intel Core i5-12400', {
  socket: 'LGA1700',
  memoryTypes: ['DDR4', 'DDR5'],
  microarchitecture: 'Alder Lake',
});

// Motherboards
const b650 = board('MSI MAG B650 Tomahawk WiFi');
const b850 = board('ASUS TUF Gaming B850-Plus WiFi', { chipset: 'AMD B850' });
const b450 = board('MSI B450M Pro-VDH Max', {
  socket: 'AM4',
  chipset: 'AMD B450',
  formFactor: 'Micro-ATX',
  memoryType: 'DDR4',
  maxMemory: 128,
  m2Slots: 1,
});
const z690 = board('ASUS Prime Z690-P', { socket: 'LGA1700', chipset: 'Intel Z690', maxMemory: 128, m2Slots: 3 });
const b660 = board('MSI PRO B660M-A DDR4', {
  socket: 'LGA1700',
  chipset: 'Intel B660',
  formFactor: 'Micro-ATX',
  memoryType: 'DDR4',
  maxMemory: 128,
});
const z790 = board('Gigabyte Z790 Aorus Elite AX', {
  socket: 'LGA1700',
  chipset: 'Intel Z790',
  maxMemory: 192,
  m2Slots: 4,
  sataPorts: 6,
});
const itxB650 = board('ASRock B650I Lightning WiFi', {
  formFactor: 'Mini-ITX',
  memorySlots: 2,
  maxMemory: 96,
  m2Slots: 1,
  sataPorts: 2,
});
const eatxX670e = board('ASUS ROG Crosshair X670E Extreme', { chipset: 'AMD X670E', formFactor: 'E-ATX' });

// Memory
const ddr5Kit = ram('Corsair Vengeance 32GB DDR5-6000');
const ddr4Kit = ram('Corsair Vengeance LPX 16GB DDR4-3200', { memoryType: 'DDR4', speed: 3200, moduleSize: 8 });
const ddr5Single = ram('Kingston Fury Beast 16GB DDR5-5600', { modules: 1, moduleSize: 16, speed: 5600 });
const ddr5Big = ram('G.Skill Trident Z5 96GB DDR5-6400', { modules: 2, moduleSize: 48, speed: 6400 });

// Graphics cards (GPU_CLEARANCE_MM is 10; the mid tower fits 330 mm)
const rtx4070 = gpu('ASUS Dual GeForce RTX 4070', { length: 267, tdp: 200 });
const rtx4090 = gpu('ASUS ROG Strix GeForce RTX 4090', { chipset: 'GeForce RTX 4090', length: 358, tdp: 450 });

// Cases
const midTower = pcCase('Fractal Design Pop Air');
const sffCase = pcCase('Cooler Master NR200P', {
  formFactor: 'Small Form Factor',
  supportedFormFactors: ['Mini-ITX'],
  maxGpuLength: 330,
  maxCoolerHeight: 155,
  maxRadiatorSize: 280,
  psuFormFactors: ['SFX'],
});
const noRadiatorCase = pcCase('Lian Li A4-H2O Lite', { maxRadiatorSize: 0, maxCoolerHeight: 55 });

// Coolers
const peerless = cooler('Thermalright Peerless Assassin 120 SE', { height: 155, tdpRating: 245 });
const aio360 = cooler('Arctic Liquid Freezer III 360', {
  coolerType: 'Liquid',
  height: 53,
  radiatorSize: 360,
  tdpRating: 300,
});
const amdOnlyCooler = cooler('AMD Wraith Prism', { height: 93, sockets: ['AM4', 'AM5'], tdpRating: 105 });

// PSUs
const rm750 = psu('Corsair RM750e');
const sfx750 = psu('Corsair SF750', { formFactor: 'SFX', efficiency: '80+ Platinum' });

function only(result: CompatibilityCheck | null): CompatibilityCheck {
  expect(result).not.toBeNull();
  return result as CompatibilityCheck;
}

// --- Rules -----------------------------------------------------------------------------------------

describe('cpuSocketRule', () => {
  it('passes when the CPU socket equals the motherboard socket', () => {
    const c = only(cpuSocketRule({ cpu: ryzen5_7600, motherboard: b650 }));
    expect(c).toEqual({
      id: 'cpu-socket',
      label: 'CPU socket',
      status: 'pass',
      message: 'The AMD Ryzen 5 7600 and the MSI MAG B650 Tomahawk WiFi both use the AM5 socket.',
    });
  });

  it('fails when the sockets differ, naming both parts and both sockets', () => {
    const c = only(cpuSocketRule({ cpu: ryzen5_5600x, motherboard: b650 }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe(
      'The AMD Ryzen 5 5600X fits AM4 motherboards, but the MSI MAG B650 Tomahawk WiFi has the AM5 socket.',
    );
  });

  it('does not apply without a CPU or without a motherboard', () => {
    expect(cpuSocketRule({ cpu: ryzen5_7600 })).toBeNull();
    expect(cpuSocketRule({ motherboard: b650 })).toBeNull();
  });
});

describe('memoryTypeRule', () => {
  it('passes when the kit matches the board and the CPU', () => {
    const c = only(memoryTypeRule({ cpu: ryzen5_7600, motherboard: b650, ram: [ddr5Kit] }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe(
      'The Corsair Vengeance 32GB DDR5-6000 is DDR5, which the MSI MAG B650 Tomahawk WiFi supports.',
    );
  });

  it('passes against the CPU alone when there is no board', () => {
    const c = only(memoryTypeRule({ cpu: corei5_13600k, ram: [ddr4Kit] }));
    expect(c.status).toBe('pass');
    expect(c.message).toContain('Intel Core i5-13600K');
  });

  it('passes for several kits of the one type', () => {
    const c = only(memoryTypeRule({ motherboard: b650, ram: [ddr5Kit, ddr5Single] }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe('DDR5 memory suits the MSI MAG B650 Tomahawk WiFi.');
  });

  it("fails when the RAM generation differs from the board's memory type", () => {
    const c = only(memoryTypeRule({ motherboard: b650, ram: [ddr4Kit] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The MSI MAG B650 Tomahawk WiFi takes DDR5 memory, not DDR4.');
  });

  it('fails when the board matches but the CPU does not support the type', () => {
    // A DDR4 board on AM4 is impossible in practice; this isolates the CPU half of the rule.
    const ddr4Am5Board = board('Test AM5 DDR4 board', { memoryType: 'DDR4' });
    const c = only(memoryTypeRule({ cpu: ryzen5_7600, motherboard: ddr4Am5Board, ram: [ddr4Kit] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The AMD Ryzen 5 7600 supports DDR5 memory, not DDR4.');
  });

  it('fails against the CPU alone when there is no board', () => {
    const c = only(memoryTypeRule({ cpu: ryzen5_5600x, ram: [ddr5Kit] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The AMD Ryzen 5 5600X supports DDR4 memory, not DDR5.');
  });

  it('fails when kits of two generations are mixed', () => {
    const c = only(memoryTypeRule({ motherboard: b650, ram: [ddr5Kit, ddr4Kit] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe(
      'The memory kits (Corsair Vengeance 32GB DDR5-6000 and Corsair Vengeance LPX 16GB DDR4-3200) mix DDR5 and DDR4; use one type.',
    );
  });

  it('does not apply without RAM, or without both board and CPU', () => {
    expect(memoryTypeRule({ cpu: ryzen5_7600, motherboard: b650 })).toBeNull();
    expect(memoryTypeRule({ cpu: ryzen5_7600, motherboard: b650, ram: [] })).toBeNull();
    expect(memoryTypeRule({ ram: [ddr5Kit] })).toBeNull();
  });
});

describe('memorySlotsRule', () => {
  it('passes when the module count equals the slot count', () => {
    const c = only(memorySlotsRule({ motherboard: itxB650, ram: [ddr5Kit] }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe("2 memory modules fit the ASRock B650I Lightning WiFi's 2 slots.");
  });

  it('uses the singular for one module', () => {
    const c = only(memorySlotsRule({ motherboard: b650, ram: [ddr5Single] }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe("1 memory module fits the MSI MAG B650 Tomahawk WiFi's 4 slots.");
  });

  it('fails when the modules of all kits exceed the slots', () => {
    const c = only(memorySlotsRule({ motherboard: itxB650, ram: [ddr5Kit, ddr5Single] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The ASRock B650I Lightning WiFi has 2 memory slots, too few for 3 memory modules.');
  });

  it('does not apply without a board or without RAM', () => {
    expect(memorySlotsRule({ ram: [ddr5Kit] })).toBeNull();
    expect(memorySlotsRule({ motherboard: b650 })).toBeNull();
    expect(memorySlotsRule({ motherboard: b650, ram: [] })).toBeNull();
  });
});

describe('memoryCapacityRule', () => {
  it("passes at exactly the board's maximum", () => {
    const c = only(memoryCapacityRule({ motherboard: itxB650, ram: [ddr5Big] }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe("96 GB of memory is within the ASRock B650I Lightning WiFi's 96 GB maximum.");
  });

  it("fails when the total of all kits is above the board's maximum", () => {
    const c = only(memoryCapacityRule({ motherboard: itxB650, ram: [ddr5Big, ddr5Single] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe("112 GB of memory is more than the ASRock B650I Lightning WiFi's 96 GB maximum.");
  });

  it('does not apply without a board or without RAM', () => {
    expect(memoryCapacityRule({ ram: [ddr5Big] })).toBeNull();
    expect(memoryCapacityRule({ motherboard: b650, ram: [] })).toBeNull();
  });
});

describe('caseFormFactorRule', () => {
  it("passes when the case supports the board's form factor", () => {
    const c = only(caseFormFactorRule({ motherboard: b650, case: midTower }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe('The Fractal Design Pop Air takes ATX motherboards like the MSI MAG B650 Tomahawk WiFi.');
  });

  it('fails when it does not, listing the sizes it takes', () => {
    const c = only(caseFormFactorRule({ motherboard: eatxX670e, case: midTower }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe(
      'The Fractal Design Pop Air takes ATX, Micro-ATX or Mini-ITX motherboards, not the E-ATX ASUS ROG Crosshair X670E Extreme.',
    );
  });

  it('fails an ATX board in a Mini-ITX case', () => {
    const c = only(caseFormFactorRule({ motherboard: b650, case: sffCase }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe(
      'The Cooler Master NR200P takes Mini-ITX motherboards, not the ATX MSI MAG B650 Tomahawk WiFi.',
    );
  });

  it('does not apply without a board or without a case', () => {
    expect(caseFormFactorRule({ motherboard: b650 })).toBeNull();
    expect(caseFormFactorRule({ case: midTower })).toBeNull();
  });
});

describe('gpuLengthRule', () => {
  it('passes with more than 10 mm to spare', () => {
    const c = only(gpuLengthRule({ gpu: gpu('Card 319', { length: 319 }), case: midTower }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe("The Card 319 (319 mm) fits the Fractal Design Pop Air's 330 mm with room to spare.");
  });

  it('warns with exactly 10 mm to spare', () => {
    const c = only(gpuLengthRule({ gpu: gpu('Card 320', { length: 320 }), case: midTower }));
    expect(c.status).toBe('warn');
    expect(c.message).toBe(
      'The Card 320 (320 mm) leaves only 10 mm to spare in the Fractal Design Pop Air, which fits cards up to 330 mm; check front fans and cables.',
    );
  });

  it("warns when the card is exactly the case's maximum", () => {
    const c = only(gpuLengthRule({ gpu: gpu('Card 330', { length: 330 }), case: midTower }));
    expect(c.status).toBe('warn');
    expect(c.message).toContain('leaves no room to spare');
  });

  it("fails when the card is 1 mm longer than the case's maximum", () => {
    const c = only(gpuLengthRule({ gpu: gpu('Card 331', { length: 331 }), case: midTower }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The Card 331 is 331 mm long; the Fractal Design Pop Air fits cards up to 330 mm.');
  });

  it('does not apply without a GPU or without a case', () => {
    expect(gpuLengthRule({ gpu: rtx4070 })).toBeNull();
    expect(gpuLengthRule({ case: midTower })).toBeNull();
  });
});

describe('coolerSocketRule', () => {
  it('passes when the cooler supports the socket', () => {
    const c = only(coolerSocketRule({ cpu: corei5_13600k, cooler: peerless }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe(
      "The Thermalright Peerless Assassin 120 SE mounts on the Intel Core i5-13600K's LGA1700 socket.",
    );
  });

  it('fails when it does not, listing the sockets it supports', () => {
    const c = only(coolerSocketRule({ cpu: corei5_13600k, cooler: amdOnlyCooler }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe(
      'The AMD Wraith Prism has no LGA1700 mounting kit for the Intel Core i5-13600K (it supports AM4 and AM5).',
    );
  });

  it('does not apply without a CPU or without a cooler', () => {
    expect(coolerSocketRule({ cpu: ryzen5_7600 })).toBeNull();
    expect(coolerSocketRule({ cooler: peerless })).toBeNull();
  });
});

describe('coolerClearanceRule', () => {
  it("passes an air cooler exactly as tall as the case's limit", () => {
    const c = only(coolerClearanceRule({ cooler: peerless, case: sffCase }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe(
      "The Thermalright Peerless Assassin 120 SE (155 mm) fits under the Cooler Master NR200P's 155 mm limit.",
    );
  });

  it('fails an air cooler 1 mm taller than the limit', () => {
    const tall = cooler('Noctua NH-D15', { height: 166 });
    const c = only(coolerClearanceRule({ cooler: tall, case: midTower }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The Noctua NH-D15 is 166 mm tall; the Fractal Design Pop Air fits coolers up to 165 mm.');
  });

  it('passes a radiator size the case supports (and ignores pump height)', () => {
    const c = only(coolerClearanceRule({ cooler: aio360, case: midTower }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe(
      'The Fractal Design Pop Air mounts the 360 mm radiator of the Arctic Liquid Freezer III 360.',
    );
  });

  it('fails a radiator larger than the case takes', () => {
    const c = only(coolerClearanceRule({ cooler: aio360, case: sffCase }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe(
      'The Arctic Liquid Freezer III 360 has a 360 mm radiator; the Cooler Master NR200P takes up to 280 mm.',
    );
  });

  it('fails a radiator in a case with no radiator mount', () => {
    const c = only(coolerClearanceRule({ cooler: aio360, case: noRadiatorCase }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe(
      'The Arctic Liquid Freezer III 360 has a 360 mm radiator, and the Lian Li A4-H2O Lite has no radiator mount.',
    );
  });

  it('does not judge an air cooler by radiator size', () => {
    const low = cooler('Noctua NH-L9a', { height: 37 });
    expect(only(coolerClearanceRule({ cooler: low, case: noRadiatorCase })).status).toBe('pass');
  });

  it('does not apply without a cooler or without a case', () => {
    expect(coolerClearanceRule({ cooler: peerless })).toBeNull();
    expect(coolerClearanceRule({ case: midTower })).toBeNull();
  });
});

describe('coolerCapacityRule', () => {
  const ryzen5_5600x88 = cpu('AMD Ryzen 5 5600X', { socket: 'AM4', tdp: 65, boostPower: 88 });

  it("passes when the rating covers the CPU's sustained boost power with 5% to spare", () => {
    const c = only(coolerCapacityRule({ cpu: ryzen5_5600x88, cooler: amdOnlyCooler }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe(
      'The AMD Wraith Prism is rated for 105 W, enough for the 88 W sustained boost power of the AMD Ryzen 5 5600X.',
    );
  });

  it('holds the cooler to the sustained boost power × 1.05, not the TDP', () => {
    // 100 W × 1.05 = 105 W: the 105 W Wraith Prism passes; 101 W needs 107 W.
    expect(
      only(coolerCapacityRule({ cpu: cpu('A', { tdp: 65, boostPower: 100 }), cooler: amdOnlyCooler })).status,
    ).toBe('pass');
    expect(
      only(coolerCapacityRule({ cpu: cpu('B', { tdp: 65, boostPower: 101 }), cooler: amdOnlyCooler })).status,
    ).toBe('warn');
    expect(coolingNeedWatts({ ...ryzen5_5600x88.specs, boostPower: 253 })).toBe(266);
  });

  it("warns when the rating is below the CPU's sustained boost power", () => {
    const c = only(coolerCapacityRule({ cpu: corei5_13600k, cooler: amdOnlyCooler }));
    expect(c.status).toBe('warn');
    expect(c.message).toBe(
      'The AMD Wraith Prism is rated for 105 W, not enough for the 181 W sustained boost power of the Intel Core i5-13600K with 5% to spare; expect throttling under load.',
    );
  });

  it('does not apply without a CPU or a cooler', () => {
    expect(coolerCapacityRule({ cpu: ryzen5_7600 })).toBeNull();
    expect(coolerCapacityRule({ cooler: peerless })).toBeNull();
  });

  it('estimates an unrated cooler by its size and a CPU without a figure by its TDP, and says so', () => {
    const lowProfile = cooler('Noctua NH-L9a', { height: 37, tdpRating: undefined });
    const hot = cpu('AMD Ryzen 9 7950X', { tdp: 170 });
    const warn = only(coolerCapacityRule({ cpu: hot, cooler: lowProfile }));
    expect(warn.status).toBe('warn');
    expect(warn.message).toBe(
      'The Noctua NH-L9a has no listed rating; for its size we count on about 65 W, not enough for the 230 W sustained boost power (our estimate) of the AMD Ryzen 9 7950X with 5% to spare; expect throttling under load.',
    );
    // An 88 W Ryzen 5 7600 needs 93 W: more than a low-profile cooler, less than a short tower.
    expect(only(coolerCapacityRule({ cpu: ryzen5_7600, cooler: lowProfile })).status).toBe('warn');
    const shortTower = cooler('Unrated short tower', { height: 95, tdpRating: undefined });
    expect(only(coolerCapacityRule({ cpu: ryzen5_7600, cooler: shortTower })).status).toBe('pass');
    // 230 W × 1.05 = 242 W: a full tower (180 W) is not enough, a 360 mm radiator (300 W) is.
    const tower = cooler('Unrated tower', { height: 158, tdpRating: undefined });
    expect(only(coolerCapacityRule({ cpu: hot, cooler: tower })).status).toBe('warn');
    const aio = cooler('Unrated 360', { coolerType: 'Liquid', height: 50, radiatorSize: 360, tdpRating: undefined });
    expect(only(coolerCapacityRule({ cpu: hot, cooler: aio })).status).toBe('pass');
  });
});

describe('coolerCapacityWatts', () => {
  it.each([
    [{ coolerType: 'Air', height: 60, radiatorSize: 0 }, 65],
    [{ coolerType: 'Air', height: 61, radiatorSize: 0 }, 95],
    [{ coolerType: 'Air', height: 100, radiatorSize: 0 }, 95],
    [{ coolerType: 'Air', height: 140, radiatorSize: 0 }, 130],
    [{ coolerType: 'Air', height: 141, radiatorSize: 0 }, 180],
    [{ coolerType: 'Liquid', height: 50, radiatorSize: 120 }, 150],
    [{ coolerType: 'Liquid', height: 50, radiatorSize: 240 }, 220],
    [{ coolerType: 'Liquid', height: 50, radiatorSize: 360 }, 300],
  ] as const)('estimates %j as %d W', (specs, watts) => {
    const c = cooler('Unrated', { ...specs, tdpRating: undefined });
    expect(coolerCapacityWatts(c.specs)).toBe(watts);
    expect(coolerCapacityIsRated(c.specs)).toBe(false);
  });

  it('uses the listed rating when there is one', () => {
    expect(coolerCapacityWatts(amdOnlyCooler.specs)).toBe(105);
    expect(coolerCapacityIsRated(amdOnlyCooler.specs)).toBe(true);
  });
});

describe('estimateLoad', () => {
  it('adds CPU sustained boost power, GPU board power, the 75 W platform, 5 W per SSD, 8 W per HDD and 3 W per module', () => {
    const sel: BuildSelection = {
      cpu: ryzen5_7600, // 88 (PPT), not its 65 W TDP
      gpu: rtx4070, // 200
      ram: [ddr5Kit, ddr5Single], // 3 modules × 3 = 9
      storage: [nvme(), sataSsd(), hdd()], // 5 + 5 + 8 = 18
    };
    expect(estimateLoad(sel)).toBe(88 + 200 + 75 + 9 + 18);
  });

  it('is the platform alone for an empty selection', () => {
    expect(estimateLoad({})).toBe(75);
  });

  it('counts a build without a GPU', () => {
    expect(estimateLoad({ cpu: corei5_13600k, ram: [ddr5Kit], storage: [nvme()] })).toBe(181 + 75 + 6 + 5);
  });

  it('uses our estimate for a CPU whose sustained boost power the catalog lacks', () => {
    expect(estimateLoad({ cpu: cpu('AM5 105 W', { tdp: 105 }) })).toBe(142 + 75);
  });

  it('counts each HDD as 8 W and each SSD as 5 W', () => {
    expect(estimateLoad({ storage: [hdd(), hdd()] })).toBe(75 + 16);
    expect(estimateLoad({ storage: [nvme(), nvme()] })).toBe(75 + 10);
  });
});

describe('recommendedPsuWattage', () => {
  it.each([
    [500, 650], // 650 exactly: no rounding up
    [501, 700], // 651.3 → 700
    [384, 500], // 499.2 → 500
    [385, 550], // 500.5 → 550
    [359, 500], // 466.7 → 500
    [0, 0],
  ])('load %d W → %d W', (load, expected) => {
    expect(recommendedPsuWattage(load)).toBe(expected);
  });

  it('is the smallest multiple of 50 at or above load × 1.3 for every load up to 2000 W', () => {
    for (let load = 1; load <= 2000; load++) {
      const r = recommendedPsuWattage(load);
      expect(r % 50).toBe(0);
      expect(r * 10).toBeGreaterThanOrEqual(load * 13);
      expect((r - 50) * 10).toBeLessThan(load * 13);
    }
  });
});

describe('psuRequirement', () => {
  it('is our formula (load × 1.3) unless the card maker recommends more', () => {
    expect(psuRequirement(500, 0)).toEqual({ minimum: 650, recommended: 650, decidedBy: 'load', gpuRecommended: 0 });
    expect(psuRequirement(500, 650)).toEqual({
      minimum: 650,
      recommended: 650,
      decidedBy: 'load',
      gpuRecommended: 650,
    });
    expect(psuRequirement(500, 750)).toEqual({
      minimum: 750,
      recommended: 750,
      decidedBy: 'graphics-card',
      gpuRecommended: 750,
    });
    // Rounded up, our figure may pass the card maker's without the formula's minimum doing so.
    expect(psuRequirement(501, 660)).toEqual({
      minimum: 660,
      recommended: 700,
      decidedBy: 'graphics-card',
      gpuRecommended: 660,
    });
  });

  it("reads the card maker's figure from the card, 0 when it has none", () => {
    expect(gpuRecommendedPsu(gpu('A', { recommendedPsu: 850 }))).toBe(850);
    expect(gpuRecommendedPsu(gpu('B'))).toBe(0);
    expect(gpuRecommendedPsu(undefined)).toBe(0);
  });
});

describe('psuWattageRule', () => {
  // Load = 105 + 320 + 75 = 500 W; load × 1.3 = 650 W.
  const base: BuildSelection = {
    cpu: cpu('AMD Ryzen 9 7900X', { tdp: 105, boostPower: 105 }),
    gpu: gpu('Sapphire Pulse Radeon RX 7900 XTX', { chipset: 'Radeon RX 7900 XTX', tdp: 320 }),
  };
  const withPsu = (w: number): BuildSelection => ({ ...base, psu: psu(`PSU ${w}`, { wattage: w }) });

  it('fails 1 W below the load', () => {
    const c = only(psuWattageRule(withPsu(499)));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The PSU 499 (499 W) is below the estimated 500 W load; 650 W is recommended for the load.');
  });

  it('warns, not fails, when the PSU equals the load', () => {
    const c = only(psuWattageRule(withPsu(500)));
    expect(c.status).toBe('warn');
    expect(c.message).toBe(
      'The PSU 500 (500 W) covers the estimated 500 W load with too little headroom; 650 W is recommended for the load.',
    );
  });

  it('warns 1 W below load × 1.3', () => {
    expect(only(psuWattageRule(withPsu(649))).status).toBe('warn');
  });

  it('passes at exactly load × 1.3', () => {
    const c = only(psuWattageRule(withPsu(650)));
    expect(c.status).toBe('pass');
    expect(c.message).toBe('The PSU 650 (650 W) covers the estimated 500 W load with headroom.');
  });

  it('compares with load × 1.3 unrounded when it is not whole (load 371 W → 482.3 W)', () => {
    const sel: BuildSelection = { cpu: cpu('CPU 65', { tdp: 65, boostPower: 65 }), gpu: gpu('GPU 231', { tdp: 231 }) };
    expect(estimateLoad(sel)).toBe(371);
    expect(only(psuWattageRule({ ...sel, psu: psu('P482', { wattage: 482 }) })).status).toBe('warn');
    expect(only(psuWattageRule({ ...sel, psu: psu('P483', { wattage: 483 }) })).status).toBe('pass');
  });

  it("holds the PSU to the card maker's recommendation when it is above our formula, and says so", () => {
    const maker: BuildSelection = {
      ...base,
      gpu: { ...base.gpu!, specs: { ...base.gpu!.specs, recommendedPsu: 800 } },
    };
    const warn = only(psuWattageRule({ ...maker, psu: psu('PSU 750', { wattage: 750 }) }));
    expect(warn.status).toBe('warn');
    expect(warn.message).toBe(
      "The PSU 750 (750 W) covers the estimated 500 W load with too little headroom; the Radeon RX 7900 XTX's maker recommends 800 W, more than our 650 W for the load.",
    );
    const pass = only(psuWattageRule({ ...maker, psu: psu('PSU 800', { wattage: 800 }) }));
    expect(pass.status).toBe('pass');
    expect(pass.message).toBe(
      "The PSU 800 (800 W) meets the 800 W the Radeon RX 7900 XTX's maker recommends (estimated load 500 W).",
    );
    const report = checkCompatibility({ ...maker, psu: psu('PSU 800', { wattage: 800 }) });
    expect(report.recommendedPsuWattage).toBe(800);
    expect(report.psuDecidedBy).toBe('graphics-card');
    // A card maker's figure below our formula changes nothing.
    const low: BuildSelection = { ...base, gpu: { ...base.gpu!, specs: { ...base.gpu!.specs, recommendedPsu: 600 } } };
    expect(only(psuWattageRule({ ...low, psu: psu('PSU 649', { wattage: 649 }) })).status).toBe('warn');
    expect(checkCompatibility(low).psuDecidedBy).toBe('load');
  });

  it('does not apply without a PSU', () => {
    expect(psuWattageRule(base)).toBeNull();
  });
});

describe('psuFormFactorRule', () => {
  it('passes an ATX unit in an ATX case', () => {
    const c = only(psuFormFactorRule({ psu: rm750, case: midTower }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe('The Corsair RM750e (ATX) fits the Fractal Design Pop Air.');
  });

  it('passes an SFX unit in an ATX case (with a bracket) and in an SFX case', () => {
    expect(only(psuFormFactorRule({ psu: sfx750, case: midTower })).status).toBe('pass');
    expect(only(psuFormFactorRule({ psu: sfx750, case: sffCase })).status).toBe('pass');
  });

  it('passes an SFX unit in a case that takes SFX-L', () => {
    const sfxlCase = pcCase('SFX-L case', { psuFormFactors: ['SFX-L'] });
    expect(only(psuFormFactorRule({ psu: sfx750, case: sfxlCase })).status).toBe('pass');
  });

  it('fails an ATX unit in an SFX-only case', () => {
    const c = only(psuFormFactorRule({ psu: rm750, case: sffCase }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The Cooler Master NR200P takes SFX power supplies, not the ATX Corsair RM750e.');
  });

  it('fails an SFX-L unit in an SFX-only case', () => {
    const sfxl = psu('Corsair SF850L', { formFactor: 'SFX-L' });
    expect(only(psuFormFactorRule({ psu: sfxl, case: sffCase })).status).toBe('fail');
  });

  it('does not apply without a PSU or without a case', () => {
    expect(psuFormFactorRule({ psu: rm750 })).toBeNull();
    expect(psuFormFactorRule({ case: midTower })).toBeNull();
  });
});

describe('graphicsOutputRule', () => {
  it('passes a CPU without integrated graphics when there is a GPU', () => {
    const c = only(graphicsOutputRule({ cpu: ryzen5_5600x, gpu: rtx4070 }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe('The ASUS Dual GeForce RTX 4070 drives the displays.');
  });

  it('passes a CPU with integrated graphics and no GPU', () => {
    const c = only(graphicsOutputRule({ cpu: ryzen5_7600 }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe("The AMD Ryzen 5 7600's integrated graphics drive the displays.");
  });

  it('fails a CPU without integrated graphics and no GPU', () => {
    const c = only(graphicsOutputRule({ cpu: corei7_14700kf }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The Intel Core i7-14700KF has no integrated graphics, so the build needs a graphics card.');
  });

  it('does not apply without a CPU', () => {
    expect(graphicsOutputRule({ gpu: rtx4070 })).toBeNull();
    expect(graphicsOutputRule({})).toBeNull();
  });
});

describe('m2SlotsRule', () => {
  it('passes one NVMe drive in one slot (singular grammar)', () => {
    const c = only(m2SlotsRule({ motherboard: itxB650, storage: [nvme()] }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe("1 NVMe drive fits the ASRock B650I Lightning WiFi's 1 M.2 slot.");
  });

  it('passes as many NVMe drives as slots, ignoring SATA drives', () => {
    const c = only(m2SlotsRule({ motherboard: b650, storage: [nvme(), nvme(), sataSsd(), hdd()] }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe("2 NVMe drives fit the MSI MAG B650 Tomahawk WiFi's 2 M.2 slots.");
  });

  it('fails one NVMe drive more than the slots', () => {
    const c = only(m2SlotsRule({ motherboard: b650, storage: [nvme(), nvme(), nvme()] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The MSI MAG B650 Tomahawk WiFi has 2 M.2 slots, too few for 3 NVMe drives.');
  });

  it('fails an NVMe drive on a board without M.2', () => {
    const c = only(m2SlotsRule({ motherboard: board('Old board', { m2Slots: 0 }), storage: [nvme()] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The Old board has no M.2 slot for the NVMe drive.');
  });

  it('does not apply without a board or without NVMe drives', () => {
    expect(m2SlotsRule({ storage: [nvme()] })).toBeNull();
    expect(m2SlotsRule({ motherboard: b650, storage: [sataSsd()] })).toBeNull();
    expect(m2SlotsRule({ motherboard: b650 })).toBeNull();
  });
});

describe('sataPortsRule', () => {
  it('passes as many SATA drives as ports, counting SSDs and HDDs, ignoring NVMe', () => {
    const c = only(sataPortsRule({ motherboard: itxB650, storage: [sataSsd(), hdd(), nvme()] }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe("2 SATA drives fit the ASRock B650I Lightning WiFi's 2 SATA ports.");
  });

  it('uses the singular for one drive', () => {
    const c = only(sataPortsRule({ motherboard: b650, storage: [hdd()] }));
    expect(c.message).toBe("1 SATA drive fits the MSI MAG B650 Tomahawk WiFi's 4 SATA ports.");
  });

  it('fails one SATA drive more than the ports', () => {
    const c = only(sataPortsRule({ motherboard: itxB650, storage: [sataSsd(), hdd(), hdd()] }));
    expect(c.status).toBe('fail');
    expect(c.message).toBe('The ASRock B650I Lightning WiFi has 2 SATA ports, too few for 3 SATA drives.');
  });

  it('does not apply without a board or without SATA drives', () => {
    expect(sataPortsRule({ storage: [hdd()] })).toBeNull();
    expect(sataPortsRule({ motherboard: b650, storage: [nvme()] })).toBeNull();
  });
});

// --- Generations and BIOS -------------------------------------------------------------------------

describe('cpuGeneration', () => {
  it('reads the microarchitecture first', () => {
    expect(cpuGeneration(ryzen7_9700x)).toBe('Zen 5');
    expect(cpuGeneration(ryzen5_7600)).toBe('Zen 4');
    expect(cpuGeneration(cpu('AMD Ryzen 5 8500G', { microarchitecture: 'Zen 4 / Zen 4c' }))).toBe('Zen 4');
    expect(cpuGeneration(ryzen5_5600x)).toBe('Zen 3');
    expect(cpuGeneration(cpu('x', { microarchitecture: 'Zen 2' }))).toBe('Zen 2');
    expect(cpuGeneration(cpu('x', { microarchitecture: 'Zen+' }))).toBe('Zen+');
    expect(cpuGeneration(cpu('x', { microarchitecture: 'Zen' }))).toBe('Zen');
    expect(cpuGeneration(corei5_12400)).toBe('Alder Lake');
    expect(cpuGeneration(corei5_13600k)).toBe('Raptor Lake');
    expect(cpuGeneration(corei7_14700kf)).toBe('Raptor Lake Refresh');
    expect(cpuGeneration(cpu('x', { microarchitecture: 'Arrow Lake' }))).toBe('Arrow Lake');
  });

  it('prefers the microarchitecture over the name', () => {
    expect(cpuGeneration(cpu('AMD Ryzen 7 9700X', { microarchitecture: 'Zen 4' }))).toBe('Zen 4');
  });

  it.each([
    ['AMD Ryzen 7 1700', 'Zen'],
    ['AMD Ryzen 5 2600', 'Zen+'],
    ['AMD Ryzen 5 3600', 'Zen 2'],
    ['AMD Ryzen 5 4600G', 'Zen 2'],
    ['AMD Ryzen 7 5800X3D', 'Zen 3'],
    ['AMD Ryzen 5 PRO 5650G', 'Zen 3'],
    ['AMD Ryzen 5 7600X', 'Zen 4'],
    ['AMD Ryzen 7 8700G', 'Zen 4'],
    ['AMD Ryzen 9 9950X', 'Zen 5'],
    ['Intel Core i5-12400F', 'Alder Lake'],
    ['Intel Core i7-13700K', 'Raptor Lake'],
    ['Intel Core i9-14900K', 'Raptor Lake Refresh'],
    ['Intel Core Ultra 7 265K', 'Arrow Lake'],
    ['Intel Core Ultra 5 245KF', 'Arrow Lake'],
  ])('reads %s from the name as %s', (name, gen) => {
    expect(cpuGeneration(cpu(name))).toBe(gen);
  });

  it('falls back to the name when the microarchitecture is unknown', () => {
    expect(cpuGeneration(cpu('AMD Ryzen 9 9900X', { microarchitecture: 'Granite Ridge' }))).toBe('Zen 5');
  });

  it('is null when neither says', () => {
    expect(cpuGeneration(cpu('Intel Core i7-10700K'))).toBeNull();
    expect(cpuGeneration(cpu('Mystery CPU'))).toBeNull();
  });
});

describe('mayNeedBiosUpdate', () => {
  it.each([
    ['Zen 5 on B650', ryzen7_9700x, b650],
    ['Ryzen 9000 by name on B650', cpu('AMD Ryzen 9 9950X'), b650],
    ['13th gen on Z690', corei5_13600k, z690],
    ['14th gen on Z690', corei7_14700kf, z690],
    ['13th gen on B660', corei5_13600k, b660],
    ['Zen 3 on B450', ryzen5_5600x, b450],
  ])('is true for %s', (_label, c, b) => {
    expect(mayNeedBiosUpdate(c, b)).toBe(true);
  });

  it.each([
    ['Zen 4 on B650', ryzen5_7600, b650],
    ['Zen 5 on B850', ryzen7_9700x, b850],
    ['14th gen on Z790', corei7_14700kf, z790],
    ['12th gen on Z690', corei5_12400, z690],
    ['Zen 4 on X670E', ryzen5_7600, eatxX670e],
  ])('is false for %s', (_label, c, b) => {
    expect(mayNeedBiosUpdate(c, b)).toBe(false);
  });

  it('is null for an unknown generation or chipset', () => {
    expect(mayNeedBiosUpdate(cpu('Mystery AM5 CPU'), b650)).toBeNull();
    expect(mayNeedBiosUpdate(ryzen5_7600, board('Odd board', { chipset: 'AMD X999' }))).toBeNull();
  });

  it('is null when the CPU does not fit the board', () => {
    expect(mayNeedBiosUpdate(ryzen5_5600x, b650)).toBeNull();
    expect(mayNeedBiosUpdate(cpu('Intel Core Ultra 7 265K', { socket: 'LGA1851' }), z790)).toBeNull();
  });

  it('reads chipsets with or without the vendor prefix, in any case', () => {
    expect(mayNeedBiosUpdate(ryzen7_9700x, board('b', { chipset: 'b650' }))).toBe(true);
    expect(mayNeedBiosUpdate(ryzen7_9700x, board('b', { chipset: 'AMD B650E' }))).toBe(true);
  });
});

describe('biosSupportRule', () => {
  it('warns for Ryzen 9000 (Zen 5) on a B650 board, naming the board, chipset and CPU', () => {
    const c = only(biosSupportRule({ cpu: ryzen7_9700x, motherboard: b650 }));
    expect(c.status).toBe('warn');
    expect(c.label).toBe('BIOS support');
    expect(c.message).toBe(
      'The MSI MAG B650 Tomahawk WiFi (AMD B650) may need a BIOS update before it boots the AMD Ryzen 7 9700X (Zen 5); pick a board with BIOS Flashback or ask the seller.',
    );
  });

  it('warns for Intel 13th and 14th gen on Z690 and B660', () => {
    expect(only(biosSupportRule({ cpu: corei5_13600k, motherboard: z690 })).status).toBe('warn');
    expect(only(biosSupportRule({ cpu: corei7_14700kf, motherboard: b660 })).status).toBe('warn');
  });

  it('warns for Zen 3 on B450', () => {
    expect(only(biosSupportRule({ cpu: ryzen5_5600x, motherboard: b450 })).status).toBe('warn');
  });

  it('passes Zen 4 on B650, Zen 5 on B850 and 14th gen on Z790', () => {
    const c = only(biosSupportRule({ cpu: ryzen5_7600, motherboard: b650 }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe('The MSI MAG B650 Tomahawk WiFi (AMD B650) supports the AMD Ryzen 5 7600 out of the box.');
    expect(only(biosSupportRule({ cpu: ryzen7_9700x, motherboard: b850 })).status).toBe('pass');
    expect(only(biosSupportRule({ cpu: corei7_14700kf, motherboard: z790 })).status).toBe('pass');
  });

  it('passes with a softer message when the generation is unknown', () => {
    const c = only(biosSupportRule({ cpu: cpu('Mystery AM5 CPU'), motherboard: b650 }));
    expect(c.status).toBe('pass');
    expect(c.message).toBe(
      'No BIOS update is known to be needed for the Mystery AM5 CPU on the MSI MAG B650 Tomahawk WiFi (AMD B650).',
    );
  });

  it('does not apply when the sockets differ, or without a CPU or board', () => {
    expect(biosSupportRule({ cpu: ryzen5_5600x, motherboard: b650 })).toBeNull();
    expect(biosSupportRule({ cpu: ryzen5_7600 })).toBeNull();
    expect(biosSupportRule({ motherboard: b650 })).toBeNull();
  });
});

// --- The report ---------------------------------------------------------------------------------------

describe('checkCompatibility', () => {
  const fullBuild: BuildSelection = {
    cpu: ryzen5_7600,
    motherboard: b650,
    ram: [ddr5Kit],
    gpu: rtx4070,
    storage: [nvme(), hdd()],
    psu: rm750,
    case: midTower,
    cooler: peerless,
  };

  it('runs every rule on a full, compatible build, in the panel order', () => {
    const report = checkCompatibility(fullBuild);
    expect(report.checks.map((c) => c.id)).toEqual([
      'cpu-socket',
      'bios-support',
      'memory-type',
      'memory-slots',
      'memory-capacity',
      'case-form-factor',
      'gpu-length',
      'cooler-socket',
      'cooler-clearance',
      'cooler-capacity',
      'psu-wattage',
      'psu-form-factor',
      'graphics-output',
      'm2-slots',
      'sata-ports',
    ]);
    expect(report.checks.every((c) => c.status === 'pass')).toBe(true);
    expect(report.compatible).toBe(true);
    expect(allChecksPass(report)).toBe(true);
  });

  it('reports the estimated load and recommended PSU', () => {
    // 88 + 200 + 75 + 2 modules × 3 + NVMe 5 + HDD 8 = 382; × 1.3 = 496.6 → 500
    const report = checkCompatibility(fullBuild);
    expect(report.estimatedWattage).toBe(382);
    expect(report.recommendedPsuWattage).toBe(500);
  });

  it('has one check per id, each with its label', () => {
    const report = checkCompatibility(fullBuild);
    expect(new Set(report.checks.map((c) => c.id)).size).toBe(CHECK_IDS.length);
    for (const c of report.checks) expect(c.label).toBe(CHECK_LABELS[c.id]);
    expect(COMPATIBILITY_RULES).toHaveLength(CHECK_IDS.length);
  });

  it('writes every message as a sentence naming a part of the build', () => {
    const names = Object.values(fullBuild)
      .flat()
      .map((p: CompatPart) => p.name);
    for (const c of checkCompatibility(fullBuild).checks) {
      expect(c.message).toMatch(/^[A-Z0-9].*\.$/);
      expect(c.message).not.toMatch(/undefined|null|NaN|\[object/);
      expect(names.some((n) => c.message.includes(n))).toBe(true);
    }
  });

  it('is incompatible when any check fails, and keeps the other checks', () => {
    const report = checkCompatibility({ ...fullBuild, cpu: ryzen5_5600x });
    const byId = Object.fromEntries(report.checks.map((c) => [c.id, c.status]));
    expect(report.compatible).toBe(false);
    expect(byId['cpu-socket']).toBe('fail');
    expect(byId['memory-type']).toBe('fail'); // the 5600X supports DDR4 only
    expect(byId['bios-support']).toBeUndefined(); // sockets differ: not asked
    expect(byId['case-form-factor']).toBe('pass');
    expect(allChecksPass(report)).toBe(false);
  });

  it('is compatible with only warnings, but allChecksPass is false', () => {
    const report = checkCompatibility({ ...fullBuild, cpu: ryzen7_9700x });
    expect(report.checks.find((c) => c.id === 'bios-support')?.status).toBe('warn');
    expect(report.compatible).toBe(true);
    expect(allChecksPass(report)).toBe(false);
  });

  it('runs only the rules that apply to the parts present', () => {
    const report = checkCompatibility({ cpu: ryzen5_7600, gpu: rtx4090 });
    expect(report.checks.map((c) => c.id)).toEqual(['graphics-output']);
    expect(report.estimatedWattage).toBe(88 + 450 + 75);
    expect(report.recommendedPsuWattage).toBe(800); // 613 × 1.3 = 796.9 → 800
  });

  it('is compatible and empty for an empty selection', () => {
    const report = checkCompatibility({});
    expect(report).toEqual<CompatibilityReport>({
      checks: [],
      compatible: true,
      estimatedWattage: 75,
      recommendedPsuWattage: 100,
      psuDecidedBy: 'load',
    });
    expect(allChecksPass(report)).toBe(true);
  });

  it('flags an RTX 4090 too long for the case and a PSU under the load', () => {
    const report = checkCompatibility({ ...fullBuild, gpu: rtx4090, psu: psu('Budget 550', { wattage: 550 }) });
    const byId = Object.fromEntries(report.checks.map((c) => [c.id, c]));
    expect(byId['gpu-length'].status).toBe('fail');
    // 88 + 450 + 75 + 6 (RAM) + 5 (NVMe) + 8 (HDD) = 632 W, above the 550 W unit
    expect(report.estimatedWattage).toBe(632);
    expect(byId['psu-wattage'].status).toBe('fail');
    expect(report.recommendedPsuWattage).toBe(850); // 821.6 → 850
    expect(report.compatible).toBe(false);
  });
});
