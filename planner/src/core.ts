// From a catalog index and a checked request to the planner's GraphQL shapes
// (docs/static-deployment.md). The server's PlannerService and the static deployment's in-browser link
// both run it, so both give the same build for the same catalog.
import {
  BUILD_TYPE_USE_CASES,
  buildTypeForUseCases,
  checkCompatibility,
  dollarsText,
  guideTierForBudget,
  buildPurpose,
  buildTierFor,
  retailLinksFor,
  splitBudget,
  toDollars,
  wholeDollarsSentence,
  ZERO_CENTS,
  USE_CASES,
  sumCents,
  type AllocationRequest,
  type Cents,
  type Resolution,
  type UseCaseId,
  type BuildSelection,
  type PartsFromAllocationRequest,
  type UseCaseRequest,
  type CompatPart,
  type PartType,
} from '@rigforge/common';
import {
  betterForSlot,
  budgetUpgrades,
  feedShareOf,
  MIN_BUDGET_SHARE,
  moneyText,
  planBuild,
  planWithLocks,
  tooManyParts,
  upgradePlan,
  lockedReason,
  lockedRuleProblems,
  type LockedBuild,
  type LockedPart,
  type LockPlanRequest,
  type LockRefusal,
  type PlanDiagnostics,
  type PlannerIndex,
} from './engine';
import type { BuildUpgrade as EngineUpgrade } from './engine/upgrades';
import type { PickedPart, PlannerPart, PlanRequest, PlanResult } from './engine/types';

export type { AllocationRequest, PartsFromAllocationRequest, UseCaseRequest };

function recommended(part: PlannerPart | null) {
  return part
    ? { id: part.id, slug: part.slug, name: part.name, category: part.type, priceCents: part.priceCents }
    : null;
}

function toBuildPart({ part, reason }: PickedPart) {
  return {
    id: part.id,
    slug: part.slug,
    name: part.name,
    category: part.type,
    priceCents: part.priceCents,
    reason,
    retailLinks: retailLinksFor(part.name, part.type),
  };
}

function toUpgrade({ part, extraCents, reason }: EngineUpgrade) {
  return {
    id: part.id,
    slug: part.slug,
    name: part.name,
    type: part.type,
    priceCents: part.priceCents,
    extraCents,
    reason,
  };
}

/** Singles are the slots a build has one of; RAM kits and drives may be several. */
const SINGLE_SLOTS: Partial<Record<PartType, keyof BuildSelection>> = {
  CPU: 'cpu',
  Motherboard: 'motherboard',
  GPU: 'gpu',
  PSU: 'psu',
  Case: 'case',
  Cooler: 'cooler',
};

/** Puts parts into the engine's slots; a second CPU, board, GPU, PSU, case or cooler is bad input. */
export function toSelection(
  parts: readonly CompatPart[],
  duplicate: (message: string) => Error = (message) => new Error(message),
): BuildSelection {
  const sel: BuildSelection = {};
  const put = <K extends keyof BuildSelection>(key: K, value: BuildSelection[K]) => {
    sel[key] = value;
  };
  for (const part of parts) {
    if (part.type === 'RAM') put('ram', [...(sel.ram ?? []), part as CompatPart<'RAM'>]);
    else if (part.type === 'Storage') put('storage', [...(sel.storage ?? []), part as CompatPart<'Storage'>]);
    else {
      const slot = SINGLE_SLOTS[part.type];
      if (!slot) continue;
      if (sel[slot]) throw duplicate(`A build has one ${part.type}; more than one was given.`);
      put(slot, part as never);
    }
  }
  return sel;
}

export function report(parts: readonly CompatPart[], unchecked: string[] = [], duplicate?: (message: string) => Error) {
  const r = checkCompatibility(toSelection(parts, duplicate));
  return { ...r, checks: r.checks.map((c) => ({ ...c })), unchecked };
}

/** The plan request of the calculator's allocation: the build type's use cases, the whole budget. */
function allocationPlan(req: AllocationRequest): PlanRequest {
  return {
    budgetCents: req.budgetCents,
    useCases: BUILD_TYPE_USE_CASES[req.buildType],
    resolution: req.resolution,
  };
}

interface PlanRun {
  result: PlanResult;
  diagnostics: PlanDiagnostics;
}

/** The most plan runs kept per catalog index (Calculate and then Generate ask for the same one). */
export const PLAN_RUNS_KEPT = 64;
const runs = new WeakMap<PlannerIndex, Map<string, PlanRun>>();

/**
 * One planner run per catalog snapshot and request: the calculator's recommended picks and the
 * parts list generated from its allocation are the same run, so they always name the same parts.
 */
export function planOnce(index: PlannerIndex, plan: PlanRequest): PlanRun {
  let kept = runs.get(index);
  if (!kept) {
    kept = new Map();
    runs.set(index, kept);
  }
  const key = `${plan.budgetCents}|${plan.resolution}|${plan.useCases.join(',')}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const diagnostics: PlanDiagnostics = { stats: null };
  const run = { result: planBuild(index, plan, diagnostics), diagnostics };
  kept.set(key, run);
  if (kept.size > PLAN_RUNS_KEPT) kept.delete(kept.keys().next().value as string);
  return run;
}

function chosenPicks(result: PlanResult): readonly PickedPart[] {
  return (result.status === 'ok' ? result : result.cheapest)?.picks ?? [];
}

/** The plan request of a use-case list: its use cases, its budget, the use cases' resolution. */
function useCasePlan(req: UseCaseRequest): PlanRequest {
  return { budgetCents: req.budgetCents, useCases: req.useCases, resolution: req.resolution };
}

/**
 * The calculator's split of a budget, with the CPU and the GPU of the parts list that Generate
 * makes for the same inputs (the same planner run): from the allocation (the build type's use
 * cases, the whole budget, the resolution), or, when the calculator has use cases, for them.
 */
export function allocationFor(index: PlannerIndex, req: AllocationRequest, forUseCases: UseCaseRequest | null = null) {
  // The split's table rounds each share down to whole dollars (docs/requirements.md), in cents.
  const split = splitBudget(req.budgetCents, req.buildType, req.resolution);
  const plan = forUseCases ? useCasePlan(forUseCases) : allocationPlan(req);
  const picks = chosenPicks(planOnce(index, plan).result);
  const cpu = picks.find((p) => p.part.type === 'CPU')?.part ?? null;
  const gpu = picks.find((p) => p.part.type === 'GPU')?.part ?? null;
  return {
    allocationCents: split.allocationCents,
    percentages: split.percentages,
    budgetCents: split.budgetCents,
    totalCents: split.totalCents,
    buildType: req.buildType,
    resolution: req.resolution,
    recommendations: { cpu: recommended(cpu), gpu: recommended(gpu) },
  };
}

/** A parts list for the calculator's allocation: the build type's use cases, the whole budget. */
export function buildFromAllocation(index: PlannerIndex, req: PartsFromAllocationRequest) {
  return generateBuild(index, allocationPlan(req), { buildType: req.buildType, buildTier: null });
}

/** A parts list for use cases. */
export function buildFromUseCases(index: PlannerIndex, req: UseCaseRequest) {
  return generateBuild(index, useCasePlan(req), {
    buildType: buildTypeForUseCases(req.useCases),
    // The guide tiers are a table in dollars (docs/requirements.md §9).
    buildTier: req.strictBudget ? guideTierForBudget(toDollars(req.budgetCents)) : null,
  });
}

/** The parts list for a plan request, shaped as the GraphQL GeneratedBuild (money in cents; the REST edge makes dollars). */
export function generateBuild(
  index: PlannerIndex,
  plan: PlanRequest,
  meta: { buildType: string; buildTier: string | null },
) {
  const { result, diagnostics } = planOnce(index, plan);
  const chosen = result.status === 'ok' ? result : result.cheapest;
  const picks = chosen?.picks ?? [];
  const totalCents = chosen?.build.totalCents ?? ZERO_CENTS;
  const compatibility = report(picks.map((p) => p.part));
  // The tiers are dollar thresholds (docs/requirements.md §4).
  const tier = buildTierFor(toDollars(totalCents), buildPurpose(plan.useCases, meta.buildType));
  let message: string | null = null;
  let upgrades: ReturnType<typeof toUpgrade>[] = [];
  if (result.status === 'over-budget') {
    message = chosen
      ? `No compatible build fits $${toDollars(plan.budgetCents).toLocaleString('en-US')}. The cheapest compatible build we can make costs $${dollarsText(totalCents)}.`
      : 'The catalog has no parts that make a compatible build right now.';
  } else if (meta.buildTier !== null && diagnostics.stats?.exact && totalCents < MIN_BUDGET_SHARE * plan.budgetCents) {
    // A strict budget (it carries its tier) left partly unspent. The search stopped on its bound:
    // no build within the budget scores higher, so the rest buys nothing better in this catalog.
    message = `The fastest build we can make costs ${wholeDollarsSentence(totalCents)}; the rest buys nothing faster.`;
    if (result.status === 'ok') upgrades = budgetUpgrades(index.all, result.build, plan).map(toUpgrade);
  }
  return {
    parts: picks.map(toBuildPart),
    totalCents,
    budgetCents: plan.budgetCents,
    fitsBudget: result.status === 'ok',
    message,
    upgrades,
    useCases: plan.useCases,
    buildType: meta.buildType,
    resolution: plan.resolution,
    tier: tier.label,
    tierColor: tier.color,
    buildTier: meta.buildTier,
    estimatedWattage: compatibility.estimatedWattage,
    recommendedPsuWattage: compatibility.recommendedPsuWattage,
    compatibility,
  };
}

// --- Locks, completion and upgrades (issue 30 items 3 and 4; docs/planner.md) -------------------

/** A request around parts the user chose (locked) or owns (owned: they cost the build $0). */
export interface LockRequest {
  /** The money to spend, in cents: owned parts count $0. */
  budgetCents: Cents;
  useCases: UseCaseId[];
  resolution: Resolution;
  locked: { id: string; owned: boolean }[];
}

export type LockRefusalCode =
  'LOCKS_CONFLICT' | 'LOCKS_OVER_BUDGET' | 'NO_COMPLETION' | 'UNKNOWN_PART' | 'TOO_MANY_PARTS';

export interface LockRefused {
  status: 'refused';
  code: LockRefusalCode;
  message: string;
}

/** A part of a build planned around locks: generateBuild's part, and whether it was locked or is owned. */
export type LockedBuildPart = ReturnType<typeof toBuildPart> & { locked: boolean; owned: boolean };

/**
 * generateBuild's shape with locked/owned parts. `totalCents` is the money the build spends (owned
 * parts $0); the tier is that of the whole build's list price.
 */
export type LockedGeneratedBuild = Omit<ReturnType<typeof generateBuild>, 'parts'> & { parts: LockedBuildPart[] };

export type CompletionResult = { status: 'ok'; build: LockedGeneratedBuild } | LockRefused;

export type BetterPartResult =
  | {
      status: 'ok';
      /** The better part for the slot, or null when nothing better fits the budget. */
      part: LockedBuildPart | null;
      /** Every new part of the slot (a memory or storage slot may take several); [] with part null. */
      parts: LockedBuildPart[];
      /** What the change adds to the money spent (new part less the one it replaces; an owned one counted $0). */
      extraCents: Cents;
      message: string;
    }
  | LockRefused;

export interface PartRef {
  id: string;
  name: string;
  type: PartType;
}

export type UpgradeAdviceResult =
  | {
      status: 'ok';
      replacements: { from: PartRef | null; to: LockedBuildPart; priceCents: Cents }[];
      keeps: PartRef[];
      /** The gain in the planner's score for the use cases and resolution, in whole percent (0: none). */
      gainPercent: number;
      summary: string;
      build: LockedGeneratedBuild;
    }
  | LockRefused;

const partsById = new WeakMap<PlannerIndex, Map<string, PlannerPart>>();

function catalogPart(index: PlannerIndex, id: string): PlannerPart | undefined {
  let byId = partsById.get(index);
  if (!byId) {
    byId = new Map();
    for (const list of Object.values(index.all) as PlannerPart[][]) for (const p of list) byId.set(p.id, p);
    partsById.set(index, byId);
  }
  return byId.get(id);
}

/** The request's parts from the catalog, or the refusal for an unknown id or too many parts. */
function lockedParts(index: PlannerIndex, req: LockRequest): LockedPart[] | LockRefused {
  const out: LockedPart[] = [];
  for (const l of req.locked) {
    const part = catalogPart(index, l.id);
    if (!part)
      return {
        status: 'refused',
        code: 'UNKNOWN_PART',
        message: `No part with id "${l.id}" is in the catalog the planner uses (priced, with the specs its rules read).`,
      };
    out.push({ part, owned: l.owned });
  }
  const many = tooManyParts(out);
  return many ? { status: 'refused', code: 'TOO_MANY_PARTS', message: many } : out;
}

function lockPlan(req: LockRequest, locked: LockedPart[]): LockPlanRequest {
  return { budgetCents: req.budgetCents, useCases: req.useCases, resolution: req.resolution, locked };
}

function refusal(r: LockRefusal): LockRefused {
  switch (r.status) {
    case 'too-many':
      return { status: 'refused', code: 'TOO_MANY_PARTS', message: r.message };
    case 'conflict':
      return { status: 'refused', code: 'LOCKS_CONFLICT', message: r.message };
    case 'locks-over-budget':
      return { status: 'refused', code: 'LOCKS_OVER_BUDGET', message: r.message };
    case 'no-completion':
      return { status: 'refused', code: 'NO_COMPLETION', message: r.message };
  }
}

/** A planned build around locks in generateBuild's shape. */
function lockedBuildOf(
  req: LockPlanRequest,
  done: Pick<LockedBuild, 'picks' | 'spentCents'>,
  message: string | null = null,
): LockedGeneratedBuild {
  const locked = new Set(req.locked.map((l) => l.part.id));
  const owned = new Set(req.locked.filter((l) => l.owned).map((l) => l.part.id));
  const parts = done.picks.map((p) => ({
    ...toBuildPart(p),
    locked: locked.has(p.part.id),
    owned: owned.has(p.part.id),
  }));
  const compatibility = report(done.picks.map((p) => p.part));
  const buildType = buildTypeForUseCases(req.useCases);
  const worth = sumCents(done.picks.map((p) => p.part.priceCents));
  const tier = buildTierFor(toDollars(worth), buildPurpose(req.useCases, buildType));
  return {
    parts,
    totalCents: done.spentCents,
    budgetCents: req.budgetCents,
    fitsBudget: done.spentCents <= req.budgetCents,
    message,
    upgrades: [],
    useCases: req.useCases,
    buildType,
    resolution: req.resolution,
    tier: tier.label,
    tierColor: tier.color,
    buildTier: null,
    estimatedWattage: compatibility.estimatedWattage,
    recommendedPsuWattage: compatibility.recommendedPsuWattage,
    compatibility,
  };
}

/**
 * "Lock and complete": the best build that holds every locked part, the other slots filled by the
 * generator's score and rules, spending at most the budget (owned parts $0).
 */
export function completeBuild(index: PlannerIndex, req: LockRequest): CompletionResult {
  const locked = lockedParts(index, req);
  if (!Array.isArray(locked)) return locked;
  const plan = lockPlan(req, locked);
  const result = planWithLocks(index, plan);
  if (result.status !== 'ok') return refusal(result);
  return { status: 'ok', build: lockedBuildOf(plan, result) };
}

const SLOT_WORDS: Record<PartType, string> = {
  CPU: 'processor',
  Cooler: 'cooler',
  Motherboard: 'motherboard',
  RAM: 'memory',
  Storage: 'storage',
  GPU: 'graphics card',
  Case: 'case',
  PSU: 'power supply',
};

/** 'for gaming at 1440p', 'for content creation and work' */
function useWords(useCases: readonly UseCaseId[], resolution: Resolution): string {
  const names = useCases.map((u) => (USE_CASES.find((o) => o.id === u)?.name ?? u).toLowerCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return useCases.includes('gaming') ? `for ${list} at ${resolution}` : `for ${list}`;
}

/** 'the Ryzen 5 5600, the B550 board and ...' */
function nameList(names: readonly string[]): string {
  const the = names.map((n) => `the ${n}`);
  return the.length > 1 ? `${the.slice(0, -1).join(', ')} and ${the[the.length - 1]}` : (the[0] ?? '');
}

/**
 * "Find a better {part} for +$N": for one slot of a build (req.locked: its parts), the best
 * replacement with every other part locked, within the budget; part null when nothing better fits.
 */
export function betterPart(index: PlannerIndex, req: LockRequest, slot: PartType): BetterPartResult {
  const locked = lockedParts(index, req);
  if (!Array.isArray(locked)) return locked;
  const plan = lockPlan(req, locked);
  const r = betterForSlot(index, plan, slot);
  if (r.status !== 'ok') return refusal(r);
  const what = SLOT_WORDS[slot];
  if (!r.better)
    return {
      status: 'ok',
      part: null,
      parts: [],
      extraCents: ZERO_CENTS,
      message: `Nothing better fits: no other ${what} scores higher ${useWords(req.useCases, req.resolution)} within the ${moneyText(req.budgetCents)} budget with the other parts as they are.`,
    };
  const others = plan.locked.filter((l) => l.part.type !== slot);
  const build = lockedBuildOf({ ...plan, locked: others }, r.better);
  const parts = build.parts.filter((p) => p.category === slot);
  const gain = Math.round((r.better.build.score / r.current.build.score - 1) * 100);
  const cost =
    r.extraCents > 0
      ? `for +${moneyText(r.extraCents)}`
      : r.extraCents < 0
        ? `for ${moneyText(-r.extraCents)} less`
        : 'for the same money';
  return {
    status: 'ok',
    part: parts[0] ?? null,
    parts,
    extraCents: r.extraCents,
    message: `A better ${what} ${cost}: ${nameList(parts.map((p) => p.name))}, about +${Math.max(1, gain)}% ${useWords(req.useCases, req.resolution)}.`,
  };
}

/**
 * Upgrade advice: the owned parts (req.locked, all owned) and the money to spend (req.budgetCents):
 * which parts to replace for the largest gain in the planner's score for the use cases and
 * resolution, what it gains, and what stays.
 */
export function upgradeAdvice(index: PlannerIndex, req: LockRequest): UpgradeAdviceResult {
  const locked = lockedParts(index, { ...req, locked: req.locked.map((l) => ({ id: l.id, owned: true })) });
  if (!Array.isArray(locked)) return locked;
  const plan = lockPlan(req, locked);
  const r = upgradePlan(index, plan);
  if (r.status !== 'ok') return refusal(r);
  const ref = (p: PlannerPart): PartRef => ({ id: p.id, name: p.name, type: p.type });
  const uses = useWords(req.useCases, req.resolution);
  if (!r.upgraded) {
    // Nothing beats what the user has: the best build keeping every owned part, or the owned parts as they are.
    const base = r.baseline ?? {
      picks: locked.map((l) => ({ part: l.part, reason: lockedReason(l) })),
      spentCents: ZERO_CENTS,
    };
    const build = lockedBuildOf(plan, base);
    return {
      status: 'ok',
      replacements: [],
      keeps: locked.map((l) => ref(l.part)),
      gainPercent: 0,
      summary: `Nothing within ${moneyText(req.budgetCents)} improves your build ${uses}: no replacement that fits gains 1% or more by our score.`,
      build,
    };
  }
  const done = r.upgraded;
  const inBuild = new Set(done.picks.map((p) => p.part.id));
  const build = lockedBuildOf(plan, done);
  // Each new part replaces an owned part of its slot that left the build, if there is one.
  const gone = locked.filter((l) => !inBuild.has(l.part.id)).map((l) => l.part);
  const replacements = build.parts
    .filter((p) => !p.owned)
    .map((to) => {
      const i = gone.findIndex((g) => g.type === to.category);
      const from = i >= 0 ? gone.splice(i, 1)[0] : null;
      return { from: from ? ref(from) : null, to, priceCents: to.priceCents };
    });
  const keeps = locked.filter((l) => inBuild.has(l.part.id)).map((l) => ref(l.part));
  const gainPercent = r.gain === null ? 0 : Math.round(r.gain * 100);
  const swapped = replacements.filter((x) => x.from);
  const added = replacements.filter((x) => !x.from);
  const verbs: string[] = [];
  if (swapped.length)
    verbs.push(
      `Replacing ${nameList(swapped.map((x) => x.from!.name))} with ${nameList(swapped.map((x) => x.to.name))}`,
    );
  if (added.length) verbs.push(`${swapped.length ? 'adding' : 'Adding'} ${nameList(added.map((x) => x.to.name))}`);
  const head = `${verbs.join(' and ')} for ${moneyText(done.spentCents)}`;
  const gainText =
    r.gain === null
      ? `makes a build that passes every check ${uses}${r.baseline ? '' : ' (the parts you own cannot all stay within the money: they break a rule or need more)'}`
      : `gives about +${gainPercent}% ${uses}`;
  const newGpu = done.build.gpu && !plan.locked.some((l) => l.part.id === done.build.gpu!.id) ? done.build.gpu : null;
  let feed = '';
  if (newGpu && req.useCases.includes('gaming')) {
    const share = feedShareOf(done.build.cpu, newGpu, req.resolution);
    const cpuOwned = plan.locked.some((l) => l.part.id === done.build.cpu.id);
    const who = cpuOwned ? `your ${done.build.cpu.name}` : `the new ${done.build.cpu.name}`;
    feed = share >= 1 ? `; ${who} feeds it fully` : `; ${who} feeds it at about ${Math.round(share * 100)}%`;
  }
  return {
    status: 'ok',
    replacements,
    keeps,
    gainPercent,
    summary: `${head} ${gainText}${feed}.`,
    build,
  };
}

/** One expert note on a build in the making: the planner rule's name and its sentence. */
export interface ExpertNote {
  rule: string;
  message: string;
}

/**
 * The builder panel's expert notes: the planner's own rules (lockedRuleProblems: balance, PSU
 * quality and the card maker's figure, PCIe links, airflow, video memory, proportion) that the
 * chosen parts break among themselves, judged for the use and resolution at the parts' own total
 * (a $1,300 build is held to a $1,300 build's proportions). Parts the planner cannot use (no price
 * or incomplete specs) are left out: the compatibility report names them.
 */
export function expertNotes(
  index: PlannerIndex,
  req: { partIds: readonly string[]; useCases: UseCaseId[]; resolution: Resolution },
): ExpertNote[] {
  const parts = req.partIds.flatMap((id) => catalogPart(index, id) ?? []);
  if (parts.length === 0) return [];
  const budgetCents = sumCents(parts.map((p) => p.priceCents));
  return lockedRuleProblems(parts, { budgetCents, useCases: req.useCases, resolution: req.resolution });
}
