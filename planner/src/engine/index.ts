// The build planner's pure engine: index a catalog once, then plan builds from it.
export * from './types';
export { buildPlannerIndex, type PlannerIndex } from './planner-index';
export { GENERATOR_MAX_PAIRS, planBuild, planBuildExact, type PlanDiagnostics } from './plan';
export { buildProblems, partsOf, selectionOf } from './build';
export { explainBuild } from './reasons';
export { budgetUpgrades, type BuildUpgrade } from './upgrades';
export { MIN_BUDGET_SHARE, panelObjections } from './panel';
export * from './score';
// The search's steps, for reference checks that solve every CPU/GPU pair (the seed catalog's tests).
export { candidateBeats, evaluatePair, pairAllowed, searchContext, type Candidate } from './search';
export {
  betterForSlot,
  lockedReason,
  lockedRuleProblems,
  moneyText,
  planWithLocks,
  tooManyParts,
  upgradePlan,
  LOCK_INDEXES_KEPT,
  MAX_LOCKED_DRIVES,
  MAX_LOCKED_KITS,
  MIN_UPGRADE_GAIN,
  type BetterPartOutcome,
  type LockedBuild,
  type LockedPart,
  type LockOptions,
  type LockPlanRequest,
  type LockRefusal,
  type LockResult,
  type UpgradeOutcome,
} from './locks';
export { feedShareOf } from './reasons';
