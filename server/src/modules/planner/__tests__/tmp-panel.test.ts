import { buildPlannerIndex, panelObjections, planBuild, planBuildExact, type PlanRequest } from '@rigforge/planner';
import type { Resolution, UseCaseId } from '@rigforge/common';
import { seedPlannerCatalog } from './seed-catalog';
it('panel', () => {
  const index = buildPlannerIndex(seedPlannerCatalog());
  const kinds = new Map<string, number>();
  const lines: string[] = [];
  const sets: [UseCaseId[], Resolution][] = [[['gaming'], '1080p'], [['gaming'], '1440p'], [['gaming'], '4K'], [['work'], '1080p'], [['content-creation'], '1080p'], [['music-production'], '1080p'], [['server'], '1080p'], [['workstation'], '1080p'], [['gaming', 'content-creation'], '1440p']];
  let n = 0; let bad = 0;
  for (let d = 500; d <= 5000; d += 250) for (const [u, res] of sets) {
    const req: PlanRequest = { budgetCents: (d * 100) as never, useCases: u, resolution: res };
    const r = planBuild(index, req);
    if (r.status !== 'ok') { lines.push(`${d} ${u} ${res}: ${r.status}`); continue; }
    n++;
    const ex = planBuildExact(index, req);
    const o = panelObjections(r.build, req, ex.status === 'ok' ? ex.build.score : -Infinity);
    if (o.length) { bad++; lines.push(`${d} ${u} ${res}: ${o.join(' ; ')}`); }
    for (const x of o) kinds.set(x.split(':')[0], (kinds.get(x.split(':')[0]) ?? 0) + 1);
    if (d % 1000 === 0 && (u[0] === 'gaming' || u[0] === 'server' || u[0] === 'workstation')) lines.push(`  BUILD ${d} ${u} ${res} $${r.build.totalCents / 100}: ${[r.build.cpu, r.build.gpu, r.build.motherboard, r.build.ram, ...r.build.storage, r.build.psu, r.build.case, r.build.cooler].map((p) => p?.name).join(' | ')}`);
  }
  console.log(`${bad}/${n} objected`, JSON.stringify([...kinds]), '\n' + lines.join('\n'));
});
