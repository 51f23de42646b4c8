import { type MockLink } from '@apollo/client/testing';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render';
import { BuildResultPage } from '../BuildResultPage';
import { CalculatorPage } from '../CalculatorPage';
import { UseCaseStepPage } from '../UseCaseStepPage';

/** Shows where the router is, and how it got there (PUSH, REPLACE or POP). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  return (
    <>
      <output data-testid="location">{pathname + search}</output>
      <output data-testid="navigation-type">{type}</output>
    </>
  );
}

/** The planner's three screens at their addresses (as the app routes them), starting at `path`. */
export function renderPlanner(path: string, mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/calculator" element={<CalculatorPage />} />
        <Route path="/build-result" element={<BuildResultPage />} />
        <Route path="/guides" element={<UseCaseStepPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { path, mocks },
  );
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

export function navigationType(): string {
  return document.querySelector('[data-testid="navigation-type"]')?.textContent ?? '';
}

/** The payload in the current address, decoded. */
export function payloadInLocation(): unknown {
  const data = new URLSearchParams(currentLocation().split('?')[1] ?? '').get('data');
  return data === null ? null : JSON.parse(data);
}
