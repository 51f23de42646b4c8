import { catalogModule } from '../catalog/catalog.module';
import { defineModule } from '../module';
import { plannerRouter } from './planner.router';
import {
  BudgetAllocationResolver,
  BuildPartResolver,
  BuildUpgradeResolver,
  CompatibilityCheckResultResolver,
  CompatibilityReportResolver,
  GeneratedBuildResolver,
  PlannerResolver,
  RecommendedPartResolver,
} from './planner.resolver';
import { PlannerService } from './planner.service';

/** The build planner: budget allocation, compatibility checks and the parts-list generator (@rigforge/planner). */
export const plannerModule = defineModule({
  name: 'planner',
  resolvers: [
    PlannerResolver,
    BudgetAllocationResolver,
    GeneratedBuildResolver,
    BuildPartResolver,
    BuildUpgradeResolver,
    CompatibilityCheckResultResolver,
    CompatibilityReportResolver,
    RecommendedPartResolver,
  ],
  rest: plannerRouter,
  service: (scope) => new PlannerService(scope.service(catalogModule)),
});
