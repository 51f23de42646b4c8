// The score tables' loader: score-weights.json as shipped, and the mistakes it refuses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { USE_CASE_IDS } from '@rigforge/common';
import { parseScoreTables, SCORE_TABLES, ScoreTablesError } from '../weights';

const FILE = path.join(__dirname, '..', 'score-weights.json');
type Json = { [key: string]: unknown };

/** score-weights.json with the value at a dotted path replaced (or deleted when `value` is undefined). */
function edited(at: string, value: unknown): Json {
  const data = JSON.parse(readFileSync(FILE, 'utf8')) as Json;
  const keys = at.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce((obj, key) => obj[key] as Json, data);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return data;
}

function problemsOf(data: unknown): string[] {
  try {
    parseScoreTables(data);
  } catch (err) {
    if (err instanceof ScoreTablesError) return [...err.problems];
    throw err;
  }
  return [];
}

describe('the score tables', () => {
  it('load from score-weights.json with a reason and weights for every use case', () => {
    expect(parseScoreTables(JSON.parse(readFileSync(FILE, 'utf8')))).toEqual(SCORE_TABLES);
    expect(Object.keys(SCORE_TABLES.useCases)).toEqual([...USE_CASE_IDS]);
    for (const u of USE_CASE_IDS) expect(SCORE_TABLES.useCases[u].why.length).toBeGreaterThan(20);
  });

  it.each([
    ['weights that do not sum to 1', 'useCases.gaming.weights.frames', 0.7, 'useCases.gaming.weights must sum to 1'],
    ['a negative weight', 'useCases.work.weights.lowPower', -0.25, 'useCases.work.weights.lowPower must be a number'],
    ['a missing term', 'useCases.server.weights.storage', undefined, 'useCases.server.weights.storage is missing'],
    ['an unknown term', 'useCases.server.weights.rgb', 0, 'useCases.server.weights: unknown field "rgb"'],
    ['a missing use case', 'useCases.workstation', undefined, 'useCases.workstation is missing'],
    [
      'a falling curve',
      'useCases.gaming.memoryCurve',
      [
        [8, 0.9],
        [16, 0.8],
      ],
      'useCases.gaming.memoryCurve values must not decrease',
    ],
    [
      'capacities out of order',
      'useCases.gaming.storageCurve',
      [
        [1000, 0.4],
        [500, 0.8],
      ],
      'useCases.gaming.storageCurve: capacities must rise',
    ],
    ['a curve that is not a list', 'useCases.gaming.storageCurve', {}, 'must be a list of [capacity, value] points'],
    ['shares over 1', 'useCases.gaming.memoryEccShare', 0.9, 'memoryBandwidthShare + memoryEccShare must be at most 1'],
    ['an inverted range', 'quietRange', { quiet: 40, loud: 18 }, 'quietRange: quiet must be below loud'],
    [
      'PSU scores that fall with efficiency',
      'psuEfficiencyScores.80+ Titanium',
      0.5,
      'must not decrease (0.95 then 0.5)',
    ],
    ['an unknown PCIe generation', 'typicalReadSpeed.nvmeByGen.x', 1, '"x" is not a PCIe generation'],
    ['an unknown table', 'extra', 1, 'the file: unknown field "extra"'],
  ])('refuses %s', (_what, at, value, problem) => {
    expect(problemsOf(edited(at, value))).toContainEqual(expect.stringContaining(problem));
  });

  it('refuses a file that is not an object', () => {
    expect(problemsOf([])).toEqual([expect.stringContaining('the file must be an object')]);
  });
});
