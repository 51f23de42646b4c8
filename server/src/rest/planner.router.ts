import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { PlannerService } from '../modules/planner/planner.service';

/** docs/requirements.md §7: the calculator's and the generator's POST paths, over the GraphQL resolvers' service. */
export function plannerRouter(db: DataSource): Router {
  const router = Router();

  router.post('/budget-calculator', async (req, res) => {
    res.json(await new PlannerService(db.manager).allocation(req.body));
  });

  router.post('/generate-parts-list', async (req, res) => {
    res.json(await new PlannerService(db.manager).fromAllocation(req.body));
  });

  router.post('/generate-parts-from-usecases', async (req, res) => {
    res.json(await new PlannerService(db.manager).fromUseCases(req.body));
  });

  return router;
}
