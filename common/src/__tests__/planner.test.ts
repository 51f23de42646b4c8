import type { PartType } from '../catalog';
import { PART_TYPES } from '../catalog';
import {
  ALLOCATION_KEYS,
  ALLOCATION_TABLE,
  BUDGET_SLIDER,
  BUILD_TYPES,
  buildTypeForUseCases,
  defaultBudgetForUseCases,
  DEFAULT_BUILD_TYPE,
  DEFAULT_RESOLUTION,
  isPlannerBudget,
  isUseCaseId,
  normalizeUseCases,
  parseUseCaseList,
  percentOfBudget,
  priceTierFor,
  buildPurpose,
  buildTierFor,
  tierWordOf,
  RESOLUTIONS,
  RESULT_PAGE_DEFAULTS,
  resolutionForUseCases,
  RETAIL_KEYWORDS,
  retailLinksFor,
  retailSearchQuery,
  splitBudget,
  USE_CASE_IDS,
  USE_CASES,
  USE_CASES_REQUIRED_MESSAGE,
  useCaseName,
} from '../planner';
import type { BuildType, Resolution, UseCaseId } from '../planner';
import { toCents } from '../money';

// --- Use cases ----------------------------------------------------------------------------------

describe('use cases (docs/requirements.md §3)', () => {
  it('are the fixed six, in order, with names, descriptions and priorities', () => {
    expect(USE_CASES).toEqual([
      { id: 'gaming', name: 'Gaming', description: 'High FPS gaming, latest AAA titles', priority: 'gpu' },
      {
        id: 'work',
        name: 'Work & Productivity',
        description: 'Office tasks, coding, video calls',
        priority: 'balanced',
      },
      {
        id: 'content-creation',
        name: 'Content Creation',
        description: 'Video editing, streaming, rendering',
        priority: 'cpu',
      },
      {
        id: 'music-production',
        name: 'Music Production',
        description: 'Audio recording, mixing, mastering',
        priority: 'cpu',
      },
      { id: 'server', name: 'Server/NAS', description: 'Home server, network storage', priority: 'balanced' },
      { id: 'workstation', name: 'Workstation', description: 'Professional rendering, CAD work', priority: 'cpu' },
    ]);
    expect(USE_CASES.map((u) => u.id)).toEqual([...USE_CASE_IDS]);
  });

  it('recognises ids exactly', () => {
    expect(isUseCaseId('gaming')).toBe(true);
    expect(isUseCaseId('content-creation')).toBe(true);
    expect(isUseCaseId('Gaming')).toBe(false);
    expect(isUseCaseId('streaming')).toBe(false);
    expect(isUseCaseId(1)).toBe(false);
    expect(isUseCaseId(undefined)).toBe(false);
  });

  it('names a use case', () => {
    expect(useCaseName('server')).toBe('Server/NAS');
    expect(useCaseName('work')).toBe('Work & Productivity');
  });

  it('has the docs/requirements.md §5 message for an empty selection', () => {
    expect(USE_CASES_REQUIRED_MESSAGE).toBe('Select Use Cases: Please select at least one use case for your PC');
  });
});

describe('normalizeUseCases', () => {
  it('puts ids in the canonical order and drops duplicates', () => {
    expect(normalizeUseCases(['workstation', 'gaming', 'gaming', 'server'])).toEqual([
      'gaming',
      'server',
      'workstation',
    ]);
  });

  it('keeps an empty list empty', () => {
    expect(normalizeUseCases([])).toEqual([]);
  });
});

describe('parseUseCaseList', () => {
  it('reads comma-separated ids, trimming spaces, in canonical order', () => {
    expect(parseUseCaseList('workstation, gaming ,music-production')).toEqual([
      'gaming',
      'music-production',
      'workstation',
    ]);
  });

  it('drops unknown ids, empty items and duplicates', () => {
    expect(parseUseCaseList('gaming,,streaming,Gaming,gaming,server')).toEqual(['gaming', 'server']);
  });

  it('is empty for a missing or empty parameter', () => {
    expect(parseUseCaseList(null)).toEqual([]);
    expect(parseUseCaseList(undefined)).toEqual([]);
    expect(parseUseCaseList('')).toEqual([]);
    expect(parseUseCaseList('nope')).toEqual([]);
  });
});

// --- docs/requirements.md §9 defaults ---------------------------------------------------------------------------

describe('defaultBudgetForUseCases (docs/requirements.md §9, tested in order)', () => {
  it.each<[UseCaseId[], number]>([
    [['workstation'], 2000],
    [['workstation', 'work'], 2000], // workstation wins over work
    [['gaming', 'content-creation', 'workstation'], 2000],
    [['work'], 800],
    [['gaming', 'content-creation', 'work'], 800], // work wins over gaming + content
    [['gaming', 'work'], 800],
    [['gaming', 'content-creation'], 1800],
    [['gaming', 'content-creation', 'music-production'], 1800],
    [['gaming'], 1400],
    [['content-creation'], 1600],
    [['gaming', 'music-production'], 1000], // gaming, but not gaming only
    [['content-creation', 'server'], 1000],
    [['music-production'], 1000],
    [['server'], 1000],
    [[], 1000],
  ])('%j → %d', (useCases, budget) => {
    expect(defaultBudgetForUseCases(useCases)).toBe(budget);
  });

  it('does not depend on the order the ids come in', () => {
    expect(defaultBudgetForUseCases(['content-creation', 'gaming'])).toBe(1800);
    expect(defaultBudgetForUseCases(['work', 'workstation'])).toBe(2000);
  });

  it('treats a repeated id as one choice', () => {
    expect(defaultBudgetForUseCases(['gaming', 'gaming'])).toBe(1400);
    expect(defaultBudgetForUseCases(['content-creation', 'content-creation'])).toBe(1600);
  });
});

describe('buildTypeForUseCases and resolutionForUseCases (docs/requirements.md §9)', () => {
  it("is 'gaming' at 1440p when gaming is selected", () => {
    for (const useCases of [['gaming'], ['gaming', 'workstation'], ['server', 'gaming']] as UseCaseId[][]) {
      expect(buildTypeForUseCases(useCases)).toBe('gaming');
      expect(resolutionForUseCases(useCases)).toBe('1440p');
    }
  });

  it("is 'productivity' at 1080p otherwise", () => {
    for (const useCases of [['work'], ['content-creation', 'workstation'], []] as UseCaseId[][]) {
      expect(buildTypeForUseCases(useCases)).toBe('productivity');
      expect(resolutionForUseCases(useCases)).toBe('1080p');
    }
  });
});

describe('calculator constants (docs/requirements.md §9)', () => {
  it('has the slider, build types and resolutions with their defaults', () => {
    expect(BUDGET_SLIDER).toEqual({ min: 500, max: 5000, step: 50, default: 1500 });
    expect(BUILD_TYPES).toEqual(['gaming', 'content', 'streaming', 'workstation']);
    expect(DEFAULT_BUILD_TYPE).toBe('gaming');
    expect(RESOLUTIONS).toEqual(['1080p', '1440p', '4K']);
    expect(DEFAULT_RESOLUTION).toBe('1080p');
    expect(RESULT_PAGE_DEFAULTS).toEqual({ budget: 800, buildType: 'Custom', resolution: '1440p' });
  });
});

describe('isPlannerBudget', () => {
  it.each([500, 501, 1500, 4999.5, 5000])('accepts %d', (value) => {
    expect(isPlannerBudget(value)).toBe(true);
  });

  it.each([499, 499.99, 5000.01, 5001, 0, -1000, NaN, Infinity, -Infinity])('refuses %d', (value) => {
    expect(isPlannerBudget(value)).toBe(false);
  });

  it.each(['1500', null, undefined, {}, [1500]])('refuses the non-number %j', (value) => {
    expect(isPlannerBudget(value)).toBe(false);
  });
});

// --- Allocation ---------------------------------------------------------------------------------

const cells: [BuildType, Resolution][] = BUILD_TYPES.flatMap((t) =>
  RESOLUTIONS.map((r) => [t, r] as [BuildType, Resolution]),
);

describe('ALLOCATION_TABLE', () => {
  it.each(cells)('%s at %s sums to 100 with every share positive and whole', (type, res) => {
    const row = ALLOCATION_TABLE[type][res];
    expect(Object.keys(row).sort()).toEqual([...ALLOCATION_KEYS].sort());
    expect(ALLOCATION_KEYS.reduce((s, k) => s + row[k], 0)).toBe(100);
    for (const k of ALLOCATION_KEYS) {
      expect(Number.isInteger(row[k])).toBe(true);
      expect(row[k]).toBeGreaterThan(0);
    }
  });

  it('grows the GPU share with resolution for gaming (1080p < 1440p < 4K)', () => {
    const g = ALLOCATION_TABLE.gaming;
    expect(g['1080p'].gpu).toBeLessThan(g['1440p'].gpu);
    expect(g['1440p'].gpu).toBeLessThan(g['4K'].gpu);
    expect([g['1080p'].gpu, g['1440p'].gpu, g['4K'].gpu]).toEqual([38, 42, 48]);
  });

  it('gives gaming its largest share to the GPU at every resolution', () => {
    for (const res of RESOLUTIONS) {
      const row = ALLOCATION_TABLE.gaming[res];
      for (const k of ALLOCATION_KEYS) if (k !== 'gpu') expect(row.gpu).toBeGreaterThan(row[k]);
    }
  });

  it.each(RESOLUTIONS.map((r) => [r]))('gives content and workstation a larger CPU share than gaming at %s', (res) => {
    const gaming = ALLOCATION_TABLE.gaming[res].cpu;
    expect(ALLOCATION_TABLE.content[res].cpu).toBeGreaterThan(gaming);
    expect(ALLOCATION_TABLE.workstation[res].cpu).toBeGreaterThan(gaming);
    expect(ALLOCATION_TABLE.streaming[res].cpu).toBeGreaterThan(gaming);
  });

  it('gives content and workstation their largest share to the CPU', () => {
    for (const type of ['content', 'workstation'] as const) {
      for (const res of RESOLUTIONS) {
        const row = ALLOCATION_TABLE[type][res];
        for (const k of ALLOCATION_KEYS) if (k !== 'cpu') expect(row.cpu).toBeGreaterThan(row[k]);
      }
    }
  });
});

describe('splitBudget (in cents)', () => {
  /** Whole dollars as cents, for the table's figures. */
  const $ = (dollars: number) => toCents(dollars);
  const dollarsOf = (split: Record<string, number>) =>
    Object.fromEntries(Object.entries(split).map(([k, v]) => [k, v / 100]));

  it('splits $1,500 for gaming at 1080p', () => {
    expect(splitBudget($(1500), 'gaming', '1080p')).toEqual({
      allocationCents: { cpu: 33_000, gpu: 57_000, ram: 13_500, storage: 13_500, other: 33_000 },
      percentages: { cpu: 22, gpu: 38, ram: 9, storage: 9, other: 22 },
      budgetCents: 150_000,
      totalCents: 150_000,
    });
  });

  it('splits $2,000 for gaming at 4K', () => {
    const s = splitBudget($(2000), 'gaming', '4K');
    expect(dollarsOf(s.allocationCents)).toEqual({ cpu: 340, gpu: 960, ram: 160, storage: 160, other: 380 });
    expect(s.totalCents).toBe(200_000);
  });

  it('splits $1,000 for workstation at 1080p', () => {
    expect(dollarsOf(splitBudget($(1000), 'workstation', '1080p').allocationCents)).toEqual({
      cpu: 360,
      gpu: 200,
      ram: 150,
      storage: 110,
      other: 180,
    });
  });

  it('rounds each share down to whole dollars ($1,550 gaming 1080p)', () => {
    // 341, 589, 139.5 → 139, 139.5 → 139, 341
    const s = splitBudget($(1550), 'gaming', '1080p');
    expect(dollarsOf(s.allocationCents)).toEqual({ cpu: 341, gpu: 589, ram: 139, storage: 139, other: 341 });
    expect(s.totalCents).toBe(154_900);
    expect(s.budgetCents).toBe(155_000);
  });

  it('rounds a budget with cents down per share ($1,234.56 gaming 1080p)', () => {
    const s = splitBudget(toCents(1234.56), 'gaming', '1080p');
    // 22% of 1234.56 is 271.60 → 271; 38% is 469.13 → 469; 9% is 111.11 → 111
    expect(dollarsOf(s.allocationCents)).toEqual({ cpu: 271, gpu: 469, ram: 111, storage: 111, other: 271 });
  });

  it.each(cells)('gives whole dollars, total = sum ≤ budget, and less than $5 short, for %s at %s', (type, res) => {
    for (let budget = BUDGET_SLIDER.min; budget <= BUDGET_SLIDER.max; budget += 7) {
      const s = splitBudget($(budget), type, res);
      const sum = ALLOCATION_KEYS.reduce((acc, k) => acc + s.allocationCents[k], 0);
      for (const k of ALLOCATION_KEYS) expect(s.allocationCents[k] % 100).toBe(0);
      expect(s.totalCents).toBe(sum);
      expect(s.totalCents).toBeLessThanOrEqual($(budget));
      expect($(budget) - s.totalCents).toBeLessThan($(ALLOCATION_KEYS.length));
    }
  });

  it('returns a copy of the percentages, not the table row', () => {
    const s = splitBudget($(1500), 'content', '1440p');
    s.percentages.cpu = 99;
    expect(ALLOCATION_TABLE.content['1440p'].cpu).toBe(31);
  });
});

describe('percentOfBudget', () => {
  it('is a whole percent', () => {
    expect(percentOfBudget(330, 1500)).toBe(22);
    expect(percentOfBudget(139, 1550)).toBe(9); // 8.97
    expect(percentOfBudget(1, 3)).toBe(33);
    expect(percentOfBudget(2, 3)).toBe(67);
    expect(percentOfBudget(1500, 1500)).toBe(100);
  });

  it('is 0 for a zero budget', () => {
    expect(percentOfBudget(100, 0)).toBe(0);
  });
});

// --- Tiers --------------------------------------------------------------------------------------

describe('priceTierFor (docs/requirements.md §4)', () => {
  it.each([
    [0, 'Budget Gaming', 'green'],
    [799.99, 'Budget Gaming', 'green'],
    [800, 'Budget Gaming', 'green'],
    [800.01, 'Mid-Range Gaming', 'blue'],
    [801, 'Mid-Range Gaming', 'blue'],
    [1500, 'Mid-Range Gaming', 'blue'],
    [1500.01, 'High-End Gaming', 'red'],
    [1501, 'High-End Gaming', 'red'],
    [4800, 'High-End Gaming', 'red'],
  ])('total $%d is %s (%s)', (total, label, color) => {
    expect(priceTierFor(total)).toEqual({ label, color });
  });
});

describe('buildPurpose and buildTierFor (issue 29 item 7: only gaming builds are "Gaming")', () => {
  it.each([
    [['gaming'], null, 'Gaming'],
    [['workstation', 'gaming'], null, 'Gaming'],
    [['work'], null, 'Office'],
    [['content-creation', 'server'], null, 'Creator'],
    [['work', 'music-production'], null, 'Studio'],
    [['server', 'workstation'], null, 'Workstation'],
    [['music-production'], null, 'Studio'],
    [['server'], null, 'Home Server'],
    [['workstation'], 'gaming', 'Workstation'],
    [[], 'content', 'Creator'],
    [[], 'streaming', 'Gaming'],
    [[], 'workstation', 'Workstation'],
    [null, null, 'Gaming'],
    [['not-a-use'], 'nonsense', 'Gaming'],
  ])('uses %j with build type %s are for %s', (uses, type, purpose) => {
    expect(buildPurpose(uses, type)).toBe(purpose);
  });

  it('keeps the price tier and its colour, naming the purpose in place of "Gaming"', () => {
    expect(buildTierFor(1200, 'Gaming')).toEqual({ label: 'Mid-Range Gaming', color: 'blue' });
    expect(buildTierFor(3000, 'Workstation')).toEqual({ label: 'High-End Workstation', color: 'red' });
    expect(buildTierFor(600, 'Home Server')).toEqual({ label: 'Budget Home Server', color: 'green' });
    expect(tierWordOf('Mid-Range Gaming')).toBe('Mid-Range');
  });
});

// --- Retail links -------------------------------------------------------------------------------

describe('retail links (docs/requirements.md §7)', () => {
  const keywords: Record<PartType, string> = {
    CPU: 'processor desktop',
    GPU: 'graphics card',
    RAM: 'memory desktop',
    Storage: 'SSD NVMe',
    Motherboard: 'motherboard ATX',
    PSU: 'power supply 80+ gold',
    Case: 'PC case mid tower',
    Cooler: 'CPU cooler',
  };

  it('has the required keyword for every part type', () => {
    expect(RETAIL_KEYWORDS).toEqual(keywords);
    expect(Object.keys(RETAIL_KEYWORDS).sort()).toEqual([...PART_TYPES].sort());
  });

  it('searches for the name plus the keyword', () => {
    expect(retailSearchQuery('AMD Ryzen 5 7600', 'CPU')).toBe('AMD Ryzen 5 7600 processor desktop');
    expect(retailSearchQuery('  Corsair RM750e ', 'PSU')).toBe('Corsair RM750e power supply 80+ gold');
  });

  it.each(PART_TYPES.map((t) => [t]))('builds the three search URLs for a %s', (type) => {
    const name = 'Test Part X1';
    const q = encodeURIComponent(`${name} ${keywords[type]}`);
    expect(retailLinksFor(name, type)).toEqual({
      amazon: `https://www.amazon.com/s?k=${q}`,
      newegg: `https://www.newegg.com/p/pl?d=${q}`,
      bestBuy: `https://www.bestbuy.com/site/searchpage.jsp?st=${q}`,
    });
  });

  it("encodes the '+' of '80+' and the spaces", () => {
    const links = retailLinksFor('Corsair RM750e', 'PSU');
    expect(links.amazon).toBe('https://www.amazon.com/s?k=Corsair%20RM750e%20power%20supply%2080%2B%20gold');
    expect(links.newegg).toContain('80%2B%20gold');
    expect(links.bestBuy).not.toContain('80+');
    expect(links.amazon).not.toMatch(/ /);
  });

  it('encodes characters that would break the query (&, /, #, quotes)', () => {
    const links = retailLinksFor('Fractal Design Pop Air RGB & "Black" 1/2 #1', 'Case');
    expect(links.amazon).toBe(
      'https://www.amazon.com/s?k=' +
        'Fractal%20Design%20Pop%20Air%20RGB%20%26%20%22Black%22%201%2F2%20%231%20PC%20case%20mid%20tower',
    );
    expect(decodeURIComponent(links.newegg.split('?d=')[1])).toBe(
      'Fractal Design Pop Air RGB & "Black" 1/2 #1 PC case mid tower',
    );
  });
});
