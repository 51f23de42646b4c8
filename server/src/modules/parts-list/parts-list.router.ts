import { Router } from 'express';
import { toComponentJson } from '../catalog/components.router';
import type { ServicesOf } from '../services';
import { readPartsListRequest } from './parts-list.input';
import type { PartsListResult } from './parts-list.service';

/** The REST shape: the GraphQL answer's, with the component in the components route's shape. */
function partsListJson(result: PartsListResult) {
  return {
    lines: result.lines.map((line) => ({
      lineNumber: line.lineNumber,
      raw: line.raw,
      type: line.type,
      name: line.name,
      priceCents: line.priceCents,
      component: line.component ? toComponentJson(line.component) : null,
      confidence: line.confidence,
      custom: line.custom,
      problemCode: line.problemCode,
      problem: line.problem,
    })),
    ignored: result.ignored,
    totalCents: result.totalCents,
  };
}

/** POST /api/parts-list/parse with `{ text }`: the parsePartsList query over REST. */
export function partsListRouter(services: ServicesOf): Router {
  const router = Router();
  router.post('/parts-list/parse', async (req, res) => {
    const { text } = readPartsListRequest(req.body);
    res.json(partsListJson(await services(req).partsList.parse(text)));
  });
  return router;
}
