// The fuzz run's totals: requests by transport, by status and by error code, and per operation or
// route; printed at the end of each fuzz file (a few lines, or the whole table when asked).

interface TargetTotals {
  requests: number;
  statuses: Map<number, number>;
  codes: Map<string, number>;
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

export class Tally {
  private readonly started = Date.now();
  private readonly byTransport = new Map<string, number>();
  private readonly byStatus = new Map<number, number>();
  private readonly byCode = new Map<string, number>();
  private readonly targets = new Map<string, TargetTotals>();
  /** Property runs (one generated case each). */
  runs = 0;

  /** One request sent by the fuzzer: its transport, what it called, its status and its error codes. */
  record(transport: string, target: string, status: number, codes: readonly string[]): void {
    bump(this.byTransport, transport);
    bump(this.byStatus, status);
    for (const code of codes) bump(this.byCode, code);
    let totals = this.targets.get(target);
    if (!totals) {
      totals = { requests: 0, statuses: new Map(), codes: new Map() };
      this.targets.set(target, totals);
    }
    totals.requests += 1;
    bump(totals.statuses, status);
    for (const code of codes) bump(totals.codes, code);
  }

  get requests(): number {
    return [...this.byTransport.values()].reduce((a, b) => a + b, 0);
  }

  /** The totals as text: a few lines, plus the per-target table when `full`. */
  report(title: string, seed: number, runsPerProperty: number, full: boolean): string {
    const list = <K>(map: Map<K, number>) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${String(k)} ${n}`)
        .join(', ');
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    const lines = [
      `${title}: ${this.requests} requests in ${seconds} s; ${this.runs} runs (${runsPerProperty} per property), seed ${seed}`,
      `  by transport: ${list(this.byTransport)}`,
      `  by status: ${list(this.byStatus)}`,
      `  by code: ${list(this.byCode) || 'none'}`,
    ];
    if (full) {
      const rows = [...this.targets.entries()].sort((a, b) => a[0].localeCompare(b[0]));
      const width = Math.max(6, ...rows.map(([name]) => name.length));
      const columns = ['requests', '2xx/3xx', '4xx', '5xx'];
      const row = (name: string, cells: (string | number)[], codes: string) =>
        `  ${name.padEnd(width)}${cells.map((c, i) => String(c).padStart(Math.max(columns[i].length, 7) + 1)).join('')}  ${codes}`;
      lines.push(row('target', columns, 'codes'));
      for (const [name, t] of rows) {
        let ok = 0;
        let refused = 0;
        let failed = 0;
        for (const [status, n] of t.statuses) {
          if (status >= 500) failed += n;
          else if (status >= 400) refused += n;
          else ok += n;
        }
        lines.push(row(name, [t.requests, ok, refused, failed], list(t.codes)));
      }
    }
    return `${lines.join('\n')}\n`;
  }
}
