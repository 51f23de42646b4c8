// Brute-force references for planning around locks (locks.ts): every build of the fixture catalog
// (brute-force.ts allBuilds), filtered by the locks, the money and the rules, scored with score.ts.
import { partsOf } from '../build';
import { requestWeights, scoreFeatures } from '../score';
import type { PlanRequest, PlannerPart } from '../types';
import type { LockedPart } from '../locks';
import { allowed, type BruteBuild } from './brute-force';

export const bruteScore = (b: BruteBuild, req: PlanRequest): number =>
  scoreFeatures(requestWeights(req.useCases, req.resolution), b.features);

/** What the build spends: its parts' list prices, each owned part $0 (a part owned once is free once). */
export function spentOn(b: BruteBuild, owned: readonly string[]): number {
  const left = [...owned];
  return partsOf(b).reduce((s, p) => {
    const i = left.indexOf(p.id);
    if (i < 0) return s + p.priceCents;
    left.splice(i, 1);
    return s;
  }, 0);
}

const sortedIds = (parts: readonly PlannerPart[]) =>
  parts
    .map((p) => p.id)
    .sort()
    .join(',');

/** Whether the build holds every locked part (a locked kit is the build's kit; locked drives are its storage, exactly). */
export function holdsLocks(b: BruteBuild, locked: readonly LockedPart[]): boolean {
  const drives: PlannerPart[] = [];
  for (const { part } of locked) {
    switch (part.type) {
      case 'CPU':
        if (b.cpu.id !== part.id) return false;
        break;
      case 'Motherboard':
        if (b.motherboard.id !== part.id) return false;
        break;
      case 'GPU':
        if (b.gpu?.id !== part.id) return false;
        break;
      case 'PSU':
        if (b.psu.id !== part.id) return false;
        break;
      case 'Case':
        if (b.case.id !== part.id) return false;
        break;
      case 'Cooler':
        if (b.cooler.id !== part.id) return false;
        break;
      case 'RAM':
        if (b.ram.id !== part.id) return false;
        break;
      case 'Storage':
        drives.push(part);
        break;
    }
  }
  return drives.length === 0 || sortedIds(drives) === sortedIds(b.storage);
}

export interface BruteChoice {
  score: number;
  spent: number;
  build: BruteBuild;
}

/** The best allowed build among `builds` that `keep` accepts and that spends at most the budget (ties: the cheaper). */
export function bruteBestWhere(
  builds: readonly BruteBuild[],
  req: PlanRequest,
  owned: readonly string[],
  keep: (b: BruteBuild) => boolean,
): BruteChoice | null {
  let best: BruteChoice | null = null;
  for (const b of builds) {
    if (!keep(b)) continue;
    const spent = spentOn(b, owned);
    if (spent > req.budgetCents || !allowed(b, req)) continue;
    const score = bruteScore(b, req);
    if (!best || score > best.score + 1e-9 || (score > best.score - 1e-9 && spent < best.spent))
      best = { score, spent, build: b };
  }
  return best;
}

/** The cheapest allowed build holding the locks, whatever the budget. */
export function bruteCheapestWhere(
  builds: readonly BruteBuild[],
  req: PlanRequest,
  owned: readonly string[],
  keep: (b: BruteBuild) => boolean,
): number | null {
  let min: number | null = null;
  for (const b of builds) {
    if (!keep(b) || !allowed(b, req)) continue;
    const spent = spentOn(b, owned);
    if (min === null || spent < min) min = spent;
  }
  return min;
}
