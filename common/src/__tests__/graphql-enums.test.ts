import {
  BUILD_TYPES,
  BUILD_TYPE_ENUM,
  CHECK_STATUS_ENUM,
  COOLER_KINDS,
  GUIDE_TIER_ENUM,
  MEMORY_TYPES,
  PSU_BASIS_ENUM,
  RESOLUTIONS,
  RESOLUTION_ENUM,
  STORAGE_INTERFACES,
  TIER_COLOR_ENUM,
  USE_CASE_ENUM,
  USE_CASE_IDS,
  closedFilterValue,
  componentArgsProblem,
  componentFilter,
  enumNameOf,
  enumValueOrNull,
  enumValuesIn,
  generatedBuildEnums,
  priceTierOfLabel,
} from '../index';

describe('GraphQL enum names', () => {
  it.each([
    ['BuildType', BUILD_TYPE_ENUM, BUILD_TYPES],
    ['Resolution', RESOLUTION_ENUM, RESOLUTIONS],
    ['UseCase', USE_CASE_ENUM, USE_CASE_IDS],
  ])('%s names every string of its set exactly once, with a valid GraphQL name', (_, names, values) => {
    expect(Object.values(names).sort()).toEqual([...values].sort());
    for (const name of Object.keys(names)) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('finds the name that stands for a string', () => {
    expect(enumNameOf(RESOLUTION_ENUM, '1080p')).toBe('RES_1080P');
    expect(enumNameOf(USE_CASE_ENUM, 'content-creation')).toBe('CONTENT_CREATION');
    expect(enumNameOf(BUILD_TYPE_ENUM, 'workstation')).toBe('WORKSTATION');
  });
});

describe('enum twins of String fields', () => {
  it('keeps a string of the set and answers null for any other', () => {
    expect(enumValueOrNull(BUILD_TYPE_ENUM, 'content')).toBe('content');
    expect(enumValueOrNull(BUILD_TYPE_ENUM, 'productivity')).toBeNull();
    expect(enumValueOrNull(RESOLUTION_ENUM, null)).toBeNull();
    expect(enumValuesIn(USE_CASE_ENUM, ['gaming', 'retired', 'server'])).toEqual(['gaming', 'server']);
  });

  it('reads the price tier a tier label starts with, whatever its purpose', () => {
    expect(priceTierOfLabel('Budget Gaming')).toBe('Budget Gaming');
    expect(priceTierOfLabel('Mid-Range Workstation')).toBe('Mid-Range Gaming');
    expect(priceTierOfLabel('High-End Home Server')).toBe('High-End Gaming');
    expect(priceTierOfLabel('My own tier')).toBeNull();
    expect(priceTierOfLabel(null)).toBeNull();
  });

  it("gives a generated build's twins from its strings", () => {
    expect(
      generatedBuildEnums({
        useCases: ['gaming', 'workstation'],
        buildType: 'productivity',
        resolution: '1440p',
        tier: 'Mid-Range Gaming',
        tierColor: 'blue',
        buildTier: 'Mid-Range',
      }),
    ).toEqual({
      uses: ['gaming', 'workstation'],
      kind: null,
      screen: '1440p',
      priceTier: 'Mid-Range Gaming',
      color: 'blue',
      guideTier: 'Mid-Range',
    });
  });

  it('names every string of the new closed sets once', () => {
    expect(Object.values(CHECK_STATUS_ENUM)).toEqual(['pass', 'warn', 'fail']);
    expect(Object.values(PSU_BASIS_ENUM)).toEqual(['load', 'graphics-card']);
    expect(Object.values(TIER_COLOR_ENUM)).toEqual(['green', 'blue', 'red']);
    expect(Object.values(GUIDE_TIER_ENUM)).toEqual(['Budget', 'Mid-Range', 'High-End']);
  });
});

describe('closed-set filter values', () => {
  it('takes any casing and white space and answers the catalog spelling', () => {
    expect(closedFilterValue(MEMORY_TYPES, ' ddr5 ')).toBe('DDR5');
    expect(closedFilterValue(STORAGE_INTERFACES, 'nvme')).toBe('NVMe');
    expect(closedFilterValue(COOLER_KINDS, 'LIQUID')).toBe('Liquid');
    expect(closedFilterValue(COOLER_KINDS, 'water')).toBeNull();
    expect(closedFilterValue(MEMORY_TYPES, 5)).toBeNull();
  });

  it('filters the same in any casing, and refuses what names none', () => {
    expect(componentFilter({ memoryType: 'ddr4', storageInterface: 'sata', coolerType: 'air' })).toMatchObject({
      memoryType: 'DDR4',
      storageInterface: 'SATA',
      coolerType: 'Air',
    });
    expect(componentArgsProblem({ coolerType: 'liquid' })).toBeNull();
    expect(componentArgsProblem({ coolerType: 'water' })).toEqual({
      field: 'coolerType',
      message: 'Cooler type must be Air or Liquid',
    });
  });
});
