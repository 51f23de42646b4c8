import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { targetBudget } from '../UseCaseStepPage';
import {
  internalError,
  makeBuild,
  payloadPartsOf,
  PENDING_DELAY,
  resultPageHandlers,
  SETTLE,
  useCasesHandler,
} from './fixtures';
import { currentLocation, navigationType } from '../../../test/render';
import { payloadInLocation, renderPlanner } from './render';
import { startMockApi } from '../../../test/mocks/server';

const heading = () => screen.getByRole('heading', { level: 1 });

startMockApi();

describe('the guides use-case step (/guides?step=usecase)', () => {
  it('starts Mid-Range with Generate disabled and the hint, and follows the selection’s default budget', async () => {
    const user = userEvent.setup();
    renderPlanner('/guides?step=usecase');
    expect(heading()).toHaveTextContent('Mid-Range PC Build ($800-1000)');
    // The budget nobody chose shows as a default, with a way to change it; the tier is said to be the budget's.
    expect(screen.getByText('Planned around $1,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the budget' })).toHaveAttribute('href', '/calculator');
    expect(screen.getByText(/^This tier comes from the budget\./)).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Generate Mid-Range Build' });
    expect(generate).toBeDisabled();
    expect(screen.getByText('Select at least one use case to continue')).toBeInTheDocument();
    expect(generate).toHaveAccessibleDescription('Select at least one use case to continue');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Workstation' }));
    expect(heading()).toHaveTextContent('High-End PC Build ($1200+)');
    expect(screen.getByText('Planned around $2,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change the budget' })).toHaveAttribute(
      'href',
      '/calculator?usecases=workstation',
    );
    expect(screen.getByRole('button', { name: 'Generate High-End Build' })).toBeEnabled();
    expect(screen.queryByText('Select at least one use case to continue')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Workstation' }));
    await user.click(screen.getByRole('button', { name: 'Work & Productivity' }));
    expect(heading()).toHaveTextContent('Mid-Range PC Build ($800-1000)');
    expect(screen.getByRole('link', { name: 'Back to Build Guides' })).toHaveAttribute('href', '/guides');
  });

  it('uses a valid budget in the address for the tier', async () => {
    const user = userEvent.setup();
    renderPlanner('/guides?step=usecase&budget=550');
    expect(heading()).toHaveTextContent('Budget PC Build ($400-600)');
    expect(screen.getByText('Budget $550')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change the budget' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Workstation' }));
    expect(heading()).toHaveTextContent('Budget PC Build ($400-600)');
    expect(screen.getByRole('button', { name: 'Generate Budget Build' })).toBeEnabled();
  });

  it('generates without a budget, shows Generating Components..., and opens the result', async () => {
    const user = userEvent.setup();
    const build = makeBuild({ budgetCents: 140000, buildTier: null, buildType: 'gaming', resolution: '1440p' });
    renderPlanner('/guides?step=usecase', [
      useCasesHandler({ uses: ['GAMING'] }, build, PENDING_DELAY),
      ...resultPageHandlers(),
    ]);
    await user.click(screen.getByRole('button', { name: 'Gaming' }));
    await user.click(screen.getByRole('button', { name: 'Generate High-End Build' }));
    const pending = screen.getByRole('button', { name: 'Generating Components...' });
    expect(pending).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Gaming' })).toBeDisabled();
    await waitFor(() => expect(currentLocation()).toMatch(/^\/build-result\?data=/), SETTLE);
    expect(navigationType()).toBe('PUSH');
    expect(payloadInLocation()).toEqual({
      parts: payloadPartsOf(build),
      budget: 1400,
      useCases: ['gaming'],
      buildType: 'gaming',
      resolution: '1440p',
      total: build.totalCents / 100,
      fitsBudget: true,
      message: null,
    });
  });

  it('generates with the target budget, strictly, and carries the build tier', async () => {
    const user = userEvent.setup();
    const build = makeBuild({ budgetCents: 95000, buildTier: 'Mid-Range', useCases: ['gaming', 'server'] });
    renderPlanner('/guides?step=usecase&budget=950', [
      useCasesHandler({ uses: ['GAMING', 'SERVER'], budgetCents: 95000, strictBudget: true }, build),
      ...resultPageHandlers(),
    ]);
    await user.click(screen.getByRole('button', { name: 'Server/NAS' }));
    await user.click(screen.getByRole('button', { name: 'Gaming' }));
    await user.click(screen.getByRole('button', { name: 'Generate Mid-Range Build' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/build-result\?data=/));
    expect(payloadInLocation()).toMatchObject({ budget: 950, buildTier: 'Mid-Range', useCases: ['gaming', 'server'] });
  });

  it('logs a failure and goes to the calculator with the chosen use cases', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPlanner('/guides?step=usecase', [useCasesHandler({ uses: ['GAMING', 'WORK'] }, internalError())]);
    await user.click(screen.getByRole('button', { name: 'Work & Productivity' }));
    await user.click(screen.getByRole('button', { name: 'Gaming' }));
    await user.click(screen.getByRole('button', { name: 'Generate Mid-Range Build' }));
    await waitFor(() => expect(currentLocation()).toBe('/calculator?usecases=gaming,work'));
    expect(error).toHaveBeenCalledWith('Generating a parts list for the use cases failed.', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'PC Budget Calculator' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('heading budget', () => {
  it.each([
    ['950', 950],
    ['500', 500],
    ['5000', 5000],
    ['499', null],
    ['5001', null],
    ['abc', null],
    ['', null],
    [null, null],
  ])('target budget %p is %p', (value, expected) => {
    expect(targetBudget(value)).toBe(expected);
  });
});
