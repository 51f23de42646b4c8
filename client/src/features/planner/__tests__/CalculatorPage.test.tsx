import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { currentLocation, renderWithApi } from '../../../test/render';
import { CalculatorPage } from '../CalculatorPage';
import { buildResultPath, type BuildResultPayload } from '../payload';
import {
  allocationPartsHandler,
  badInput,
  breakdownHandler,
  internalError,
  makeBreakdown,
  makeBuild,
  PENDING_DELAY,
  resultPageHandlers,
  SETTLE,
  useCasesHandler,
  payloadPartsOf,
} from './fixtures';
import { payloadInLocation, renderPlanner } from './render';
import { startMockApi } from '../../../test/mocks/server';

const DEFAULT_INPUTS = { budgetCents: 150000, kind: 'GAMING', screen: 'RES_1080P' } as const;
/** makeBreakdown()'s split: in dollars in the payload, in cents in the generateParts request. */
const SPLIT = { cpu: 330, gpu: 570, ram: 135, storage: 135, other: 330 };
const SPLIT_CENTS = { cpuCents: 33000, gpuCents: 57000, ramCents: 13500, storageCents: 13500, otherCents: 33000 };

function splitRow(label: string) {
  const list = screen.getByRole('list', { name: 'Split by category' });
  const row = within(list).getByText(label).closest('li');
  if (!row) throw new Error(`no row for ${label}`);
  return row;
}

startMockApi();

describe('CalculatorPage', () => {
  it('shows the form with the required defaults and labelled controls', async () => {
    renderPlanner('/calculator');
    expect(screen.getByRole('heading', { level: 1, name: 'PC Budget Calculator' })).toBeInTheDocument();
    expect(document.title).toBe('RigForge - PC Budget Calculator');
    const slider = screen.getByRole('slider', { name: 'Budget' });
    expect(slider).toHaveValue('1500');
    expect(slider).toHaveAttribute('min', '500');
    expect(slider).toHaveAttribute('max', '5000');
    expect(slider).toHaveAttribute('step', '50');
    expect(slider).toHaveAttribute('aria-valuetext', '$1,500');
    expect(screen.getByRole('combobox', { name: 'Build type' })).toHaveValue('gaming');
    expect(
      within(screen.getByRole('combobox', { name: 'Build type' }))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['gaming', 'content', 'streaming', 'workstation']);
    const resolutions = within(screen.getByRole('group', { name: 'Resolution' })).getAllByRole('radio');
    expect(resolutions.map((r) => r.getAttribute('value'))).toEqual(['1080p', '1440p', '4K']);
    expect(screen.getByRole('radio', { name: '1080p' })).toBeChecked();
    expect(screen.getByText(/press Calculate Build to see how to split it/)).toBeInTheDocument();
    // A guest is offered sign-in instead of the Save Build dialog.
    expect(await screen.findByRole('link', { name: 'Sign In to Save Build' })).toBeInTheDocument();
  });

  it('calculates and shows the breakdown: dollars and percent per category, the total and the picks', async () => {
    const user = userEvent.setup();
    renderPlanner('/calculator', [breakdownHandler(DEFAULT_INPUTS, makeBreakdown(), PENDING_DELAY)]);
    await user.click(screen.getByRole('button', { name: 'Calculate Build' }));
    expect(screen.getByRole('button', { name: 'Calculating...' })).toBeDisabled();
    expect(await screen.findByRole('list', { name: 'Split by category' }, SETTLE)).toBeInTheDocument();

    expect(within(splitRow('CPU')).getByText('$330')).toBeInTheDocument();
    expect(within(splitRow('CPU')).getByText('22%')).toBeInTheDocument();
    expect(within(splitRow('GPU')).getByText('$570')).toBeInTheDocument();
    expect(within(splitRow('GPU')).getByText('38%')).toBeInTheDocument();
    expect(within(splitRow('RAM')).getByText('$135')).toBeInTheDocument();
    expect(within(splitRow('RAM')).getByText('9%')).toBeInTheDocument();
    expect(within(splitRow('Storage')).getByText('$135')).toBeInTheDocument();
    expect(within(splitRow('Other')).getByText('$330')).toBeInTheDocument();
    expect(within(splitRow('Other')).getByText('22%')).toBeInTheDocument();
    expect(screen.getByText('Total Estimated Cost').nextSibling).toHaveTextContent('$1,500');

    expect(screen.getByRole('link', { name: 'AMD Ryzen 7 7700X' })).toHaveAttribute(
      'href',
      '/components/cpu-amd-ryzen-7-7700x',
    );
    expect(screen.getByRole('link', { name: 'AMD Radeon RX 7800 XT' })).toHaveAttribute(
      'href',
      '/components/gpu-amd-radeon-rx-7800-xt',
    );
    expect(screen.getByRole('button', { name: 'Calculate Build' })).toBeEnabled();
  });

  it('keeps the inputs in the address and marks a breakdown made for other inputs', async () => {
    const user = userEvent.setup();
    renderPlanner('/calculator', [breakdownHandler(DEFAULT_INPUTS, makeBreakdown())]);
    await user.click(screen.getByRole('button', { name: 'Calculate Build' }));
    await screen.findByRole('list', { name: 'Split by category' });
    expect(screen.queryByText(/Your settings changed/)).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('slider', { name: 'Budget' }), { target: { value: '2000' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Build type' }), 'streaming');
    await user.click(screen.getByRole('radio', { name: '4K' }));
    expect(currentLocation()).toBe('/calculator?budget=2000&buildType=streaming&resolution=4K');
    expect(screen.getByText('$2,000', { selector: 'output' })).toBeInTheDocument();
    expect(screen.getByText(/Your settings changed since this breakdown/)).toBeInTheDocument();
  });

  it('shows a choice at once, and follows the address when it changes from elsewhere', async () => {
    const user = userEvent.setup();
    renderWithApi(
      <>
        <Link to="/calculator?budget=3000">Preset</Link>
        <CalculatorPage />
      </>,
      { at: '/calculator' },
    );
    fireEvent.click(screen.getByRole('radio', { name: '4K' }));
    expect(screen.getByRole('radio', { name: '4K' })).toBeChecked();
    fireEvent.change(screen.getByRole('slider', { name: 'Budget' }), { target: { value: '2500' } });
    expect(screen.getByRole('slider', { name: 'Budget' })).toHaveValue('2500');

    await user.click(screen.getByRole('link', { name: 'Preset' }));
    expect(screen.getByRole('slider', { name: 'Budget' })).toHaveValue('3000');
    expect(screen.getByRole('radio', { name: '1080p' })).toBeChecked();
  });

  it('takes every step of a held arrow key: 10 fast ArrowRight presses add 10 steps', () => {
    jest.useFakeTimers();
    try {
      renderPlanner('/calculator');
      const slider = screen.getByRole('slider', { name: 'Budget' });
      slider.focus();
      for (let i = 0; i < 10; i += 1) fireEvent.keyDown(slider, { key: 'ArrowRight', repeat: i > 0 });
      expect(slider).toHaveValue('2000');
      expect(slider).toHaveAttribute('aria-valuetext', '$2,000');
      expect(new URLSearchParams(currentLocation().split('?')[1]).get('budget')).toBe('2000');
      fireEvent.keyDown(slider, { key: 'Home' });
      expect(slider).toHaveValue('500');
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads its inputs from the address', () => {
    renderPlanner('/calculator?budget=3200&buildType=workstation&resolution=1440p');
    expect(screen.getByRole('slider', { name: 'Budget' })).toHaveValue('3200');
    expect(screen.getByRole('combobox', { name: 'Build type' })).toHaveValue('workstation');
    expect(screen.getByRole('radio', { name: '1440p' })).toBeChecked();
  });

  it('generates from the allocation, calculating first, and opens the result with the encoded payload', async () => {
    const user = userEvent.setup();
    const build = makeBuild({
      useCases: ['gaming'],
      buildType: 'gaming',
      resolution: '1080p',
      buildTier: null,
      budgetCents: 150000,
    });
    renderPlanner('/calculator', [
      breakdownHandler(DEFAULT_INPUTS, makeBreakdown()),
      allocationPartsHandler({ ...SPLIT_CENTS, ...DEFAULT_INPUTS }, build, PENDING_DELAY),
      ...resultPageHandlers(),
    ]);
    await user.click(screen.getByRole('button', { name: 'Generate Parts List' }));
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await waitFor(() => expect(currentLocation()).toMatch(/^\/build-result\?data=/), SETTLE);
    const payload = {
      parts: payloadPartsOf(build),
      budget: 1500,
      buildType: 'gaming',
      resolution: '1080p',
      allocation: SPLIT,
      total: build.totalCents / 100,
      fitsBudget: true,
      message: null,
    };
    expect(payloadInLocation()).toEqual(payload);
    // The address is exactly /build-result?data= + encodeURIComponent(JSON.stringify(payload)).
    expect(currentLocation()).toBe(buildResultPath(payloadInLocation() as BuildResultPayload));
  });

  it('generates for the use cases in the address with the chosen budget (strict), and shows them as badges', async () => {
    const user = userEvent.setup();
    const build = makeBuild({
      useCases: ['gaming', 'work'],
      buildType: 'gaming',
      budgetCents: 150000,
      buildTier: 'High-End',
    });
    renderPlanner('/calculator?usecases=gaming,work,mining', [
      useCasesHandler({ uses: ['GAMING', 'WORK'], budgetCents: 150000, strictBudget: true }, build),
      ...resultPageHandlers(),
    ]);
    const badges = screen.getByRole('list', { name: 'Your use cases' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gaming', 'Work & Productivity']);
    await user.click(screen.getByRole('button', { name: 'Generate Parts List' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/build-result\?data=/));
    expect(payloadInLocation()).toEqual({
      parts: payloadPartsOf(build),
      budget: 1500,
      useCases: ['gaming', 'work'],
      buildType: 'gaming',
      resolution: '1440p',
      buildTier: 'High-End',
      total: build.totalCents / 100,
      fitsBudget: true,
      message: null,
    });
  });

  it('shows the Generation Failed toast with the server message', async () => {
    const user = userEvent.setup();
    renderPlanner('/calculator?usecases=server', [
      useCasesHandler(
        { uses: ['SERVER'], budgetCents: 150000, strictBudget: true },
        badInput('Budget must be a number from $500 to $5,000.'),
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'Generate Parts List' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Budget must be a number from $500 to $5,000.')).toBeInTheDocument();
    expect(currentLocation()).toBe('/calculator?usecases=server');
    expect(screen.getByRole('button', { name: 'Generate Parts List' })).toBeEnabled();
  });

  it.each([
    ['a network failure', new Error('offline')],
    ['an unexpected server error', internalError()],
  ])('falls back to "Failed to generate parts list" on %s', async (_what, failure) => {
    const user = userEvent.setup();
    renderPlanner('/calculator?usecases=gaming', [
      useCasesHandler({ uses: ['GAMING'], budgetCents: 150000, strictBudget: true }, failure),
    ]);
    await user.click(screen.getByRole('button', { name: 'Generate Parts List' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate parts list')).toBeInTheDocument();
  });

  it('shows the toast when the allocation path fails too', async () => {
    const user = userEvent.setup();
    renderPlanner('/calculator', [
      breakdownHandler(DEFAULT_INPUTS, makeBreakdown()),
      allocationPartsHandler(
        { ...SPLIT_CENTS, ...DEFAULT_INPUTS },
        badInput('The allocation adds up to more than the budget.'),
      ),
    ]);
    await user.click(screen.getByRole('button', { name: 'Generate Parts List' }));
    expect(await screen.findByText('The allocation adds up to more than the budget.')).toBeInTheDocument();
    expect(screen.getByText('Generation Failed')).toBeInTheDocument();
  });

  it('asks for the picks of the use cases in the address, so they match the list Generate makes for them', async () => {
    const user = userEvent.setup();
    renderPlanner('/calculator?usecases=gaming,work', [
      breakdownHandler({ ...DEFAULT_INPUTS, uses: ['GAMING', 'WORK'] }, makeBreakdown()),
    ]);
    await user.click(screen.getByRole('button', { name: 'Calculate Build' }));
    expect(await screen.findByRole('heading', { name: 'Recommended picks' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AMD Radeon RX 7800 XT' })).toBeInTheDocument();
  });

  it('says when the breakdown could not be calculated', async () => {
    const user = userEvent.setup();
    renderPlanner('/calculator', [breakdownHandler(DEFAULT_INPUTS, internalError())]);
    await user.click(screen.getByRole('button', { name: 'Calculate Build' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't calculate the budget breakdown.");
  });
});
