import path from 'node:path';
import { folderProblem, parseArgs } from '../args';
import { at, numberAt, parseJsonLines, positiveAt, stringsAt } from '../jsonl';

const FIXTURES = path.join(__dirname, '..', '__fixtures__');

describe('parseJsonLines', () => {
  it('numbers lines from 1, skips blank ones and reports bad JSON and non-objects', () => {
    const lines = parseJsonLines('{"a":1}\n\n{"b":\n[1,2]\r\n{"c":3}\n');
    expect(lines).toEqual([
      { line: 1, record: { a: 1 } },
      { line: 3, error: expect.stringMatching(/^bad JSON/) },
      { line: 4, error: 'not a JSON object' },
      { line: 5, record: { c: 3 } },
    ]);
  });

  it('reads typed values at dotted paths, and nothing of the wrong type', () => {
    const record = { a: { b: 2, zero: 0, s: 'x', list: ['p', 3, ' q '] }, n: 'NaN' };
    expect(at(record, 'a.b')).toBe(2);
    expect(at(record, 'a.b.c')).toBeUndefined();
    expect(numberAt(record, 'n')).toBeUndefined();
    expect(positiveAt(record, 'a.zero')).toBeUndefined();
    expect(stringsAt(record, 'a.list')).toEqual(['p', 'q']);
  });
});

describe('catalog:import arguments', () => {
  it('takes a source and one folder, relative to where npm was run', () => {
    expect(parseArgs(['--source', 'buildcores', 'data/bc'], '/home/me')).toEqual({
      source: 'buildcores',
      dir: '/home/me/data/bc',
    });
    expect(parseArgs(['/abs/ppd', '--source=pc-part-dataset'], '/x')).toEqual({
      source: 'pc-part-dataset',
      dir: '/abs/ppd',
    });
    expect(parseArgs(['--help'], '/')).toEqual({ help: true });
  });

  it('says what is wrong with a bad command line', () => {
    expect(parseArgs(['--source', 'newegg', '/d'], '/')).toEqual({
      error: 'Unknown source "newegg": use buildcores or pc-part-dataset.',
    });
    expect(parseArgs(['/d'], '/')).toEqual({ error: 'Missing --source.' });
    expect(parseArgs(['--source', 'buildcores'], '/')).toEqual({ error: 'Missing the data folder.' });
    expect(parseArgs(['--source', 'buildcores', '/a', '/b'], '/')).toEqual({ error: 'Give one data folder.' });
    expect(parseArgs(['--verbose'], '/')).toEqual({ error: 'Unknown option --verbose.' });
  });

  it('checks that the folder exists and holds the source files', () => {
    expect(folderProblem('buildcores', path.join(FIXTURES, 'opendb-sample'))).toBeNull();
    expect(folderProblem('buildcores', path.join(FIXTURES, 'missing'))).toMatch(/^No such folder/);
    expect(folderProblem('buildcores', path.join(FIXTURES, 'opendb-sample', 'CPU.jsonl'))).toMatch(/^Not a folder/);
    expect(folderProblem('pc-part-dataset', path.join(FIXTURES, 'opendb-sample'))).toMatch(
      /holds none of the pc-part-dataset files/,
    );
  });
});
