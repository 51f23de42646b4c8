import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { delay as wait, graphql, HttpResponse, type RequestHandler } from 'msw';
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { CreateSavedBuildDocument, type CreateSavedBuildMutation } from '../planner.generated';
import { type SavedBuildComponentInput, type SavedBuildInput } from '../../../generated/graphql';
import { meHandler } from '../../../test/mocks/handlers/session';
import { TEST_USER, currentLocation } from '../../../test/render';
import { buildResultPath, type BuildResultPayload } from '../payload';
import { buildToSave, saveDefaults } from '../save';
import {
  PART_IDS,
  SETTLE,
  badInput,
  makeBuild,
  makeReport,
  compatibilityHandler,
  failureAnswer,
  payloadPartsOf,
  sameVariables,
  useCasesHandler,
} from './fixtures';
import { renderPlanner } from './render';
import { startMockApi } from '../../../test/mocks/server';

const build = makeBuild();
const PAYLOAD: BuildResultPayload = {
  parts: payloadPartsOf(build),
  budget: 800,
  useCases: ['gaming', 'work'],
  buildType: 'Custom',
  resolution: '1440p',
  total: 594.48,
  fitsBudget: true,
};
const IDS = [PART_IDS.cpu, PART_IDS.gpu, PART_IDS.ram];

const EXPECTED_COMPONENTS: SavedBuildComponentInput[] = [
  { partType: 'CPU', name: 'AMD Ryzen 5 7600', priceCents: 19999, componentId: PART_IDS.cpu },
  { partType: 'GPU', name: 'NVIDIA GeForce RTX 4060', priceCents: 29999, componentId: PART_IDS.gpu },
  { partType: 'RAM', name: 'Corsair Vengeance 32GB DDR5-6000', priceCents: 9450, componentId: PART_IDS.ram },
];

/** Answers the save of exactly `input` as `outcome` says, after `delay` ms; other saves fall through. */
function createHandler(input: SavedBuildInput, outcome: 'ok' | GraphQLError | Error, delay = 0) {
  return graphql.mutation(CreateSavedBuildDocument, async ({ variables }) => {
    if (!sameVariables(variables, { input })) return undefined;
    if (delay) await wait(delay);
    if (outcome !== 'ok') return failureAnswer(outcome);
    return HttpResponse.json({
      data: {
        createSavedBuild: {
          __typename: 'SavedBuild',
          id: '20000000-0000-4000-8000-000000000001',
          title: input.title ?? 'Untitled',
          sharePath: '/shared/abcdefghijklmnopqrstuvwxyz012345',
        } as CreateSavedBuildMutation['createSavedBuild'],
      },
    });
  });
}

const RESULT_INPUT: SavedBuildInput = {
  components: EXPECTED_COMPONENTS,
  budgetCents: 80000,
  buildType: 'Custom',
  screen: 'RES_1440P',
  uses: ['GAMING', 'WORK'],
  title: 'Budget Gaming Build - $800',
  description: 'Built for Gaming and Work & Productivity.',
  isPublic: false,
};

/** The save button, once the session is known (it is disabled until then). */
async function saveButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

function renderResult(handlers: RequestHandler[], user = true) {
  return renderPlanner(buildResultPath(PAYLOAD), [
    meHandler(user ? TEST_USER : null),
    compatibilityHandler(IDS, makeReport()),
    ...handlers,
  ]);
}

startMockApi();

describe('saving from the build result', () => {
  it('maps the result to the required save payload, with the default title and description', () => {
    expect(buildToSave(PAYLOAD)).toEqual({
      components: EXPECTED_COMPONENTS,
      budgetCents: 80000,
      buildType: 'Custom',
      screen: 'RES_1440P',
      uses: ['GAMING', 'WORK'],
    });
    expect(saveDefaults(PAYLOAD)).toEqual({
      title: 'Budget Gaming Build - $800',
      description: 'Built for Gaming and Work & Productivity.',
    });
    // Without use cases the description names the build type and resolution.
    expect(saveDefaults({ ...PAYLOAD, useCases: undefined, buildType: 'gaming' }).description).toBe(
      'Gaming build for 1440p resolution.',
    );
  });

  it('shows guests a Sign In to Save Build link that comes back to this build', async () => {
    renderResult([], false);
    const link = await screen.findByRole('link', { name: 'Sign In to Save Build' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('/api/login?returnTo=')).toBe(true);
    expect(decodeURIComponent(href.split('returnTo=')[1])).toBe(buildResultPath(PAYLOAD));
    expect(screen.queryByRole('button', { name: 'Save This Build' })).not.toBeInTheDocument();
  });

  it('saves with the defaults, shows Saving..., toasts and resets the dialog', async () => {
    const user = userEvent.setup();
    const edited = { ...RESULT_INPUT, title: 'My first rig', isPublic: true };
    renderResult([createHandler(edited, 'ok', 200), createHandler(RESULT_INPUT, 'ok')]);
    await user.click(await saveButton('Save This Build'));
    const dialog = screen.getByRole('dialog', { name: 'Save Build' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Budget Gaming Build - $800');
    expect(within(dialog).getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Built for Gaming and Work & Productivity.',
    );
    const publicSwitch = within(dialog).getByRole('switch', { name: 'Make this build public' });
    expect(publicSwitch).toHaveAttribute('aria-checked', 'false');

    await user.clear(title);
    await user.type(title, 'My first rig');
    await user.click(publicSwitch);
    await user.click(within(dialog).getByRole('button', { name: 'Save Build' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Build Saved Successfully!', undefined, SETTLE)).toBeInTheDocument();
    expect(screen.getByText('“My first rig” is in your saved builds.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opened again, the dialog starts from the defaults, and they save as they are.
    await user.click(screen.getByRole('button', { name: 'Save This Build' }));
    const again = screen.getByRole('dialog', { name: 'Save Build' });
    expect(within(again).getByRole('textbox', { name: 'Title' })).toHaveValue('Budget Gaming Build - $800');
    expect(within(again).getByRole('switch', { name: 'Make this build public' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.click(within(again).getByRole('button', { name: 'Save Build' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SETTLE);
  });

  it("shows 'Save Failed' with the server's message, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    renderResult([createHandler(RESULT_INPUT, badInput('A saved build can have at most 30 components.'))]);
    await user.click(await saveButton('Save This Build'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Build' }));
    expect(await screen.findByText('Save Failed', undefined, SETTLE)).toBeInTheDocument();
    expect(screen.getByText('A saved build can have at most 30 components.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save Build' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to save build' when the request fails without a message", async () => {
    const user = userEvent.setup();
    renderResult([createHandler(RESULT_INPUT, new Error('Network request failed'))]);
    await user.click(await saveButton('Save This Build'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Build' }));
    expect(await screen.findByText('Failed to save build', undefined, SETTLE)).toBeInTheDocument();
  });

  it('leaves a lost session to the sign-in handler (no Save Failed toast)', async () => {
    const user = userEvent.setup();
    const unauthenticated = new GraphQLError(SIGN_IN_REQUIRED_MESSAGE, {
      extensions: { code: 'UNAUTHENTICATED' },
    });
    renderResult([createHandler(RESULT_INPUT, unauthenticated)]);
    await user.click(await saveButton('Save This Build'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Build' }));
    // The app's own client (lib/apollo.ts signInRequiredLink) signs the page out: it offers guests' sign-in.
    expect(await screen.findByRole('link', { name: 'Sign In to Save Build' }, SETTLE)).toBeInTheDocument();
    expect(screen.queryByText('Save Failed')).not.toBeInTheDocument();
  });

  it('refuses a title over 100 characters before sending anything', async () => {
    const user = userEvent.setup();
    renderResult([]);
    await user.click(await saveButton('Save This Build'));
    const title = within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('maxLength', '100');
  });
});

describe('saving from the calculator', () => {
  it('generates the parts list for the inputs, then saves it', async () => {
    const user = userEvent.setup();
    const generated = makeBuild({
      budgetCents: 150000,
      useCases: ['gaming'],
      buildType: 'gaming',
      buildTier: 'High-End',
    });
    const input: SavedBuildInput = {
      components: EXPECTED_COMPONENTS,
      budgetCents: 150000,
      buildType: 'gaming',
      screen: 'RES_1440P',
      uses: ['GAMING'],
      title: 'Mid-Range Gaming Build - $1500',
      description: 'Built for Gaming.',
      isPublic: false,
    };
    renderPlanner('/calculator?usecases=gaming', [
      meHandler(TEST_USER),
      useCasesHandler({ uses: ['GAMING'], budgetCents: 150000, strictBudget: true }, generated),
      createHandler(input, 'ok'),
    ]);
    await user.click(await saveButton('Save Build'));
    const dialog = screen.getByRole('dialog', { name: 'Save Build' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Mid-Range Gaming Build - $1500');
    await user.click(within(dialog).getByRole('button', { name: 'Save Build' }));
    expect(await screen.findByText('Build Saved Successfully!', undefined, SETTLE)).toBeInTheDocument();
    // Saving stays on the calculator.
    expect(currentLocation()).toBe('/calculator?usecases=gaming');
  });

  it("shows 'Save Failed' when the parts list cannot be generated", async () => {
    const user = userEvent.setup();
    renderPlanner('/calculator?usecases=gaming', [
      meHandler(TEST_USER),
      useCasesHandler({ uses: ['GAMING'], budgetCents: 150000, strictBudget: true }, badInput('The catalog is empty.')),
    ]);
    await user.click(await saveButton('Save Build'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save Build' }));
    expect(await screen.findByText('Save Failed', undefined, SETTLE)).toBeInTheDocument();
    expect(screen.getByText('The catalog is empty.')).toBeInTheDocument();
  });

  it('shows guests Sign In to Save Build', async () => {
    renderPlanner('/calculator', [meHandler(null)]);
    expect(await screen.findByRole('link', { name: 'Sign In to Save Build' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent('/calculator')}`,
    );
  });
});
