// A brute-force reference for small catalogs: every combination of parts, each checked with the
// compatibility rules of @rigforge/common themselves (not the planner's mirrors of them), scored
// with score.ts. Slow, simple, obviously right; the tests hold planBuildExact to it.
import {
  biosSupportRule,
  caseFormFactorRule,
  checkCompatibility,
  allChecksPass,
  coolerCapacityRule,
  coolerCapacityWatts,
  coolerClearanceRule,
  coolerSocketRule,
  cpuSocketRule,
  gpuLengthRule,
  graphicsOutputRule,
  m2SlotsRule,
  memoryCapacityRule,
  memorySlotsRule,
  memoryTypeRule,
  psuFormFactorRule,
  psuWattageRule,
  sataPortsRule,
  type BuildSelection,
  type CompatibilityCheck,
  cents,
  cpuSustainedWatts,
} from '@rigforge/common';
import {
  coolerNoiseOf,
  coolerValue,
  cpuFeatures,
  cpuGpuValue,
  driveFeatures,
  gpuFeatures,
  memoryFeatures,
  memoryValue,
  psuValue,
  requestWeights,
  scoreFeatures,
  storageValue,
  type BuildFeatures,
} from '../score';
import { balanceOk, caseOk, memoryOk, requestRuleProblems } from '../build';
import { boardSlowsLink, isEntryIntelBoard, isUnlockedIntel, needsCard, weakBoardForCpu } from '../rules';
import type { PlanRequest, PlannedBuild, PlannerCatalog, PlannerPart } from '../types';

type Rule = (sel: BuildSelection) => CompatibilityCheck | null;

const passes = (sel: BuildSelection, rules: Rule[]): boolean =>
  rules.every((rule) => {
    const c = rule(sel);
    return c === null || c.status === 'pass';
  });

export type BruteBuild = Omit<PlannedBuild, 'score'> & { features: BuildFeatures; storageKey: number };

/** Every build of the catalog that passes every check and the planner's own rules (any budget). */
export function allBuilds(catalog: PlannerCatalog): BruteBuild[] {
  const drives = catalog.Storage;
  const sets: PlannerPart<'Storage'>[][] = [];
  for (let i = 0; i < drives.length; i++) {
    sets.push([drives[i]]);
    for (let j = i + 1; j < drives.length; j++) sets.push([drives[i], drives[j]]);
    if (drives[i].specs.storageType === 'HDD')
      for (const ssd of drives) if (ssd.specs.storageType !== 'HDD') sets.push([ssd, drives[i], drives[i]]);
  }
  const storageSets = sets.filter((s) => s.some((d) => d.specs.storageType !== 'HDD'));
  const out: BruteBuild[] = [];
  for (const cpu of catalog.CPU) {
    for (const motherboard of catalog.Motherboard) {
      if (!passes({ cpu, motherboard }, [cpuSocketRule, biosSupportRule])) continue;
      if (isUnlockedIntel(cpu) && isEntryIntelBoard(motherboard)) continue;
      if (boardSlowsLink(motherboard.specs, cpu.specs)) continue;
      if (weakBoardForCpu(motherboard.specs, cpu.specs, cpuSustainedWatts(cpu.specs))) continue;
      for (const ram of catalog.RAM) {
        const withRam = { cpu, motherboard, ram: [ram] };
        if (!passes(withRam, [memoryTypeRule, memorySlotsRule, memoryCapacityRule])) continue;
        for (const gpu of [null, ...catalog.GPU]) {
          if (!passes({ cpu, gpu: gpu ?? undefined }, [graphicsOutputRule])) continue;
          for (const pcCase of catalog.Case) {
            if (!passes({ motherboard, case: pcCase, gpu: gpu ?? undefined }, [caseFormFactorRule, gpuLengthRule]))
              continue;
            if (!caseOk({ cpu, gpu, case: pcCase })) continue;
            for (const cooler of catalog.Cooler) {
              const sel = { cpu, case: pcCase, cooler };
              if (!passes(sel, [coolerSocketRule, coolerClearanceRule, coolerCapacityRule])) continue;
              // A boxed-cooler or 12-core processor gets a real cooler (rules.ts UPGRADE_COOLER_WATTS).
              if ((cpu.specs.includesCooler || cpu.specs.cores >= 12) && coolerCapacityWatts(cooler.specs) < 120)
                continue;
              for (const storage of storageSets) {
                if (!passes({ motherboard, storage }, [m2SlotsRule, sataPortsRule])) continue;
                for (const psu of catalog.PSU) {
                  const full: BuildSelection = {
                    cpu,
                    motherboard,
                    ram: [ram],
                    gpu: gpu ?? undefined,
                    storage,
                    psu,
                    case: pcCase,
                    cooler,
                  };
                  if (!passes(full, [psuWattageRule, psuFormFactorRule])) continue;
                  const build = { cpu, motherboard, ram, gpu, storage, psu, case: pcCase, cooler };
                  const totalCents = [cpu, motherboard, ram, gpu, ...storage, psu, pcCase, cooler].reduce(
                    (s, p) => s + (p ? p.priceCents : 0),
                    0,
                  );
                  const features: BuildFeatures = {
                    cpu: cpuFeatures(cpu),
                    gpu: gpu ? gpuFeatures(gpu) : null,
                    ram: memoryFeatures(ram),
                    drives: storage.map(driveFeatures),
                    coolerNoise: coolerNoiseOf(cooler.specs),
                    psuEfficiency: psu.specs.efficiency,
                  };
                  out.push({
                    ...build,
                    totalCents: cents(totalCents),
                    features,
                    storageKey: storageSets.indexOf(storage),
                  });
                }
              }
            }
          }
        }
      }
    }
  }
  return out;
}

export const allowed = (b: BruteBuild, req: PlanRequest): boolean =>
  memoryOk(b, req) &&
  (b.gpu !== null || !needsCard(req.useCases, req.budgetCents)) &&
  (!req.useCases.includes('gaming') || b.gpu === null || balanceOk(b, req)) &&
  requestRuleProblems(b, req).length === 0;

/**
 * The best score any build within the budget reaches, and one such build (the cheapest of them).
 * The score is the sum of its parts (score.ts); each part is computed once per part (or pair) and
 * the sum checked against scoreFeatures for the winner.
 */
export function bruteBest(builds: BruteBuild[], req: PlanRequest): { score: number; build: BruteBuild } | null {
  let best: { score: number; build: BruteBuild } | null = null;
  const w = requestWeights(req.useCases, req.resolution);
  const memo = new Map<unknown, Map<unknown, number>>();
  const cached = (a: unknown, b: unknown, f: () => number): number => {
    let m = memo.get(a);
    if (!m) memo.set(a, (m = new Map()));
    let v = m.get(b);
    if (v === undefined) m.set(b, (v = f()));
    return v;
  };
  for (const b of builds) {
    if (b.totalCents > req.budgetCents || !allowed(b, req)) continue;
    const f = b.features;
    const score =
      cached(b.cpu, b.gpu, () => cpuGpuValue(w, f.cpu, f.gpu)) +
      cached(b.ram, 'ram', () => memoryValue(w, f.ram)) +
      cached('storage', b.storageKey, () => {
        let fastest = 0;
        let ssd = 0;
        let hdd = 0;
        for (const d of f.drives) {
          fastest = Math.max(fastest, d.read);
          // The sets hold two hard drives only as the same drive twice: a mirror, one drive's space.
          if (d.hdd && hdd > 0) continue;
          if (d.hdd) hdd += d.capacity;
          else ssd += d.capacity;
        }
        return storageValue(w, fastest, ssd, hdd);
      }) +
      cached(b.cooler, b.psu, () => coolerValue(w, f.coolerNoise) + psuValue(w, f.psuEfficiency));
    if (!best || score > best.score + 1e-9 || (score > best.score - 1e-9 && b.totalCents < best.build.totalCents))
      best = { score, build: b };
  }
  if (best) {
    const { build } = best;
    if (Math.abs(scoreFeatures(w, build.features) - best.score) > 1e-9) throw new Error('brute force: score parts');
    if (!allChecksPass(checkCompatibility({ ...build, ram: [build.ram], gpu: build.gpu ?? undefined })))
      throw new Error('brute force: the best build fails a check');
  }
  return best;
}

/** The lowest price of any allowed build, or null. */
export function bruteCheapest(builds: BruteBuild[], req: PlanRequest): number | null {
  let min: number | null = null;
  for (const b of builds) if (allowed(b, req) && (min === null || b.totalCents < min)) min = b.totalCents;
  return min;
}
