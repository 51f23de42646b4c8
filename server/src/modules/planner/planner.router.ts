import { Router } from 'express';
import type { ServicesOf } from '../services';

/** docs/requirements.md §7: the calculator's and the generator's POST paths, over the GraphQL resolvers' service. */
export function plannerRouter(services: ServicesOf): Router {
  const router = Router();

  router.post('/budget-calculator', async (req, res) => {
    res.json(await services(req).planner.allocation(req.body));
  });

  router.post('/generate-parts-list', async (req, res) => {
    res.json(await services(req).planner.fromAllocation(req.body));
  });

  router.post('/generate-parts-from-usecases', async (req, res) => {
    res.json(await services(req).planner.fromUseCases(req.body));
  });

  return router;
}
