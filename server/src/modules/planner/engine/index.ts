export * from './types';
export { buildPlannerIndex, type PlannerIndex } from './planner-index';
export { planBuild, planBuildExact, recommendForShares } from './plan';
export { buildProblems, selectionOf, partsOf } from './build';
export * from './score';
