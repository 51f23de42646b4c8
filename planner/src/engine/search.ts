// The build search shared by the generator (planBuild) and the exact reference (planBuildExact).
//
// The score (score.ts) is a sum of separate parts: CPU+GPU, memory, storage, cooler, PSU. The
// motherboard and the case score nothing; they only have to fit. So the search:
//   1. lists every (CPU, GPU-or-integrated-graphics) pair with an upper bound of the best score
//      any build with that pair can reach (bound below), and sorts the pairs by it;
//   2. solves pairs in that order, each one exactly (evaluatePair below), keeping the best build;
//   3. stops when the next pair's bound cannot beat the best build found (exact), or, for the
//      generator, also after a fixed number of pairs (maxPairs).
//
// Bound of a pair (c, g): V(c, g) + RS(X) + best cooler value + best PSU value, where
// X = budget − price(c) − price(g) − cheapest board for c − cheapest (case + cooler) for c and a
// card of g's length − cheapest PSU for the smallest load of (c, g), and RS(X) is the best memory +
// storage score of any kit and drive set costing X together, compatibility ignored. Every term
// over-estimates what the pair can reach, so a pair whose bound is below the best build found
// cannot hold a better build.
//
// Solving a pair exactly: memory kits are grouped in classes (type, modules, capacity) and drive
// sets in classes (NVMe count, SATA count, watts); kits of one class ask the same of the board and
// the PSU, and so do drive sets of one class. For each (memory class, storage class) the index
// gives the cheapest compatible board per form factor; for each case that fits the card, the
// board, cooler and PSU are then the cheapest that fit (or, when the use cases score quiet
// cooling or PSU efficiency, every option on the price/value frontier). That gives the frontier of
// "everything but memory and storage" (cost → value); for each option, the best kit of the class
// plus the best drive set of the class for the money left is found on per-class frontiers.
// Nothing is skipped that could give a higher score, so the best build of the pair is found.
import {
  BOARD_FORM_FACTORS,
  PLATFORM_WATTS,
  PSU_HEADROOM,
  RAM_MODULE_WATTS,
  SSD_WATTS,
  type PsuEfficiency,
} from '@rigforge/common';
import type { CaseItem, CoolerGroup, CpuItem, GpuItem, PlannerIndex, PsuTable, StorageCombo } from './index-types';
import { cheapestPsu } from './lookup-tables';
import {
  boardSizeFitsBudget,
  caseFitsHeat,
  caseStarvesCard,
  cardSuitsUse,
  MIN_CARD_VRAM_GB,
  drivesFitBudget,
  drivesSuitUse,
  gamingBalanced,
  needsCard,
  gpuFits,
  isHotBuild,
  starvedLink,
  memoryFitsBudget,
  psuNeed,
} from './rules';
import {
  coolerValue,
  cpuFeedAt,
  cpuGpuValue,
  gpuComputeValue,
  gpuIndexAt,
  lowPowerScore,
  memoryValue,
  psuValue,
  requestWeights,
  storageValue,
  type RequestWeights,
} from './score';
import type { PlanRequest } from './types';

// Constants of the common package, read once (its CommonJS build re-exports through getters).
const HEADROOM = PSU_HEADROOM;
const PLATFORM = PLATFORM_WATTS;
const MODULE_W = RAM_MODULE_WATTS;
/** The smallest load beyond CPU and GPU: the platform, one SSD, one memory module. */
const MIN_EXTRA_LOAD = PLATFORM_WATTS + SSD_WATTS + RAM_MODULE_WATTS;

/** Keys of hard-drive counts in the memo keys: more than the most drives a build holds (8 locked ones, locks.ts). */
const HDD_KEYS = 16;

/** Scores closer than this are equal (float sums in different orders). */
export const SCORE_EPSILON = 1e-9;

/** A frontier: prices ascending, values strictly ascending; `best(x)` is the last entry <= x. */
interface Frontier<T> {
  price: Float64Array;
  value: Float64Array;
  item: T[];
}

function frontierFrom<T>(points: { price: number; value: number; item: T }[]): Frontier<T> {
  // Points must be sorted by price (ties: any fixed order); keep each point that beats all cheaper.
  const price: number[] = [];
  const value: number[] = [];
  const item: T[] = [];
  for (const p of points) {
    if (value.length && p.value <= value[value.length - 1] + SCORE_EPSILON) continue;
    if (price.length && p.price === price[price.length - 1]) {
      value[value.length - 1] = p.value;
      item[item.length - 1] = p.item;
      continue;
    }
    price.push(p.price);
    value.push(p.value);
    item.push(p.item);
  }
  return { price: Float64Array.from(price), value: Float64Array.from(value), item };
}

/** The index of the last frontier entry with price <= x, or -1. */
function frontierAt(f: { price: Float64Array }, x: number): number {
  const p = f.price;
  let lo = 0;
  let hi = p.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (p[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The parts of one candidate build, as indices and items of the index. */
export interface Candidate {
  value: number;
  cost: number;
  cpu: CpuItem;
  gpu: GpuItem | null;
  ram: number;
  storage: StorageCombo;
  board: number;
  kase: number;
  cooler: number;
  psu: number;
}

/** Everything but memory and storage: board, case, cooler, PSU. */
interface EnablerOption {
  cost: number;
  value: number;
  board: number;
  kase: number;
  cooler: number;
  psu: number;
}

/** What a request needs, computed once per request. */
export interface SearchContext {
  index: PlannerIndex;
  req: PlanRequest;
  w: RequestWeights;
  gaming: boolean;
  /** The build must carry a graphics card (rules.ts needsCard). */
  needsCard: boolean;
  /** The least video memory a card of this request has (rules.ts cardSuitsUse), read once per request. */
  minCardVram: number;
  gpus: GpuItem[];
  ramValue: Float64Array;
  ramClassMax: Float64Array;
  storage: Frontier<StorageCombo>[];
  storageClassMax: Float64Array;
  storageClassMin: Float64Array;
  coolerValue: Float64Array;
  psuValue: Float64Array;
  maxPsuValue: number;
  valuedCooler: boolean;
  valuedPsu: boolean;
  rsFrontiers: Map<number, Frontier<null>>;
  /** Bit i set: a board of form factor BOARD_FORM_FACTORS[i] suits the budget (boardSizeFitsBudget). */
  boardSizes: number;
}

export function searchContext(index: PlannerIndex, req: PlanRequest): SearchContext {
  const w = requestWeights(req.useCases, req.resolution);
  const ramValue = Float64Array.from(index.rams, (r) => memoryValue(w, r.feat));
  const ramClassMax = Float64Array.from(index.ramClasses, (c) =>
    c.items.reduce((m, r) => Math.max(m, ramValue[r.i]), -Infinity),
  );
  const storage = index.storageClasses.map((s) =>
    frontierFrom(
      s.combos
        .filter((c) => {
          const drives = c.drives.map((d) => d.feat);
          return drivesFitBudget(drives, req.budgetCents) && drivesSuitUse(drives, req.useCases);
        })
        .map((c) => ({ price: c.price, value: storageValue(w, c.fastestRead, c.ssdGb, c.hddGb), item: c })),
    ),
  );
  const storageClassMax = Float64Array.from(storage, (f) => (f.value.length ? f.value[f.value.length - 1] : -Infinity));
  const storageClassMin = Float64Array.from(storage, (f) => (f.price.length ? f.price[0] : Infinity));
  const psuValueArr = Float64Array.from(index.psus, (p) => psuValue(w, p.efficiency as PsuEfficiency));
  return {
    index,
    req,
    w,
    gaming: req.useCases.includes('gaming'),
    needsCard: needsCard(req.useCases, req.budgetCents),
    minCardVram: cardSuitsUse(0, req.useCases) ? 0 : MIN_CARD_VRAM_GB,
    gpus: index.gpus[req.resolution],
    ramValue,
    ramClassMax,
    storage,
    storageClassMax,
    storageClassMin,
    coolerValue: Float64Array.from(index.coolers, (o) => coolerValue(w, o.noise)),
    psuValue: psuValueArr,
    maxPsuValue: psuValueArr.reduce((m, v) => Math.max(m, v), 0),
    valuedCooler: w.quietCooling > 0,
    valuedPsu: w.psuEfficiency > 0,
    rsFrontiers: new Map(),
    boardSizes: BOARD_FORM_FACTORS.reduce(
      (mask, ff, i) => (boardSizeFitsBudget(ff, req.budgetCents) ? mask | (1 << i) : mask),
      0,
    ),
  };
}

/** The frontier of a list of (price, value) points, from parallel arrays (no per-point objects). */
function frontierOfArrays(price: Float64Array, value: Float64Array): Frontier<null> {
  const order = new Uint32Array(price.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => price[a] - price[b] || value[b] - value[a] || a - b);
  const outP: number[] = [];
  const outV: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const i = order[k];
    if (outV.length && value[i] <= outV[outV.length - 1] + SCORE_EPSILON) continue;
    if (outP.length && price[i] === outP[outP.length - 1]) {
      outV[outV.length - 1] = value[i];
      continue;
    }
    outP.push(price[i]);
    outV.push(value[i]);
  }
  return { price: Float64Array.from(outP), value: Float64Array.from(outV), item: [] };
}

/** Best memory + storage value for a price, compatibility ignored, for boards of these memory types. */
function rsFrontier(ctx: SearchContext, memMask: number): Frontier<null> {
  let f = ctx.rsFrontiers.get(memMask);
  if (f) return f;
  const { index } = ctx;
  const rams = index.rams.filter(
    (r) =>
      (memMask & (r.part.specs.memoryType === 'DDR4' ? 1 : 2)) !== 0 &&
      memoryFitsBudget(r.part.specs.memoryType, r.feat.capacity, ctx.req.budgetCents),
  );
  const ram = frontierOfArrays(
    Float64Array.from(rams, (r) => r.price),
    Float64Array.from(rams, (r) => ctx.ramValue[r.i]),
  );
  let n = 0;
  for (const s of ctx.storage) n += s.price.length;
  const sp = new Float64Array(n);
  const sv = new Float64Array(n);
  n = 0;
  for (const s of ctx.storage) {
    sp.set(s.price, n);
    sv.set(s.value, n);
    n += s.price.length;
  }
  const sto = frontierOfArrays(sp, sv);
  const m = ram.price.length * sto.price.length;
  const price = new Float64Array(m);
  const value = new Float64Array(m);
  let k = 0;
  for (let i = 0; i < ram.price.length; i++) {
    for (let j = 0; j < sto.price.length; j++, k++) {
      price[k] = ram.price[i] + sto.price[j];
      value[k] = ram.value[i] + sto.value[j];
    }
  }
  f = frontierOfArrays(price, value);
  ctx.rsFrontiers.set(memMask, f);
  return f;
}

/**
 * Upper bounds of every (CPU, card) pair's score (see the module comment) and lower bounds of its
 * builds' price, at [cpu * stride + gpu] with stride = gpus.length + 1 and gpu = gpus.length for
 * integrated graphics; the score bound is -Infinity where the pair is not allowed or nothing with
 * it fits the budget. The CPU + GPU value is cpuGpuValue, spelled out with its per-part terms
 * computed once.
 */
export function pairBounds(ctx: SearchContext): { ub: Float64Array; lbCost: Float64Array } {
  const { index, w, gpus } = ctx;
  const res = ctx.req.resolution;
  const stride = gpus.length + 1;
  const ub = new Float64Array(index.cpus.length * stride).fill(-Infinity);
  const lbCost = new Float64Array(index.cpus.length * stride).fill(Infinity);
  const psuPrice = index.psuPriceByWatts;
  const maxW = psuPrice.length - 1;
  const lbs = index.caseCoolerLB[res];
  const gAt = Float64Array.from(gpus, (g) => gpuIndexAt(g.feat, res));
  const gCompute = Float64Array.from(gpus, (g) => (w.gpuCompute ? gpuComputeValue(w, g.feat.g1440) : 0));
  const budget = ctx.req.budgetCents;
  const cardCases = cardCasesOf(index, res);
  for (let ci = 0; ci < index.cpus.length; ci++) {
    const c = index.cpus[ci];
    const bg = index.boardGroups[c.boardGroup];
    const cg = index.coolerGroups[c.coolerGroup];
    const rs = rsFrontier(ctx, bg.memMask);
    if (rs.price.length === 0) continue;
    const rsMin = rs.price[0];
    const base = budget - c.price - bg.minPrice;
    if (base < rsMin) continue;
    const options = (ctx.valuedCooler ? w.quietCooling * cg.maxQuiet : 0) + ctx.maxPsuValue;
    const cpuTerms = w.cpuSingle * c.feat.single + w.cpuMulti * c.feat.multi + w.cpuGaming * c.feat.gaming;
    const feed = cpuFeedAt(c.feat, res);
    const ccl = lbs[c.coolerGroup];
    const minLoad = c.tdp + MIN_EXTRA_LOAD;
    for (let gi = 0; gi <= gpus.length; gi++) {
      const g = gi < gpus.length ? gpus[gi] : null;
      if (!g && (ctx.needsCard || !c.igpu)) continue;
      if (g && !pairAllowed(ctx, c, g)) continue;
      const gTdp = g ? g.tdp : 0;
      // No case of the index takes the card (with its airflow), or the pair's heat (rules.ts).
      if (g && (cardCases[gi] & (isHotBuild(c.tdp, gTdp) ? CASE_FOR_HOT : CASE_FOR_CARD)) === 0) continue;
      // The cheapest PSU with at least floor(minimal load × headroom) W: a lower bound of the PSU price.
      const watts = Math.max(Math.floor((minLoad + gTdp) * HEADROOM), g ? g.minPsu : 0);
      const psu = watts > maxW ? Infinity : psuPrice[watts];
      const x = base - (g ? g.price : 0) - ccl[gi] - psu;
      if (!(x >= rsMin)) continue;
      let v = cpuTerms;
      if (w.frames) v += w.frames * Math.min(g ? gAt[gi] : 0, feed);
      if (g) v += gCompute[gi];
      if (w.lowPower) v += w.lowPower * lowPowerScore(c.tdp + gTdp);
      const i = ci * stride + gi;
      ub[i] = v + rs.value[frontierAt(rs, x)] + options;
      lbCost[i] = budget - x + rsMin;
    }
  }
  return { ub, lbCost };
}

const CASE_FOR_CARD = 1;
const CASE_FOR_HOT = 2;
const cardCasesMemo = new WeakMap<PlannerIndex, Partial<Record<string, Uint8Array>>>();

/**
 * Per card of the resolution: bit CASE_FOR_CARD when some case of the index takes it (length and
 * airflow), CASE_FOR_HOT when some case also takes it in a hot build (caseFitsHeat). Pairs no case
 * can hold have no build: their bound is -Infinity (a small index of locks.ts may hold one case).
 */
function cardCasesOf(index: PlannerIndex, res: string): Uint8Array {
  let byRes = cardCasesMemo.get(index);
  if (!byRes) cardCasesMemo.set(index, (byRes = {}));
  let out = byRes[res];
  if (out) return out;
  const gpus = index.gpus[res as keyof PlannerIndex['gpus']];
  out = new Uint8Array(gpus.length);
  gpus.forEach((g, gi) => {
    for (const k of index.cases) {
      if (!gpuFits(g.length, k.maxGpu) || caseStarvesCard(k.part.specs, g.tdp)) continue;
      out![gi] |= CASE_FOR_CARD;
      if (caseFitsHeat(k.part.specs, true, g.length)) out![gi] |= CASE_FOR_HOT;
    }
  });
  byRes[res] = out;
  return out;
}

/** Whether a pair may be built for the request: the link must feed the card, and gaming pairs be balanced (rules.ts). */
export function pairAllowed(ctx: SearchContext, c: CpuItem, g: GpuItem | null): boolean {
  if (g && starvedLink(c, g)) return false;
  if (g && g.feat.vram < ctx.minCardVram) return false;
  if (!ctx.gaming || !g) return true;
  const res = ctx.req.resolution;
  return gamingBalanced(
    {
      cores: c.part.specs.cores,
      // List prices: a processor the user owns (locks.ts) costs the build nothing, but the rule
      // weighs what the parts are worth.
      cpuPrice: c.part.priceCents,
      feed: cpuFeedAt(c.feat, res),
      gpuPrice: g.part.priceCents,
      gpuIndex: gpuIndexAt(g.feat, res),
      gpu1080: g.feat.g1080,
    },
    ctx.req.budgetCents,
  );
}

/** Whether candidate a beats b: higher score, then lower price, then the lower ids. */
export function beats(a: { value: number; cost: number }, b: { value: number; cost: number } | null): boolean {
  if (!b) return true;
  if (a.value > b.value + SCORE_EPSILON) return true;
  if (a.value < b.value - SCORE_EPSILON) return false;
  return a.cost < b.cost;
}

function candidateKey(c: Candidate, index: PlannerIndex): string {
  return [
    c.cpu.part.id,
    c.gpu ? c.gpu.part.id : '',
    index.boards[c.board].part.id,
    index.rams[c.ram].part.id,
    ...c.storage.drives.map((d) => d.part.id),
    index.psus[c.psu].part.id,
    index.cases[c.kase].part.id,
    index.coolers[c.cooler].part.id,
  ].join('\u0000');
}

/** beats() with the final tie-break on ids, for two complete candidates. */
export function candidateBeats(a: Candidate, b: Candidate | null, index: PlannerIndex): boolean {
  if (!b) return true;
  if (beats(a, b)) return true;
  if (beats(b, a)) return false;
  return candidateKey(a, index) < candidateKey(b, index);
}

/**
 * The best build with this CPU and card (null: integrated graphics), if it beats `incumbent`.
 * `costOnly` finds the cheapest build of the pair instead, whatever the budget.
 */
export function evaluatePair(
  ctx: SearchContext,
  c: CpuItem,
  g: GpuItem | null,
  incumbent: Candidate | null,
  costOnly = false,
): Candidate | null {
  const { index } = ctx;
  const bg = index.boardGroups[c.boardGroup];
  const cg = index.coolerGroups[c.coolerGroup];
  const nS = index.storageClasses.length;
  const gPrice = g ? g.price : 0;
  const vcg = cpuGpuValue(ctx.w, c.feat, g ? g.feat : null);
  const base = costOnly ? Infinity : ctx.req.budgetCents - c.price - gPrice;
  const valued = !costOnly && (ctx.valuedCooler || ctx.valuedPsu);
  const maxOptionValue = (ctx.valuedCooler ? ctx.w.quietCooling * cg.maxQuiet : 0) + ctx.maxPsuValue;
  const memo = new Map<number, EnablerOption[]>();
  const fronts: CaseFronts = new Map();
  let best: Candidate | null = null;
  const pairs = bg.pairs;
  for (let p = 0; p < pairs.length; p += 2) {
    const rc = index.ramClasses[pairs[p]];
    if (!memoryFitsBudget(rc.type, rc.capacity, ctx.req.budgetCents)) continue;
    const sc = pairs[p + 1];
    const sFront = ctx.storage[sc];
    if (sFront.price.length === 0) continue;
    const sMin = ctx.storageClassMin[sc];
    const rsMin = rc.items[0].price + sMin;
    if (base - rsMin < 0) continue;
    if (!costOnly) {
      const top = vcg + ctx.ramClassMax[rc.id] + ctx.storageClassMax[sc] + maxOptionValue;
      const bar = best ?? incumbent;
      if (bar && top < bar.value - SCORE_EPSILON) continue;
    }
    const extraW = index.storageClasses[sc].watts + rc.modules * MODULE_W;
    const hdds = index.storageClasses[sc].hdds;
    const vecId = bg.vecOf[rc.id * nS + sc];
    const key = (vecId * 256 + extraW) * HDD_KEYS + hdds;
    let options = memo.get(key);
    if (!options) {
      options = enablerOptions(ctx, c, g, cg, vecId, bg.vecs[vecId], extraW, hdds, valued, fronts);
      memo.set(key, options);
    }
    for (const opt of options) {
      const x = base - opt.cost;
      if (x < rsMin) break;
      if (costOnly) {
        const r = rc.items[0];
        const combo = sFront.item[0];
        const cand: Candidate = {
          value: vcg + opt.value + ctx.ramValue[r.i] + sFront.value[0],
          cost: c.price + gPrice + opt.cost + r.price + combo.price,
          cpu: c,
          gpu: g,
          ram: r.i,
          storage: combo,
          board: opt.board,
          kase: opt.kase,
          cooler: opt.cooler,
          psu: opt.psu,
        };
        if (!best || cand.cost < best.cost || (cand.cost === best.cost && cand.value > best.value + SCORE_EPSILON))
          best = cand;
        break;
      }
      const vBase = vcg + opt.value;
      const bar = best ?? incumbent;
      if (bar && vBase + ctx.ramClassMax[rc.id] + ctx.storageClassMax[sc] < bar.value - SCORE_EPSILON) continue;
      for (const r of rc.items) {
        const left = x - r.price;
        if (left < sMin) break;
        const at = frontierAt(sFront, left);
        const value = vBase + ctx.ramValue[r.i] + sFront.value[at];
        const combo = sFront.item[at];
        const cost = c.price + gPrice + opt.cost + r.price + combo.price;
        const cur = best ?? incumbent;
        if (cur && !beats({ value, cost }, cur)) {
          if (beats(cur, { value, cost })) continue;
          // An exact tie in score and price: settle it on the ids.
          const tie: Candidate = { value, cost, cpu: c, gpu: g, ram: r.i, storage: combo, ...pickParts(opt) };
          if (!candidateBeats(tie, cur, index)) continue;
          best = tie;
          continue;
        }
        best = { value, cost, cpu: c, gpu: g, ram: r.i, storage: combo, ...pickParts(opt) };
      }
    }
  }
  return best;
}

const pickParts = (o: EnablerOption) => ({ board: o.board, kase: o.kase, cooler: o.cooler, psu: o.psu });

/** Per pair: the case + board + cooler frontiers per PSU form-factor mask, per board vector and hard-drive count. */
type CaseFronts = Map<number, Map<number, EnablerOption[]>>;

/**
 * Board, case, cooler and PSU for a CPU, card and memory/storage need: the price/value frontier
 * (cheapest first). Without valued cooling or PSU efficiency it is the single cheapest option.
 *
 * With value, the PSU depends only on the case's PSU form factors and the load, so options are
 * built per form-factor mask: the frontier of (board + case + cooler) over the cases of that mask,
 * combined with the PSUs of that mask. Restricting to that frontier loses nothing: an option whose
 * (board + case + cooler) part another of the same mask beats is beaten with the same PSU too.
 */
function enablerOptions(
  ctx: SearchContext,
  c: CpuItem,
  g: GpuItem | null,
  cg: CoolerGroup,
  vecId: number,
  vec: Int32Array,
  extraW: number,
  hdds: number,
  valued: boolean,
  fronts: CaseFronts,
): EnablerOption[] {
  const { index } = ctx;
  const need = psuNeed(c.tdp + (g ? g.tdp : 0) + PLATFORM + extraW, g ? g.minPsu : 0);
  if (!valued) {
    let cheapest: EnablerOption | null = null;
    const hot = isHotBuild(c.tdp, g ? g.tdp : 0);
    for (let k = 0; k < index.cases.length; k++) {
      const kase: CaseItem = index.cases[k];
      if (kase.bays35 < hdds) continue;
      if (g && !gpuFits(g.length, kase.maxGpu)) continue;
      if (!caseFitsHeat(kase.part.specs, hot, g ? g.length : 0)) continue;
      if (g && caseStarvesCard(kase.part.specs, g.tdp)) continue;
      const board = cheapestBoardFor(index, vec, kase.ffMask & ctx.boardSizes);
      if (board < 0) continue;
      const o = cg.cheapestByCase[k];
      if (o < 0) continue;
      const p = cheapestPsu(psuTablesFor(index, g)[kase.psuMask][0], need);
      if (p < 0) continue;
      const cost = index.boards[board].price + kase.price + index.coolers[o].price + index.psus[p].price;
      if (!cheapest || cost < cheapest.cost) cheapest = { cost, value: 0, board, kase: k, cooler: o, psu: p };
    }
    return cheapest ? [cheapest] : [];
  }
  const frontKey = vecId * HDD_KEYS + hdds;
  let byMask = fronts.get(frontKey);
  if (!byMask) {
    byMask = caseCoolerFronts(ctx, c, g, cg, vec, hdds);
    fronts.set(frontKey, byMask);
  }
  const all: EnablerOption[] = [];
  for (const [mask, front] of byMask) {
    const tables = psuTablesFor(index, g)[mask];
    const psuOpts: number[] = [];
    for (let level = 0; level < (ctx.valuedPsu ? tables.length : 1); level++) {
      const p = cheapestPsu(tables[level], need);
      if (p >= 0 && !psuOpts.includes(p)) psuOpts.push(p);
    }
    for (const f of front) {
      for (const p of psuOpts) {
        all.push({
          cost: f.cost + index.psus[p].price,
          value: f.value + ctx.psuValue[p],
          board: f.board,
          kase: f.kase,
          cooler: f.cooler,
          psu: p,
        });
      }
    }
  }
  return paretoOptions(all);
}

/** The PSU tables a card may draw from: units with a native 16-pin cable for a card with that plug. */
function psuTablesFor(index: PlannerIndex, g: GpuItem | null): PsuTable[][] {
  return g && g.part.specs.power16Pin === true ? index.psuTables16 : index.psuTables;
}

/** Sorts options by cost (stable) and keeps each that is worth more than every cheaper one. */
function paretoOptions(all: EnablerOption[]): EnablerOption[] {
  all.sort((a, b) => a.cost - b.cost || b.value - a.value);
  const out: EnablerOption[] = [];
  for (const o of all) {
    if (out.length && o.value <= out[out.length - 1].value + SCORE_EPSILON) continue;
    out.push(o);
  }
  return out;
}

/** Per PSU form-factor mask: the frontier of board + case + cooler (PSU not chosen yet). */
function caseCoolerFronts(
  ctx: SearchContext,
  c: CpuItem,
  g: GpuItem | null,
  cg: CoolerGroup,
  vec: Int32Array,
  hdds: number,
): Map<number, EnablerOption[]> {
  const { index } = ctx;
  const byMask = new Map<number, EnablerOption[]>();
  const hot = isHotBuild(c.tdp, g ? g.tdp : 0);
  for (let k = 0; k < index.cases.length; k++) {
    const kase: CaseItem = index.cases[k];
    if (kase.bays35 < hdds) continue;
    if (g && !gpuFits(g.length, kase.maxGpu)) continue;
    if (!caseFitsHeat(kase.part.specs, hot, g ? g.length : 0)) continue;
    if (g && caseStarvesCard(kase.part.specs, g.tdp)) continue;
    const board = cheapestBoardFor(index, vec, kase.ffMask & ctx.boardSizes);
    if (board < 0) continue;
    const fixed = index.boards[board].price + kase.price;
    const coolers = ctx.valuedCooler ? cg.quietByCase[k] : Int32Array.of(cg.cheapestByCase[k]);
    let list = byMask.get(kase.psuMask);
    if (!list) byMask.set(kase.psuMask, (list = []));
    for (const o of coolers) {
      if (o < 0) continue;
      list.push({
        cost: fixed + index.coolers[o].price,
        value: ctx.coolerValue[o],
        board,
        kase: k,
        cooler: o,
        psu: -1,
      });
    }
  }
  for (const [mask, list] of byMask) byMask.set(mask, paretoOptions(list));
  return byMask;
}

/** The cheapest board of the vector whose form factor the case takes (index into boards), or -1. */
function cheapestBoardFor(index: PlannerIndex, vec: Int32Array, ffMask: number): number {
  let best = -1;
  for (let f = 0; f < vec.length; f++) {
    const b = vec[f];
    if (b < 0 || !(ffMask & (1 << f))) continue;
    if (best < 0 || index.boards[b].price < index.boards[best].price) best = b;
  }
  return best;
}

export interface SearchStats {
  /** Allowed CPU/GPU pairs with a build in budget by their bound. */
  pairs: number;
  evaluated: number;
  /** Whether the search stopped on the bound (so its result is exact) rather than on maxPairs. */
  exact: boolean;
}

/**
 * The best build for the request, solving at most `maxPairs` pairs (Infinity: exact). A pair is
 * solved when its bound beats the best score found, or equals it while the pair's builds could be
 * cheaper (equal scores go to the cheaper build).
 */
export function searchBest(ctx: SearchContext, maxPairs: number): { best: Candidate | null; stats: SearchStats } {
  const { ub, lbCost } = pairBounds(ctx);
  const stride = ctx.gpus.length + 1;
  const solve = (i: number, incumbent: Candidate | null): Candidate | null => {
    const gi = i % stride;
    return evaluatePair(ctx, ctx.index.cpus[(i - gi) / stride], gi < ctx.gpus.length ? ctx.gpus[gi] : null, incumbent);
  };
  const order = (a: number, b: number) => ub[b] - ub[a] || lbCost[a] - lbCost[b] || a - b;
  let pairs = 0;
  let first = -1;
  for (let i = 0; i < ub.length; i++) {
    if (ub[i] === -Infinity) continue;
    pairs++;
    if (first < 0 || order(i, first) < 0) first = i;
  }
  if (first < 0 || maxPairs < 1) return { best: null, stats: { pairs, evaluated: 0, exact: first < 0 } };
  const worthSolving = (i: number, best: Candidate | null) =>
    !best || ub[i] > best.value + SCORE_EPSILON || (ub[i] >= best.value - SCORE_EPSILON && lbCost[i] < best.cost);
  // The pair with the best bound first; then only the pairs that might beat what it gave.
  let best = solve(first, null);
  let evaluated = 1;
  let exact = true;
  const rest: number[] = [];
  for (let i = 0; i < ub.length; i++) if (i !== first && ub[i] > -Infinity && worthSolving(i, best)) rest.push(i);
  rest.sort(order);
  for (const i of rest) {
    if (best && ub[i] < best.value - SCORE_EPSILON) break;
    if (!worthSolving(i, best)) continue;
    // The cap counts once a build is found: a request whose best-bound pairs hold no build (locked
    // parts the bounds do not see, locks.ts) goes on to the first pair that does.
    if (evaluated >= maxPairs && best) {
      exact = false;
      break;
    }
    evaluated++;
    const cand = solve(i, best);
    if (cand && candidateBeats(cand, best, ctx.index)) best = cand;
  }
  return { best, stats: { pairs, evaluated, exact } };
}

/** The cheapest compatible build whatever the budget, or null when the catalog cannot make one. */
export function searchCheapest(ctx: SearchContext): Candidate | null {
  const { index, gpus } = ctx;
  const stride = gpus.length + 1;
  const lbs = index.caseCoolerLB[ctx.req.resolution];
  const lb = new Float64Array(index.cpus.length * stride).fill(Infinity);
  index.cpus.forEach((c, ci) => {
    const bg = index.boardGroups[c.boardGroup];
    for (let gi = 0; gi <= gpus.length; gi++) {
      const g = gi < gpus.length ? gpus[gi] : null;
      // Integrated graphics are always cheaper than a card when they are allowed.
      if (g ? c.igpu && !ctx.needsCard : ctx.needsCard || !c.igpu) continue;
      if (!pairAllowed(ctx, c, g)) continue;
      lb[ci * stride + gi] = c.price + (g ? g.price : 0) + bg.minPrice + lbs[c.coolerGroup][gi];
    }
  });
  const order = Array.from(lb.keys())
    .filter((i) => Number.isFinite(lb[i]))
    .sort((a, b) => lb[a] - lb[b] || a - b);
  let best: Candidate | null = null;
  for (const i of order) {
    if (best && lb[i] > best.cost) break;
    const gi = i % stride;
    const cand = evaluatePair(ctx, index.cpus[(i - gi) / stride], gi < gpus.length ? gpus[gi] : null, null, true);
    if (!cand) continue;
    if (!best || cand.cost < best.cost || (cand.cost === best.cost && cand.value > best.value + SCORE_EPSILON))
      best = cand;
  }
  return best;
}
