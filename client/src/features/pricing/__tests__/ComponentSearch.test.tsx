import { act, fireEvent, screen } from '@testing-library/react';
import type * as Timers from 'timers';
import { suggestionsHandler } from '../../../test/mocks/handlers/pricing';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { ComponentSearch } from '../components/ComponentSearch';

startMockApi();

/** Node's own turn of the event loop (jsdom has no setImmediate; the fake clock does not move it). */
const { setImmediate: nextTurn } = jest.requireActual<typeof Timers>('timers');

const RTX = ['NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4060 Ti', 'NVIDIA GeForce RTX 4070'];

function setup(seen: string[] = []) {
  const added: string[] = [];
  const onAdd = jest.fn((name: string) => {
    added.push(name);
    return true;
  });
  server.use(
    suggestionsHandler('rtx', RTX, seen),
    suggestionsHandler('zzz', [], seen),
    suggestionsHandler('nvidia geforce rtx 4070', ['NVIDIA GeForce RTX 4070', 'NVIDIA GeForce RTX 4070 Super'], seen),
  );
  renderWithApi(<ComponentSearch onAdd={onAdd} />);
  return { onAdd, added, input: screen.getByRole('combobox', { name: 'Search for a component' }) };
}

/** Moves the fake clock by `ms`, then lets a request under way (over HTTP, msw) be asked and answered. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  for (let turn = 0; turn < 20; turn++) {
    await act(() => new Promise<void>((resolve) => nextTurn(resolve)));
  }
}

/** Lets the debounce run out and the answer arrive. */
async function settle() {
  await advance(300);
  await advance(100);
}

describe('ComponentSearch', () => {
  // The answers' way over HTTP (msw) keeps its own ticks; the clock is fake for the debounce and the blur delay.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('disables Add Component for blank input', () => {
    const { input } = setup();
    const button = screen.getByRole('button', { name: 'Add Component' });
    expect(button).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(button).toBeDisabled();
    fireEvent.change(input, { target: { value: 'rtx' } });
    expect(button).toBeEnabled();
  });

  it('asks for suggestions only after 300 ms without typing, and never for blank text', async () => {
    const seen: string[] = [];
    const { input } = setup(seen);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'r' } });
    await advance(100);
    fireEvent.change(input, { target: { value: 'rt' } });
    await advance(100);
    fireEvent.change(input, { target: { value: 'rtx' } });
    await advance(299);
    expect(seen).toEqual([]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await advance(1);
    expect(seen).toEqual(['rtx']);
    await advance(100);
    expect(seen).toEqual(['rtx']);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(RTX);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    fireEvent.change(input, { target: { value: '  ' } });
    await advance(400);
    expect(seen).toEqual(['rtx']);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('Enter adds the first suggestion; arrows choose another', async () => {
    const { input, added } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'rtx' } });
    await settle();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(added).toEqual(['NVIDIA GeForce RTX 4060']);
    expect(input).toHaveValue('');

    fireEvent.change(input, { target: { value: 'rtx' } });
    await settle();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(added).toEqual(['NVIDIA GeForce RTX 4060', 'NVIDIA GeForce RTX 4060 Ti']);
  });

  it('Escape closes the suggestions; Enter then adds the typed text in the catalog spelling', async () => {
    const { input, added } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'rtx' } });
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // The typed text (still 'rtx') has no exact match: it is added as typed.
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(added).toEqual(['rtx']);

    fireEvent.change(input, { target: { value: 'nvidia geforce rtx 4070' } });
    await settle();
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(added).toEqual(['rtx', 'NVIDIA GeForce RTX 4070']);
  });

  it('adds typed text with no suggestion as typed, trimmed', async () => {
    const { input, added } = setup();
    fireEvent.change(input, { target: { value: '  zzz ' } });
    await settle();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(added).toEqual(['zzz']);
  });

  it('hides the suggestions 200 ms after the box loses focus, so a click on one still lands', async () => {
    const { input, added } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'rtx' } });
    await settle();
    fireEvent.blur(input);
    await advance(199);
    const option = screen.getByRole('option', { name: 'NVIDIA GeForce RTX 4070' });
    fireEvent.click(option);
    expect(added).toEqual(['NVIDIA GeForce RTX 4070']);

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'rtx' } });
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.blur(input);
    await advance(200);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('keeps the text when the page refuses it (e.g. a duplicate)', async () => {
    const onAdd = jest.fn(() => false);
    server.use(suggestionsHandler('zzz', []));
    renderWithApi(<ComponentSearch onAdd={onAdd} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Component' }));
    expect(onAdd).toHaveBeenCalledWith('zzz');
    expect(input).toHaveValue('zzz');
  });
});
