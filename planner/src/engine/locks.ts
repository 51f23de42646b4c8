// Planning around parts the user chose or owns ("lock and complete", "find a better part",
// "upgrade what you own"; issue 30 items 3 and 4, docs/planner.md "Locks, completion and upgrades").
//
// The search is the generator's own (search.ts), run on a small index made for the request:
//   - a locked slot holds only its locked part(s);
//   - every other slot holds the parts the catalog's index kept (dominated parts stay out, which is
//     exact: a dominated part is beaten, in any build, by the part that dominates it); but the types
//     whose pruning was judged against another type's kept parts (coolers, PSUs, boards and cards
//     against the kept cases; processors against the kept boards and coolers) take every plannable
//     part when a locked part of that other type is one the index dropped;
//   - an owned part costs the build $0: its index item's price is 0 (its priceCents stays the list
//     price, which the balance rule's card-to-processor price ratio reads);
//   - several locked memory kits are planned as one kit (their modules and capacity added up, the
//     slowest speed), and locked drives are the build's storage, exactly those drives.
// The small index is built once per lock set and resolution and kept (LOCK_INDEXES_KEPT per
// catalog index). Upgrade advice adds the owned parts, free, to every slot's choices instead of
// locking them: the best build within the money then keeps what is worth keeping.
// Nothing here reads a clock or a random source.
import {
  checkCompatibility,
  cpuSustainedWatts,
  dollarsSentence,
  sumCents,
  wholeDollarsSentence,
  ZERO_CENTS,
  type BuildSelection,
  type Cents,
  type CompatPart,
  type PartType,
  type Resolution,
} from '@rigforge/common';
import { buildProblems, partsOf } from './build';
import type { PlannerIndex } from './index-types';
import { GENERATOR_MAX_PAIRS, toBuild, type PlanDiagnostics } from './plan';
import { buildPlannerIndex } from './planner-index';
import { explainBuild, feedShareOf } from './reasons';
import {
  boardFitsCpu,
  boardSizeFitsBudget,
  caseFitsHeat,
  caseHoldsDrives,
  caseStarvesCard,
  cardSuitsUse,
  coolerFitsCase,
  coolerFitsCpu,
  drivesFitBudget,
  gpuFits,
  psuFitsCase,
  drivesSuitUse,
  gamingBalanced,
  isHotBuild,
  linkStarvesCard,
  memoryFitsBudget,
  MIN_MEMORY_MODULES,
  psuHasNative16Pin,
  psuQualityOk,
  psuTierLevel,
  psuTierOf,
} from './rules';
import { cpuFeatures, cpuFeedAt, driveFeatures, gpuFeatures, gpuIndexAt, scoreBuild } from './score';
import { SCORE_EPSILON, searchBest, searchCheapest, searchContext } from './search';

import type { PickedPart, PlanRequest, PlannedBuild, PlannerCatalog, PlannerPart } from './types';

/** A part the user locked into the build; owned parts cost the build $0. */
export interface LockedPart {
  part: PlannerPart;
  owned: boolean;
}

export interface LockPlanRequest extends PlanRequest {
  /** The money to spend, in cents (owned parts count $0). */
  budgetCents: Cents;
  locked: readonly LockedPart[];
}

/** The most drives that may be locked. */
export const MAX_LOCKED_DRIVES = 8;
/** The most memory kits that may be locked (a board has at most 8 slots; kits have 2 or more modules). */
export const MAX_LOCKED_KITS = 4;
/** The least gain in score an upgrade must bring to be advised (1%: below it, nothing improves). */
export const MIN_UPGRADE_GAIN = 0.01;
/** Small indexes kept per catalog index (one per lock set, resolution and mode). */
export const LOCK_INDEXES_KEPT = 64;

/** A build around locked parts: what it costs (owned parts $0) and each part's sentence. */
export interface LockedBuild {
  build: PlannedBuild;
  picks: PickedPart[];
  /** The money the build spends: its list price less the owned parts'. */
  spentCents: Cents;
}

export type LockRefusal =
  | { status: 'too-many'; message: string }
  | { status: 'conflict'; rule: string; message: string }
  | { status: 'locks-over-budget'; lockedCents: Cents; message: string }
  | { status: 'no-completion'; cheapest: LockedBuild | null; message: string };

export type LockResult = ({ status: 'ok' } & LockedBuild) | LockRefusal;

const SINGLE_TYPES: readonly PartType[] = ['CPU', 'Motherboard', 'GPU', 'PSU', 'Case', 'Cooler'];

/** '$1,840' for whole dollars, '$1,839.99' otherwise (the planner's sentences). */
export function moneyText(amount: number): string {
  return amount % 100 === 0 ? wholeDollarsSentence(amount as Cents) : dollarsSentence(amount as Cents);
}

/** TOO_MANY_PARTS: a second CPU, board, card, PSU, case or cooler, more than 8 drives or 4 kits. */
export function tooManyParts(locked: readonly LockedPart[]): string | null {
  for (const t of SINGLE_TYPES) {
    const n = locked.filter((l) => l.part.type === t).length;
    if (n > 1) return `A build has one ${t === 'Motherboard' ? 'motherboard' : t}; ${n} were locked.`;
  }
  const drives = locked.filter((l) => l.part.type === 'Storage').length;
  if (drives > MAX_LOCKED_DRIVES) return `At most ${MAX_LOCKED_DRIVES} drives may be locked; ${drives} were.`;
  const kits = locked.filter((l) => l.part.type === 'RAM').length;
  if (kits > MAX_LOCKED_KITS) return `At most ${MAX_LOCKED_KITS} memory kits may be locked; ${kits} were.`;
  return null;
}

/** The parts as the compatibility engine takes them (any slot may be missing). */
function selectionOfParts(parts: readonly PlannerPart[]): BuildSelection {
  const sel: BuildSelection = {};
  const put = (key: keyof BuildSelection, v: unknown) => ((sel as Record<string, unknown>)[key] = v);
  for (const p of parts) {
    if (p.type === 'RAM') put('ram', [...(sel.ram ?? []), p as CompatPart<'RAM'>]);
    else if (p.type === 'Storage') put('storage', [...(sel.storage ?? []), p as CompatPart<'Storage'>]);
    else
      put(
        ({ CPU: 'cpu', Motherboard: 'motherboard', GPU: 'gpu', PSU: 'psu', Case: 'case', Cooler: 'cooler' } as const)[
          p.type
        ],
        p,
      );
  }
  return sel;
}

/** One kit standing for several locked kits: modules and capacity added up, the slowest speed. */
function mergedKit(kits: readonly PlannerPart<'RAM'>[]): PlannerPart<'RAM'> {
  if (kits.length === 1) return kits[0];
  const first = kits[0];
  return {
    ...first,
    id: `locked-ram:${kits.map((k) => k.id).join('+')}`,
    slug: first.slug,
    name: kits.map((k) => k.name).join(' + '),
    priceCents: sumCents(kits.map((k) => k.priceCents)),
    specs: {
      ...first.specs,
      speed: Math.min(...kits.map((k) => k.specs.speed)),
      modules: kits.reduce((s, k) => s + k.specs.modules, 0),
      moduleSize: Math.min(...kits.map((k) => k.specs.moduleSize)),
      capacity: kits.reduce((s, k) => s + k.specs.capacity, 0),
      ...(kits.every((k) => (k.specs as { ecc?: unknown }).ecc === true) ? { ecc: true } : { ecc: false }),
    } as PlannerPart<'RAM'>['specs'],
  };
}

/**
 * The planner's own rules (rules.ts, build.ts) that the locked parts break among themselves, each
 * with its name: a locked part that breaks one can never be in a planned build.
 */
export function lockedRuleProblems(
  locked: readonly PlannerPart[],
  req: PlanRequest,
): { rule: string; message: string }[] {
  const out: { rule: string; message: string }[] = [];
  const one = <T extends PartType>(t: T) => locked.find((p) => p.type === t) as PlannerPart<T> | undefined;
  const cpu = one('CPU');
  const board = one('Motherboard');
  const gpu = one('GPU');
  const psu = one('PSU');
  const kase = one('Case');
  const cooler = one('Cooler');
  const kits = locked.filter((p): p is PlannerPart<'RAM'> => p.type === 'RAM');
  const drives = locked.filter((p): p is PlannerPart<'Storage'> => p.type === 'Storage');
  const budget = moneyText(req.budgetCents);
  const add = (rule: string, message: string) => out.push({ rule, message });
  if (cpu && board && !boardFitsCpu(board, cpu))
    add(
      'Platform fit',
      `The ${board.name} is not a board the planner puts the ${cpu.name} on (socket, memory, BIOS out of the box, chipset for its power and link).`,
    );
  if (cpu && cooler && !coolerFitsCpu(cooler, cpu))
    add(
      'A real cooler',
      `The ${cooler.name} does not mount on, or cannot hold, the ${cpu.name} (or is no upgrade over its boxed cooler).`,
    );
  if (gpu && !cardSuitsUse(gpu.specs.vram, req.useCases))
    add(
      'Enough video memory',
      `The ${gpu.name} has ${gpu.specs.vram} GB of video memory; ${req.useCases.join(' and ')} ${req.useCases.length === 1 ? 'asks' : 'ask'} for 8 GB or more.`,
    );
  if (cpu && gpu && linkStarvesCard(cpu.specs, gpu.specs))
    add('PCIe link', `The ${cpu.name}'s graphics link starves the ${gpu.name}.`);
  if (cpu && gpu && req.useCases.includes('gaming')) {
    const g = gpuFeatures(gpu);
    const feed = cpuFeedAt(cpuFeatures(cpu), req.resolution);
    const gIndex = gpuIndexAt(g, req.resolution);
    const figures = (f: Partial<Parameters<typeof gamingBalanced>[0]>) =>
      gamingBalanced(
        {
          cores: cpu.specs.cores,
          cpuPrice: cpu.priceCents,
          feed,
          gpuPrice: gpu.priceCents,
          gpuIndex: gIndex,
          gpu1080: g.g1080,
          ...f,
        },
        req.budgetCents,
      );
    if (!figures({}))
      add(
        'Balance (gaming)',
        !figures({ cores: Infinity, feed: Infinity, gpuIndex: 0 })
          ? `The ${gpu.name} costs more than 6 × the ${cpu.name}'s price: from a $1,000 budget the planner does not pair them.`
          : !figures({ cores: Infinity })
            ? `The ${cpu.name} feeds about ${Math.round(feedShareOf(cpu, gpu, req.resolution) * 100)}% of the ${gpu.name}'s ${req.resolution} speed by our balance estimate: the planner wants 85% or more.`
            : `The ${gpu.name} is a mid-range card or faster and the ${cpu.name} has ${cpu.specs.cores} cores: the planner pairs it with 6 or more.`,
      );
  }
  if (gpu && psu && gpu.specs.power16Pin === true && !psuHasNative16Pin(psu.specs))
    add('Power supply quality', `The ${gpu.name} wants a native 16-pin cable the ${psu.name} lacks.`);
  const tier = psu ? psuTierOf(psu) : null;
  if (psu && tier && !psuQualityOk(psuTierLevel(tier), psu.specs.wattage))
    add(
      'Power supply quality',
      `The ${psu.name} is tier ${tier} on SPL's PSU Tier List, below the planner's floor for ${psu.specs.wattage} W.`,
    );
  if (gpu && kase && caseStarvesCard(kase.specs, gpu.specs.tdp))
    add(
      'Airflow for big cards',
      `The ${gpu.name} draws ${gpu.specs.tdp} W; the ${kase.name} has too few intake fans behind a solid front.`,
    );
  if (
    cpu &&
    gpu &&
    kase &&
    !caseFitsHeat(kase.specs, isHotBuild(cpuSustainedWatts(cpu.specs), gpu.specs.tdp), gpu.specs.length)
  )
    add(
      'Case thermals',
      `The ${cpu.name} and the ${gpu.name} draw more than 450 W together: the ${kase.name} is too small or breathes too poorly for them.`,
    );
  if (kase && !kase.specs.supportedFormFactors.some((ff) => boardSizeFitsBudget(ff, req.budgetCents)))
    add(
      'Proportion by budget',
      `The ${kase.name} takes no board a ${budget} build gets (an ATX board and tower from $1,500).`,
    );
  if (board && !boardSizeFitsBudget(board.specs.formFactor, req.budgetCents))
    add(
      'Proportion by budget',
      `A ${board.specs.formFactor} board is below what a ${budget} build gets (ATX from $1,500).`,
    );
  const takes: string[] = board ? [board.specs.memoryType] : cpu ? [...cpu.specs.memoryTypes] : [];
  if (!kits.length && takes.length && !takes.some((t) => memoryFitsBudget(t, Infinity, req.budgetCents)))
    add(
      'Proportion by budget',
      `The ${(board ?? cpu)!.name} takes ${takes.join(' or ')} memory only: a ${budget} build gets DDR5 (from $1,200).`,
    );
  if (kits.length) {
    const kit = mergedKit(kits);
    if (kits.length === 1 && kit.specs.modules < MIN_MEMORY_MODULES)
      add(
        'Memory in pairs',
        `The ${kit.name} is one module: the planner plans memory in pairs (one module halves the bandwidth).`,
      );
    if (!memoryFitsBudget(kit.specs.memoryType, kit.specs.capacity, req.budgetCents))
      add(
        'Proportion by budget',
        `${kit.specs.capacity} GB of ${kit.specs.memoryType} is below what a ${budget} build gets (32 GB from $1,000, DDR5 from $1,200).`,
      );
  }
  if (drives.length) {
    const feats = drives.map(driveFeatures);
    if (!drives.some((d) => d.specs.storageType !== 'HDD'))
      add('Storage', 'The locked drives are all hard drives: a build boots from an SSD.');
    if (!drivesFitBudget(feats, req.budgetCents))
      add(
        'Proportion by budget',
        `The locked drives (${drives.map((d) => d.name).join(', ')}) are below what a ${budget} build gets (500 GB of SSD, 1 TB from $700, 2 TB from $2,000; a second drive of 1 TB SSD or 4 TB hard drive).`,
      );
    if (!drivesSuitUse(feats, req.useCases))
      add(
        'A NAS mirrors its files',
        'A home server keeps its files on a mirrored pair of one hard drive or on its SSD, never on one hard drive.',
      );
    const hdds = feats.filter((d) => d.hdd).length;
    if (kase && !caseHoldsDrives(kase.specs, hdds))
      add(
        'Drives fit the case',
        `The ${kase.name} has ${kase.specs.driveBays35 ?? 'no known'} 3.5" bays for ${hdds} hard drives.`,
      );
  }
  return out;
}

/** The failing or warning compatibility checks among the locked parts (a planned build passes every check with no warning). */
function lockedCheckProblems(locked: readonly PlannerPart[]): { rule: string; message: string }[] {
  const report = checkCompatibility(selectionOfParts(locked));
  // Without a locked card the completion may add one: the display output check waits for it.
  const hasGpu = locked.some((p) => p.type === 'GPU');
  return report.checks
    .filter((c) => c.status !== 'pass' && (hasGpu || c.id !== 'graphics-output'))
    .map((c) => ({ rule: c.label, message: c.message }));
}

// --- The small index per lock set -----------------------------------------------------------------

interface KeptSets {
  /** Ids of the parts the catalog's index kept, per type (GPUs per resolution). */
  ids: Record<PartType, Set<string>>;
  gpuIds: Record<Resolution, Set<string>>;
  parts: Omit<PlannerCatalog, 'GPU'>;
  gpus: Record<Resolution, PlannerPart<'GPU'>[]>;
  indexes: Map<string, PlannerIndex>;
}

const keptOf = new WeakMap<PlannerIndex, KeptSets>();

function keptSets(index: PlannerIndex): KeptSets {
  let k = keptOf.get(index);
  if (k) return k;
  const parts = {
    CPU: index.cpus.map((c) => c.part),
    Motherboard: index.boards.map((b) => b.part),
    RAM: index.rams.map((r) => r.part),
    Storage: index.drives.map((d) => d.part),
    PSU: index.psus.map((p) => p.part),
    Case: index.cases.map((c) => c.part),
    Cooler: index.coolers.map((c) => c.part),
  };
  const gpus = {
    '1080p': index.gpus['1080p'].map((g) => g.part),
    '1440p': index.gpus['1440p'].map((g) => g.part),
    '4K': index.gpus['4K'].map((g) => g.part),
  };
  const ids = Object.fromEntries(Object.entries(parts).map(([t, ps]) => [t, new Set(ps.map((p) => p.id))])) as Record<
    PartType,
    Set<string>
  >;
  ids.GPU = new Set(Object.values(gpus).flatMap((ps) => ps.map((p) => p.id)));
  const gpuIds = {
    '1080p': new Set(gpus['1080p'].map((p) => p.id)),
    '1440p': new Set(gpus['1440p'].map((p) => p.id)),
    '4K': new Set(gpus['4K'].map((p) => p.id)),
  };
  k = { ids, gpuIds, parts, gpus, indexes: new Map() };
  keptOf.set(index, k);
  return k;
}

/**
 * The small index for a lock set: 'lock' puts only the locked parts in their slots; 'options'
 * (upgrade advice) adds them, free, to the kept parts of their slots.
 */
function lockIndex(
  index: PlannerIndex,
  resolution: Resolution,
  locked: readonly LockedPart[],
  mode: 'lock' | 'options',
  noCard = false,
): { index: PlannerIndex; ram: PlannerPart<'RAM'> | null } {
  const kept = keptSets(index);
  const key = `${mode}${noCard ? '-' : ''}|${resolution}|${locked
    .map((l) => `${l.part.id}${l.owned ? '*' : ''}`)
    .sort()
    .join(',')}`;
  const lockedOf = (t: PartType) => locked.filter((l) => l.part.type === t);
  const kits = lockedOf('RAM').map((l) => l.part as PlannerPart<'RAM'>);
  const ram = kits.length ? mergedKit(kits) : null;
  const hit = kept.indexes.get(key);
  if (hit) {
    kept.indexes.delete(key);
    kept.indexes.set(key, hit);
    return { index: hit, ram };
  }
  const notKept = (t: PartType) =>
    lockedOf(t).some((l) => !(t === 'GPU' ? kept.gpuIds[resolution] : kept.ids[t]).has(l.part.id));
  // Pruning judged coolers, PSUs, boards and cards by the kept cases, and processors by the kept
  // boards and coolers: a locked part the index dropped brings back every part judged by it.
  const caseDropped = notKept('Case');
  const cpuJudgesDropped = notKept('Motherboard') || notKept('Cooler');
  const fullFor: Partial<Record<PartType, boolean>> = {
    Cooler: caseDropped,
    PSU: caseDropped,
    Motherboard: caseDropped,
    GPU: caseDropped,
    CPU: cpuJudgesDropped,
  };
  const costs = new Map<string, number>();
  const changed = new Set<PartType>();
  for (const l of locked) changed.add(l.part.type);
  for (const [t, full] of Object.entries(fullFor)) if (full) changed.add(t as PartType);
  const fits =
    mode === 'lock'
      ? lockFilters(
          locked.map((l) => l.part),
          rebuilt(changed),
        )
      : {};
  const slot = <T extends PartType>(t: T): PlannerPart<T>[] => {
    const mine = lockedOf(t).map((l) => l.part as PlannerPart<T>);
    if (mode === 'lock' && mine.length) return mine;
    if (noCard && t === 'GPU') return [];
    const base = (
      fullFor[t] ? index.all[t] : t === 'GPU' ? kept.gpus[resolution] : kept.parts[t as Exclude<PartType, 'GPU'>]
    ) as PlannerPart<T>[];
    const fit = fits[t] as ((p: PlannerPart<T>) => boolean) | undefined;
    if (fit) changed.add(t);
    const ids = new Set(mine.map((p) => p.id));
    return [...mine, ...base.filter((p) => !ids.has(p.id) && (!fit || fit(p)))];
  };
  const repeatCosts = new Map<string, number>();
  for (const l of locked) {
    if (!l.owned) continue;
    // A drive owned twice makes a free mirror; owned once, its second copy is bought.
    if (costs.get(l.part.id) === 0) repeatCosts.set(l.part.id, 0);
    costs.set(l.part.id, 0);
  }
  const otherKits = kept.parts.RAM.filter((p) => !kits.some((k) => k.id === p.id));
  const catalog = {
    CPU: slot('CPU'),
    Motherboard: slot('Motherboard'),
    GPU: slot('GPU'),
    PSU: slot('PSU'),
    Case: slot('Case'),
    Cooler: slot('Cooler'),
    RAM: ram ? (mode === 'lock' ? [ram] : [ram, ...otherKits]) : slot('RAM'),
    Storage: mode === 'lock' && lockedOf('Storage').length ? [] : slot('Storage'),
  } as PlannerCatalog;
  if (ram && kits.length > 1) {
    const owned = locked.filter((l) => l.part.type === 'RAM' && l.owned).map((l) => l.part.priceCents);
    costs.set(ram.id, ram.priceCents - sumCents(owned));
  }
  const fixed =
    mode === 'lock' && lockedOf('Storage').length
      ? lockedOf('Storage').map((l) => l.part as PlannerPart<'Storage'>)
      : null;
  const small = buildPlannerIndex(catalog, {
    plannable: index.all,
    costs,
    repeatCosts,
    fixedStorage: fixed,
    reuse: {
      base: index,
      changed,
      resolution,
      // Owned drives join the kept ones: the drive sets are extended, not rebuilt.
      addedDrives:
        mode === 'options' && !fullFor.Storage
          ? lockedOf('Storage').map((l) => l.part as PlannerPart<'Storage'>)
          : undefined,
    },
  });
  kept.indexes.set(key, small);
  if (kept.indexes.size > LOCK_INDEXES_KEPT) kept.indexes.delete(kept.indexes.keys().next().value as string);
  return { index: small, ram };
}

/** The stages buildPlannerIndex rebuilds when these part types change (planner-index.ts). */
function rebuilt(changed: ReadonlySet<PartType>): Set<PartType> {
  const out = new Set(changed);
  if (out.has('Case')) for (const t of ['Cooler', 'PSU', 'Motherboard', 'GPU', 'CPU'] as const) out.add(t);
  if (out.has('CPU')) for (const t of ['Cooler', 'Motherboard'] as const) out.add(t);
  if (out.has('Motherboard') || out.has('Cooler')) out.add('CPU');
  return out;
}

type Fits = { [T in PartType]?: (p: PlannerPart<T>) => boolean };

/**
 * Tests that drop the parts that cannot sit beside the locked ones (the planner's own pairwise
 * rules), for the slots whose index stages are rebuilt anyway: smaller lists, the same answer.
 */
function lockFilters(locked: readonly PlannerPart[], rebuiltTypes: ReadonlySet<PartType>): Fits {
  const one = <T extends PartType>(t: T) => locked.find((p) => p.type === t) as PlannerPart<T> | undefined;
  const cpu = one('CPU');
  const board = one('Motherboard');
  const kase = one('Case');
  const cooler = one('Cooler');
  const fits: Fits = {};
  const put = <T extends PartType>(t: T, f: (p: PlannerPart<T>) => boolean) => {
    if (rebuiltTypes.has(t)) (fits as Record<string, unknown>)[t] = f;
  };
  if (cpu || kase) {
    put(
      'Motherboard',
      (b) => (!cpu || boardFitsCpu(b, cpu)) && (!kase || kase.specs.supportedFormFactors.includes(b.specs.formFactor)),
    );
    put('Cooler', (o) => (!cpu || coolerFitsCpu(o, cpu)) && (!kase || coolerFitsCase(o.specs, kase.specs)));
  }
  if (kase) {
    put('PSU', (p) => psuFitsCase(p.specs.formFactor, kase.specs));
    put('GPU', (g) => gpuFits(g.specs.length, kase.specs.maxGpuLength));
  }
  if (board || cooler) put('CPU', (c) => (!board || boardFitsCpu(board, c)) && (!cooler || coolerFitsCpu(cooler, c)));
  return fits;
}

// --- Completion -------------------------------------------------------------------------------------

/** The build with the locked kits in place of the kit that stood for them, and each part's sentence. */
function finish(
  small: PlannerIndex,
  req: LockPlanRequest,
  build: PlannedBuild,
  ram: PlannerPart<'RAM'> | null,
): LockedBuild {
  const locked = new Map(req.locked.map((l) => [l.part.id, l]));
  const kits = req.locked.filter((l) => l.part.type === 'RAM').map((l) => l.part);
  const merged = ram !== null && kits.length > 1 && build.ram.id === ram.id;
  const picks: PickedPart[] = [];
  for (const p of explainBuild(small, req, build)) {
    if (merged && p.part.id === ram.id) {
      for (const k of kits) picks.push({ part: k, reason: lockedReason(locked.get(k.id)!) });
      continue;
    }
    const l = locked.get(p.part.id);
    picks.push(l ? { part: p.part, reason: lockedReason(l) } : p);
  }
  // Each owned entry takes its price off once (a part locked twice, once owned, is paid for once).
  const left = req.locked.filter((l) => l.owned).map((l) => l.part.id);
  const spentCents = sumCents(
    picks.map((p) => {
      const i = left.indexOf(p.part.id);
      if (i < 0) return p.part.priceCents;
      left.splice(i, 1);
      return 0;
    }),
  );
  return { build, picks, spentCents };
}

export function lockedReason(l: LockedPart): string {
  return l.owned
    ? 'Yours: you own it, so it costs the build nothing; the other parts are chosen to suit it.'
    : 'Locked: your choice; the other parts are chosen to suit it.';
}

export interface LockOptions {
  /** Solve every CPU/GPU pair the bound lets through (the exact reference), not at most GENERATOR_MAX_PAIRS. */
  exact?: boolean;
  /** Search details of the completion, for the benchmark. */
  diagnostics?: PlanDiagnostics;
  /** No card unless one is locked (betterForSlot: a build without a card stays without one). */
  noCard?: boolean;
}

/**
 * The best build that holds every locked part and spends at most the budget (owned parts $0), by
 * the generator's score and rules; or why there is none.
 */
export function planWithLocks(index: PlannerIndex, req: LockPlanRequest, options: LockOptions = {}): LockResult {
  const many = tooManyParts(req.locked);
  if (many) return { status: 'too-many', message: many };
  const lockedCents = sumCents(req.locked.filter((l) => !l.owned).map((l) => l.part.priceCents));
  const parts = req.locked.map((l) => l.part);
  const conflicts = [...lockedCheckProblems(parts), ...lockedRuleProblems(parts, req)];
  if (conflicts.length)
    return { status: 'conflict', rule: conflicts[0].rule, message: `${conflicts[0].rule}: ${conflicts[0].message}` };
  if (lockedCents > req.budgetCents)
    return {
      status: 'locks-over-budget',
      lockedCents,
      message: `Your locked parts cost ${moneyText(lockedCents)}, over the ${moneyText(req.budgetCents)} budget`,
    };
  const { index: small, ram } = lockIndex(index, req.resolution, req.locked, 'lock', options.noCard === true);
  return solve(small, req, ram, options, {
    storage: req.locked.some((l) => l.part.type === 'Storage'),
    card: req.locked.some((l) => l.part.type === 'GPU'),
  });
}

function solve(
  small: PlannerIndex,
  req: LockPlanRequest,
  ram: PlannerPart<'RAM'> | null,
  options: LockOptions,
  locks: { storage: boolean; card: boolean },
): LockResult {
  const plan: PlanRequest = { budgetCents: req.budgetCents, useCases: req.useCases, resolution: req.resolution };
  const ctx = searchContext(small, plan);
  // A locked card is in the build: integrated graphics do not stand in for it.
  if (locks.card) ctx.needsCard = true;
  const { best, stats } = searchBest(ctx, options.exact ? Infinity : GENERATOR_MAX_PAIRS);
  if (options.diagnostics) options.diagnostics.stats = stats;
  if (best) {
    const build = toBuild(small, plan, best);
    const done = finish(small, req, build, ram);
    const problems = buildProblems(build, plan, { spentCents: done.spentCents, lockedStorage: locks.storage });
    if (problems.length) throw new Error(`planner built an invalid build around locks: ${problems.join('; ')}`);
    return { status: 'ok', ...done };
  }
  const cheapest = searchCheapest(ctx);
  if (!cheapest) {
    const names = req.locked.map((l) => `the ${l.part.name}`);
    return {
      status: 'conflict',
      rule: 'No compatible build',
      message: `No compatible build can be made around ${names.join(', ')}: the catalog has no parts that fit with them.`,
    };
  }
  const done = finish(small, req, toBuild(small, plan, cheapest), ram);
  return {
    status: 'no-completion',
    cheapest: done,
    message: `No compatible build around your locked parts fits ${moneyText(req.budgetCents)}. The cheapest one we can make costs ${moneyText(done.spentCents)}.`,
  };
}

// --- A better part for one slot ------------------------------------------------------------------

export type BetterPartOutcome =
  | { status: 'ok'; current: LockedBuild; better: LockedBuild | null; parts: PlannerPart[]; extraCents: Cents }
  | LockRefusal;

/**
 * For one slot of a complete build: the best part(s) for it with every other part locked, within
 * the budget, when they score higher than the build's own; `better` null when nothing better fits.
 */
export function betterForSlot(
  index: PlannerIndex,
  req: LockPlanRequest,
  slot: PartType,
  options: LockOptions = {},
): BetterPartOutcome {
  const many = tooManyParts(req.locked);
  if (many) return { status: 'too-many', message: many };
  // The build as it is: every part locked.
  const noCard = !req.locked.some((l) => l.part.type === 'GPU');
  const current = planWithLocks(index, req, { ...options, noCard });
  if (current.status !== 'ok') return current.status === 'no-completion' ? { ...current, cheapest: null } : current;
  const others = req.locked.filter((l) => l.part.type !== slot);
  const result = planWithLocks(index, { ...req, locked: others }, { ...options, noCard: noCard && slot !== 'GPU' });
  if (result.status === 'conflict' || result.status === 'too-many') return result;
  const betterBuild =
    result.status === 'ok' &&
    result.build.score > current.build.score + SCORE_EPSILON * Math.max(1, Math.abs(current.build.score))
      ? result
      : null;
  const parts = betterBuild ? betterBuild.picks.map((p) => p.part).filter((p) => p.type === slot) : [];
  const extraCents = (betterBuild ? betterBuild.spentCents - current.spentCents : 0) as Cents;
  return { status: 'ok', current, better: betterBuild, parts, extraCents };
}

// --- Upgrade advice ----------------------------------------------------------------------------------

export interface UpgradeOutcome {
  status: 'ok';
  /** The best build keeping every owned part (null: none within the money, or the owned parts break a rule). */
  baseline: LockedBuild | null;
  /** The best build the money buys, owned parts free; null when nothing beats the baseline. */
  upgraded: LockedBuild | null;
  /** upgraded.score / baseline.score − 1, when both exist. */
  gain: number | null;
}

/**
 * What to replace: the best build within the money where every owned part may stay for $0 or be
 * replaced, against the best build that keeps every owned part.
 */
export function upgradePlan(
  index: PlannerIndex,
  req: LockPlanRequest,
  options: LockOptions = {},
): UpgradeOutcome | LockRefusal {
  const many = tooManyParts(req.locked);
  if (many) return { status: 'too-many', message: many };
  const owned = req.locked.map((l) => ({ part: l.part, owned: true }));
  const own: LockPlanRequest = { ...req, locked: owned };
  // A whole build owned is its own baseline, as it is (when it keeps every rule); a partial one's
  // is the best completion that keeps every owned part.
  const asIs = ownedBuild(own);
  const kept = asIs ? null : planWithLocks(index, own, options);
  const baseline = asIs ?? (kept?.status === 'ok' ? kept : null);
  const { index: small, ram } = lockIndex(index, req.resolution, owned, 'options');
  const result = solve(small, own, ram, options, { storage: false, card: false });
  if (result.status !== 'ok') {
    if (baseline) return { status: 'ok', baseline, upgraded: null, gain: null };
    return result;
  }
  // What the owned parts score now: the best build keeping them all, or, when that breaks a
  // planner rule but the owned parts are a whole build, that build as it is.
  const now = baseline ? baseline.build.score : ownedScore(req);
  const better = now === null || result.build.score >= now * (1 + MIN_UPGRADE_GAIN);
  if (!better) {
    // A partial build: the best completion that keeps every owned part is the advice.
    if (baseline && baseline.spentCents > 0) return { status: 'ok', baseline, upgraded: baseline, gain: null };
    return { status: 'ok', baseline, upgraded: null, gain: 0 };
  }
  return {
    status: 'ok',
    baseline,
    upgraded: result,
    gain: now !== null && now > 0 ? result.build.score / now - 1 : null,
  };
}

/** The owned parts as they are, when they are a whole build (every slot but the card) that keeps every rule. */
function ownedBuild(req: LockPlanRequest): LockedBuild | null {
  const of = <T extends PartType>(t: T) =>
    req.locked.filter((l) => l.part.type === t).map((l) => l.part as PlannerPart<T>);
  const [cpu] = of('CPU');
  const [motherboard] = of('Motherboard');
  const [psu] = of('PSU');
  const [kase] = of('Case');
  const [cooler] = of('Cooler');
  const kits = of('RAM');
  const storage = of('Storage');
  if (!cpu || !motherboard || !psu || !kase || !cooler || !kits.length || !storage.length) return null;
  const parts = { cpu, motherboard, ram: mergedKit(kits), gpu: of('GPU')[0] ?? null, storage, psu, case: kase, cooler };
  const build: PlannedBuild = {
    ...parts,
    totalCents: sumCents(partsOf(parts).map((p) => p.priceCents)),
    score: scoreBuild(parts, req.useCases, req.resolution),
  };
  if (buildProblems(build, req, { spentCents: 0, lockedStorage: true }).length) return null;
  const list = partsOf({ ...parts, ram: kits[0] });
  list.splice(list.indexOf(kits[0]) + 1, 0, ...kits.slice(1));
  const picks = list.map((part) => ({
    part,
    reason: lockedReason({ part, owned: true }),
  }));
  return { build, picks, spentCents: ZERO_CENTS };
}

/** The score of the owned parts as a build, when they are one (every slot but the card), else null. */
function ownedScore(req: LockPlanRequest): number | null {
  const of = <T extends PartType>(t: T) =>
    req.locked.filter((l) => l.part.type === t).map((l) => l.part as PlannerPart<T>);
  const [cpu] = of('CPU');
  const [psu] = of('PSU');
  const [cooler] = of('Cooler');
  const kits = of('RAM');
  const storage = of('Storage');
  if (!cpu || !psu || !cooler || !kits.length || !storage.length || !of('Motherboard').length || !of('Case').length)
    return null;
  return scoreBuild(
    { cpu, gpu: of('GPU')[0] ?? null, ram: mergedKit(kits), storage, psu, cooler },
    req.useCases,
    req.resolution,
  );
}
