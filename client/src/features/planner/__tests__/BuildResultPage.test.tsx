import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { retailLinksFor } from '@rigforge/common';
import { buildResultPath, type BuildResultPayload } from '../payload';
import {
  PART_IDS,
  PENDING_DELAY,
  SETTLE,
  badInput,
  compatibilityHandler,
  makeBuild,
  makeReport,
  useCasesHandler,
  payloadPartsOf,
} from './fixtures';
import { currentLocation, navigationType } from '../../../test/render';
import { payloadInLocation, renderPlanner } from './render';
import { startMockApi } from '../../../test/mocks/server';

const build = makeBuild();
const PAYLOAD: BuildResultPayload = {
  parts: payloadPartsOf(build),
  budget: 800,
  useCases: ['gaming', 'work'],
  buildType: 'Custom',
  resolution: '1440p',
  buildTier: 'Mid-Range',
  total: 594.48,
  fitsBudget: true,
  message: null,
};
const IDS = [PART_IDS.cpu, PART_IDS.gpu, PART_IDS.ram];

function card(name: string) {
  return screen.getByRole('article', { name });
}

startMockApi();

describe('BuildResultPage with data', () => {
  it('shows the tier badge with the total, the badges and a card per part with retailer links', async () => {
    renderPlanner(buildResultPath(PAYLOAD), [compatibilityHandler(IDS, makeReport())]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your PC Build' })).toBeInTheDocument();
    expect(document.title).toBe('RigForge - Build Result');
    // 199.99 + 299.99 + 94.50 = 594.48: 800 or less is Budget Gaming (green), captioned as the total's tier; the
    // budget's tier (Mid-Range) is not named beside it.
    expect(screen.getByText('Budget Gaming')).toBeInTheDocument();
    expect(screen.getByText('Tier by total price')).toBeInTheDocument();
    expect(screen.queryAllByText(/Mid-Range/).filter((el) => el.dataset.testid !== 'location')).toEqual([]);
    expect(screen.getByText('Total price:').parentElement).toHaveTextContent('$594.48');
    const about = within(screen.getByRole('list', { name: 'About this build' }));
    expect(about.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Budget: $800',
      'Gaming',
      'Work & Productivity',
      '1440p',
    ]);

    expect(screen.getAllByRole('article')).toHaveLength(3);
    const gpu = within(card('NVIDIA GeForce RTX 4060'));
    expect(gpu.getByText('GPU')).toBeInTheDocument();
    expect(gpu.getByText('$299.99')).toBeInTheDocument();
    expect(gpu.getByText('The best 1440p card for the money.')).toBeInTheDocument();
    expect(gpu.getByRole('link', { name: 'NVIDIA GeForce RTX 4060' })).toHaveAttribute(
      'href',
      '/components/gpu-nvidia-geforce-rtx-4060',
    );
    const links = retailLinksFor('NVIDIA GeForce RTX 4060', 'GPU');
    for (const [retailer, href] of [
      ['Amazon', links.amazon],
      ['Newegg', links.newegg],
      ['Best Buy', links.bestBuy],
    ]) {
      const link = gpu.getByRole('link', { name: `Search ${retailer} for NVIDIA GeForce RTX 4060` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Opens in a new tab');
      expect(link).toHaveTextContent(retailer);
    }
    expect(gpu.getByRole('link', { name: /Search Amazon/ })).toHaveAttribute(
      'href',
      `https://www.amazon.com/s?k=${encodeURIComponent('NVIDIA GeForce RTX 4060 graphics card')}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Calculator' })).toHaveAttribute('href', '/calculator');
  });

  it('checks compatibility live and shows every check, the wattage and the PSU size', async () => {
    renderPlanner(buildResultPath(PAYLOAD), [compatibilityHandler(IDS, makeReport({ unchecked: ['Mystery Case'] }))]);
    expect(screen.getByText('Checking compatibility...')).toBeInTheDocument();
    const checks = await screen.findByRole('list', { name: 'Compatibility checks' });
    const items = within(checks).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('CPU socketPassThe AM5 CPU fits the AM5 board.');
    expect(items[2]).toHaveTextContent('Power supplyWarningThe PSU has little headroom.');
    expect(screen.getByText(/Compatible, with 1 thing to check/)).toBeInTheDocument();
    expect(screen.getByText('Estimated power draw').nextSibling).toHaveTextContent('310 W');
    expect(screen.getByText('Recommended PSU').nextSibling).toHaveTextContent('450 W');
    expect(screen.getByText(/Not fully checked.*Mystery Case/)).toBeInTheDocument();
  });

  it('says when a check fails', async () => {
    const report = makeReport({
      compatible: false,
      checks: [{ rule: 'cpu-socket', label: 'CPU socket', verdict: 'FAIL', message: 'AM4 CPU, AM5 board.' }],
    });
    renderPlanner(buildResultPath(PAYLOAD), [compatibilityHandler(IDS, report)]);
    expect(await screen.findByText(/1 check fails/)).toBeInTheDocument();
    expect(screen.getByText('Fail')).toBeInTheDocument();
  });

  it('offers a retry when the check could not be made', async () => {
    const user = userEvent.setup();
    renderPlanner(buildResultPath(PAYLOAD), [
      compatibilityHandler(IDS, new Error('offline')),
      compatibilityHandler(IDS, makeReport()),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't check this build's compatibility.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Compatibility checks' })).toBeInTheDocument();
  });

  it('shows what the server says about parts it does not know', async () => {
    renderPlanner(buildResultPath(PAYLOAD), [
      compatibilityHandler(
        IDS,
        Object.assign(badInput('x'), { extensions: { code: 'NOT_FOUND' }, message: 'No component has the id X.' }),
      ),
    ]);
    expect(await screen.findByText('No component has the id X.')).toBeInTheDocument();
  });

  it('explains that checks need catalog parts when the parts carry no ids', () => {
    const parts = PAYLOAD.parts.map(({ name, price, category, reason }) => ({ name, price, category, reason }));
    renderPlanner(buildResultPath({ parts }));
    expect(screen.getByText(/Compatibility checks are available for parts from the catalog/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'About this build' })).not.toBeInTheDocument();
    expect(screen.queryByText('Checking compatibility...')).not.toBeInTheDocument();
  });

  it('shows the message prominently when no compatible build fits the budget', async () => {
    const message = 'No compatible build fits $500. The cheapest compatible build we can make costs $594.48.';
    renderPlanner(buildResultPath({ ...PAYLOAD, budget: 500, fitsBudget: false, message }), [
      compatibilityHandler(IDS, makeReport()),
    ]);
    const notice = screen.getByText('This build is over your budget').closest('[role="status"]');
    expect(notice).toHaveTextContent(message);
    expect(notice).toHaveTextContent('The parts below are the cheapest compatible build.');
    await screen.findByRole('list', { name: 'Compatibility checks' });
  });

  it("shows the planner's note, the unspent amount and the optional upgrades when the budget is partly unspent", async () => {
    const message = 'The fastest build we can make costs $594; the rest buys nothing faster.';
    const upgrades = [
      {
        id: 'psu-1',
        slug: 'corsair-rm750e',
        name: 'Corsair RM750e',
        category: 'PSU' as const,
        priceCents: 9999,
        extraCents: 3000,
        reason: '80+ Gold efficiency at 750 W, up from 80+ Bronze: less heat and noise.',
      },
      {
        name: 'Crucial Pro 32GB',
        category: 'RAM' as const,
        priceCents: 8999,
        extraCents: 4500,
        reason: '32 GB of memory, up from 16 GB.',
      },
    ];
    renderPlanner(buildResultPath({ ...PAYLOAD, message, upgrades }), [compatibilityHandler(IDS, makeReport())]);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(message);
    // $800 budget, $594.48 of parts.
    expect(note).toHaveTextContent('Unspent: $205.52');
    const list = within(within(note).getByRole('region', { name: 'Optional upgrades' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'PSU: Corsair RM750e (+$30.00)80+ Gold efficiency at 750 W, up from 80+ Bronze: less heat and noise.',
      'RAM: Crucial Pro 32GB (+$45.00)32 GB of memory, up from 16 GB.',
    ]);
    expect(screen.queryByText('This build is over your budget')).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Compatibility checks' });
  });

  it('shows no note when the planner has nothing to say', async () => {
    renderPlanner(buildResultPath(PAYLOAD), [compatibilityHandler(IDS, makeReport())]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Compatibility checks' });
  });

  it('shows the build type when the build was not made for use cases', () => {
    renderPlanner(buildResultPath({ parts: PAYLOAD.parts.slice(0, 1), buildType: 'streaming', resolution: '4K' }), [
      compatibilityHandler([PART_IDS.cpu], makeReport()),
    ]);
    const about = within(screen.getByRole('list', { name: 'About this build' }));
    expect(about.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Streaming', '4K']);
  });

  it('shows a default budget as a default: a use-case build without a target budget', () => {
    const { buildTier: _tier, ...planned } = { ...PAYLOAD, budget: 1400 };
    renderPlanner(buildResultPath(planned), [compatibilityHandler(IDS, makeReport())]);
    const about = within(screen.getByRole('list', { name: 'About this build' }));
    expect(about.getAllByRole('listitem')[0]).toHaveTextContent('Planned around $1,400');
    expect(screen.queryByText('Budget: $1,400')).not.toBeInTheDocument();
  });

  it('uses the tier of the parts’ total, not a total written in the address', () => {
    const parts = [{ name: 'Big GPU', price: 1600, category: 'GPU' as const, reason: 'Fast.' }];
    renderPlanner(buildResultPath({ parts, total: 100 }));
    expect(screen.getByText('High-End Gaming')).toBeInTheDocument();
    expect(screen.getByText('Total price:').parentElement).toHaveTextContent('$1,600.00');
  });

  it('never uses retailer links from the address', () => {
    const data = JSON.stringify({
      parts: [
        {
          name: 'Corsair RM750e',
          price: 99,
          category: 'PSU',
          reason: 'Enough power.',
          retailLinks: { amazon: 'https://phish.example/a', newegg: 'javascript:alert(1)', bestBuy: 'x' },
        },
      ],
    });
    renderPlanner(`/build-result?data=${encodeURIComponent(data)}`);
    const links = retailLinksFor('Corsair RM750e', 'PSU');
    expect(screen.getByRole('link', { name: 'Search Amazon for Corsair RM750e' })).toHaveAttribute(
      'href',
      links.amazon,
    );
    expect(screen.getByRole('link', { name: 'Search Newegg for Corsair RM750e' })).toHaveAttribute(
      'href',
      links.newegg,
    );
    expect(links.newegg).toBe(
      `https://www.newegg.com/p/pl?d=${encodeURIComponent('Corsair RM750e power supply 80+ gold')}`,
    );
  });
});

describe('BuildResultPage without usable data', () => {
  let error: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    error.mockRestore();
    warn.mockRestore();
  });

  it('goes to the calculator (replacing the address) when data is missing', async () => {
    renderPlanner('/build-result');
    await waitFor(() => expect(currentLocation()).toBe('/calculator'));
    expect(navigationType()).toBe('REPLACE');
    expect(warn).toHaveBeenCalled();
  });

  it('logs unparseable data and goes to the calculator', async () => {
    renderPlanner(`/build-result?data=${encodeURIComponent('{"parts": [')}`);
    await waitFor(() => expect(currentLocation()).toBe('/calculator'));
    expect(error).toHaveBeenCalledWith('Build result: the data in the address is not JSON.', expect.any(SyntaxError));
  });

  it('logs data of the wrong shape and goes to the calculator', async () => {
    renderPlanner(`/build-result?data=${encodeURIComponent(JSON.stringify({ parts: [{ name: 'X', price: '1' }] }))}`);
    await waitFor(() => expect(currentLocation()).toBe('/calculator'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('parts[0].price must be a number of dollars'));
  });
});

describe('BuildResultPage use-case step', () => {
  it('is the same step as on /guides: six cards, Generate disabled until a use case is chosen, then the result', async () => {
    const user = userEvent.setup();
    const generated = makeBuild({ budgetCents: 95000, useCases: ['gaming', 'workstation'], buildType: 'gaming' });
    renderPlanner('/build-result?budget=950&step=usecase', [
      useCasesHandler(
        { uses: ['GAMING', 'WORKSTATION'], budgetCents: 95000, strictBudget: true },
        generated,
        PENDING_DELAY,
      ),
      compatibilityHandler(IDS, makeReport()),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Mid-Range PC Build ($800-1000)' })).toBeInTheDocument();
    expect(document.title).toBe('RigForge - Choose Your Use Cases');
    expect(screen.getByText('Budget $950')).toBeInTheDocument();
    const cards = screen.getAllByRole('button', { pressed: false });
    expect(cards.map((c) => c.textContent)).toEqual([
      'GamingHigh FPS gaming, latest AAA titles',
      'Work & ProductivityOffice tasks, coding, video calls',
      'Content CreationVideo editing, streaming, rendering',
      'Music ProductionAudio recording, mixing, mastering',
      'Server/NASHome server, network storage',
      'WorkstationProfessional rendering, CAD work',
    ]);
    expect(screen.getByRole('button', { name: 'Gaming' })).toHaveAccessibleDescription(
      'High FPS gaming, latest AAA titles',
    );
    expect(screen.getByRole('link', { name: 'Back to Build Guides' })).toHaveAttribute('href', '/guides');

    const generate = screen.getByRole('button', { name: 'Generate Parts List' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('Select at least one use case to continue');

    await user.click(screen.getByRole('button', { name: 'Workstation' }));
    await user.click(screen.getByRole('button', { name: 'Gaming' }));
    await user.click(screen.getByRole('button', { name: 'Music Production' }));
    await user.click(screen.getByRole('button', { name: 'Music Production' }));
    expect(screen.getByRole('button', { name: 'Gaming' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Music Production' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Generate Parts List' }));
    expect(screen.getByRole('button', { name: 'Generating Components...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your PC Build' }, SETTLE)).toBeInTheDocument();
    expect(currentLocation()).toMatch(/^\/build-result\?data=/);
    expect(navigationType()).toBe('REPLACE');
    expect(payloadInLocation()).toEqual({
      parts: payloadPartsOf(generated),
      budget: 950,
      useCases: ['gaming', 'workstation'],
      buildType: 'Custom',
      resolution: '1440p',
      buildTier: 'Mid-Range',
      total: generated.totalCents / 100,
      fitsBudget: true,
      message: null,
    });
  });

  it.each([
    ['a missing budget', '/build-result?step=usecase'],
    ['a budget that is not a number', '/build-result?budget=lots&step=usecase'],
    ['a budget below the planner’s range', '/build-result?budget=100&step=usecase'],
  ])('plans for $800 with %s', async (_what, path) => {
    const user = userEvent.setup();
    renderPlanner(path, [
      useCasesHandler({ uses: ['SERVER'], budgetCents: 80000, strictBudget: true }, makeBuild({ budgetCents: 80000 })),
      compatibilityHandler(IDS, makeReport()),
    ]);
    expect(screen.getByText('Planned around $800')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mid-Range PC Build ($800-1000)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Server/NAS' }));
    await user.click(screen.getByRole('button', { name: 'Generate Parts List' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your PC Build' })).toBeInTheDocument();
  });

  it('shows the Generation Failed toast when generation fails', async () => {
    const user = userEvent.setup();
    renderPlanner('/build-result?budget=1200&step=usecase', [
      useCasesHandler({ uses: ['GAMING'], budgetCents: 120000, strictBudget: true }, new Error('offline')),
    ]);
    await user.click(screen.getByRole('button', { name: 'Gaming' }));
    await user.click(screen.getByRole('button', { name: 'Generate Parts List' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to generate parts list')).toBeInTheDocument();
    expect(currentLocation()).toBe('/build-result?budget=1200&step=usecase');
  });
});
