import { type RequestHandler } from 'msw';
import { server } from '../../../test/mocks/server';
import { currentSearch, renderWithApi } from '../../../test/render';
import { BuildResultPage } from '../BuildResultPage';
import { CalculatorPage } from '../CalculatorPage';
import { UseCaseStepPage } from '../UseCaseStepPage';

/** The planner's three screens at their addresses (as the app routes them). */
export const PLANNER_ROUTES = {
  '/calculator': <CalculatorPage />,
  '/build-result': <BuildResultPage />,
  '/guides': <UseCaseStepPage />,
};

/**
 * The planner's screens, starting at `path`, with the answers `handlers` give (the first that
 * matches answers; the suite calls startMockApi()).
 */
export function renderPlanner(path: string, handlers: RequestHandler[] = []) {
  server.use(...handlers);
  return renderWithApi(PLANNER_ROUTES, { at: path });
}

/** The payload in the current address, decoded. */
export function payloadInLocation(): unknown {
  const data = currentSearch().get('data');
  return data === null ? null : JSON.parse(data);
}
