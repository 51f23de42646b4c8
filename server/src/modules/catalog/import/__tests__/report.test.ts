import { emptyCategory, finishReport, formatReport, matchRate, newReport, Progress, skip } from '../report';

function sink(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (text: string) => written.push(text) }, written };
}

describe('import report', () => {
  it('lists malformed lines in order, the most frequent skip reasons, then the table and the time', () => {
    const report = newReport('buildcores');
    const cpu = emptyCategory('CPU');
    Object.assign(cpu, { read: 12, inserted: 5, unchanged: 2, malformed: 2 });
    for (const reason of ['DDR3 memory only', 'DDR3 memory only', 'socket FM2+', 'a', 'b', 'c', 'd']) skip(cpu, reason);
    report.categories.push(cpu, Object.assign(emptyCategory('GPU'), { read: 3, inserted: 3 }));
    report.malformed.push({ file: 'GPU.jsonl', line: 2, error: 'x' }, { file: 'CPU.jsonl', line: 9, error: 'y' });
    report.missingFiles.push('RAM.jsonl');
    finishReport(report, performance.now() - 1500);

    const lines = formatReport(report, false);
    expect(lines.slice(0, 6)).toEqual([
      'Not in the folder (skipped): RAM.jsonl',
      'Malformed lines, skipped (2):',
      '  CPU.jsonl:9: y',
      '  GPU.jsonl:2: x',
      'Skipped, by reason:',
      '  CPU: DDR3 memory only 2; a 1; b 1; c 1; d 1; other reasons 1',
    ]);
    expect(lines.slice(6, 10)).toEqual([
      'category  read  inserted  updated  unchanged  merged  seed twins  removed  curated  skipped  malformed',
      'CPU         12         5        0          2       0           0        0        0        7          2',
      'GPU          3         3        0          0       0           0        0        0        0          0',
      'total       15         8        0          2       0           0        0        0        7          2',
    ]);
    expect(lines[10]).toMatch(/^buildcores: done in 1\.[45] s$/);
  });

  it('shows the price columns and the match rate for a price source', () => {
    const report = newReport('pc-part-dataset');
    report.categories.push(Object.assign(emptyCategory('cpu'), { read: 10, priced: 8, matched: 6, pricesSet: 6 }));
    const lines = formatReport(report, true);
    expect(lines[0]).toMatch(/^category +read +priced +matched +match rate +prices set +refused +withdrawn/);
    expect(lines[1]).toMatch(/^cpu +10 +8 +6 +75\.0% +6 /);
    expect(matchRate({ priced: 0, matched: 0 })).toBe('-');
  });

  it('lists every twin conflict and every refused price before the table', () => {
    const report = newReport('pc-part-dataset');
    report.conflicts.push({
      category: 'Motherboard',
      kept: 'ASRock A520M-HDV',
      dropped: 'ASRock A520 M-HDV DDR4 Micro ATX',
      spec: 'm2Slots',
      keptValue: 1,
      droppedValue: 2,
      rule: 'seed',
    });
    report.refusedPrices.push({ category: 'cpu', name: 'AMD Ryzen 7 5800X3D', priceCents: 70486, reason: 'why' });
    report.categories.push(emptyCategory('cpu'));
    expect(formatReport(report, true).slice(0, 4)).toEqual([
      'Twins merged with conflicting specs, the kept value first (1):',
      '  Motherboard: m2Slots 1 (seed part ASRock A520M-HDV) over 2 (ASRock A520 M-HDV DDR4 Micro ATX)',
      'Prices refused as implausible (1):',
      '  cpu: AMD Ryzen 7 5800X3D $704.86: why',
    ]);
  });

  it('redraws a bar on a terminal and writes a line per category otherwise', () => {
    const terminal = sink(true);
    const bar = new Progress(terminal.stream, { terminal: 0, lines: 0 });
    bar.start('CPU', 4);
    bar.update(2, '(2 inserted)');
    bar.finish('(4 inserted)');
    expect(terminal.written[1]).toBe(
      `\rCPU                  [###############---------------] 2/4 (2 inserted)\u001b[K`,
    );
    expect(terminal.written.slice(-2)).toEqual([
      `\rCPU                  [##############################] 4/4 (4 inserted)\u001b[K`,
      '\n',
    ]);

    const file = sink(false);
    const lines = new Progress(file.stream, { terminal: 0, lines: 60_000 });
    lines.start('CPU', 4);
    lines.update(2, '(2 inserted)');
    lines.finish('(4 inserted)');
    expect(file.written).toEqual(['CPU: 4/4 (4 inserted)\n']);
  });
});
