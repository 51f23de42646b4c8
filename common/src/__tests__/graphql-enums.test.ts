import {
  BUILD_TYPES,
  BUILD_TYPE_ENUM,
  RESOLUTIONS,
  RESOLUTION_ENUM,
  USE_CASE_ENUM,
  USE_CASE_IDS,
  enumNameOf,
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
