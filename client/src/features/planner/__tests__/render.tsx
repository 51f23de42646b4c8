import { type MockLink } from '@apollo/client/testing';
import { currentSearch, renderApp } from '../../../test/render';
import { BuildResultPage } from '../BuildResultPage';
import { CalculatorPage } from '../CalculatorPage';
import { UseCaseStepPage } from '../UseCaseStepPage';

/** The planner's three screens at their addresses (as the app routes them). */
export const PLANNER_ROUTES = {
  '/calculator': <CalculatorPage />,
  '/build-result': <BuildResultPage />,
  '/guides': <UseCaseStepPage />,
};

/** The planner's screens, starting at `path`. */
export function renderPlanner(path: string, mocks: MockLink.MockedResponse[] = []) {
  return renderApp(PLANNER_ROUTES, { at: path, mocks });
}

/** The payload in the current address, decoded. */
export function payloadInLocation(): unknown {
  const data = currentSearch().get('data');
  return data === null ? null : JSON.parse(data);
}
