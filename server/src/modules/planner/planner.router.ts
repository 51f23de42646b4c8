import { Router } from 'express';
import type { ServicesOf } from '../services';
import { allocationJson, generatedBuildJson } from './planner.dollars';
import { readCalculatorRequest, readPartsFromAllocation, readUseCaseRequest } from './planner.input';

/**
 * docs/requirements.md §7: the calculator's and the generator's POST paths, over the GraphQL resolvers' service.
 * The service answers in cents; the spec's shapes are in dollars, made here at the edge.
 */
export function plannerRouter(services: ServicesOf): Router {
  const router = Router();

  router.post('/budget-calculator', async (req, res) => {
    res.json(allocationJson(await services(req).planner.allocation(readCalculatorRequest(req.body, 'dollars'))));
  });

  router.post('/generate-parts-list', async (req, res) => {
    res.json(
      generatedBuildJson(await services(req).planner.fromAllocation(readPartsFromAllocation(req.body, 'dollars'))),
    );
  });

  router.post('/generate-parts-from-usecases', async (req, res) => {
    res.json(generatedBuildJson(await services(req).planner.fromUseCases(readUseCaseRequest(req.body, 'dollars'))));
  });

  return router;
}
