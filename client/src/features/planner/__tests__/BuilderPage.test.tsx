import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { readBuilderQuery } from '@rigforge/common';
import {
  BuilderNotesDocument,
  BuilderPartsDocument,
  ParsePartsListDocument,
  type ParsePartsListQuery,
} from '../planner.generated';
import { BuilderPage } from '../BuilderPage';
import { compatibilityHandler, makeReport } from './fixtures';
import { server, startMockApi } from '../../../test/mocks/server';
import { currentSearch, renderWithApi } from '../../../test/render';

startMockApi();

const id = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CATALOG = [
  { id: id(1), slug: 'cpu-amd-ryzen-5-7600', name: 'AMD Ryzen 5 7600', type: 'CPU', priceCents: 19999 },
  { id: id(2), slug: 'cpu-amd-ryzen-7-7800x3d', name: 'AMD Ryzen 7 7800X3D', type: 'CPU', priceCents: 44900 },
  { id: id(3), slug: 'storage-a', name: 'Samsung 990 Pro 1TB', type: 'Storage', priceCents: 10999 },
  { id: id(4), slug: 'storage-b', name: 'WD Black SN850X 2TB', type: 'Storage', priceCents: 14999 },
  { id: id(5), slug: 'case-unpriced', name: 'An unpriced case', type: 'Case', priceCents: null },
] as const;

const partsHandler = graphql.query(BuilderPartsDocument, ({ variables }) => {
  const ids = [variables.ids].flat();
  return HttpResponse.json({
    data: {
      componentsByIds: ids.flatMap((i) => {
        const p = CATALOG.find((c) => c.id === i);
        return p
          ? [
              {
                __typename: 'Component' as const,
                ...p,
                brand: 'AMD',
                priceBasis: { __typename: 'PriceBasis' as const, source: 'PC Part Dataset', on: '2025-07-23' },
              },
            ]
          : [];
      }),
    },
  });
});
const anyReport = graphql.query('CheckCompatibility', () =>
  HttpResponse.json({
    data: {
      checkCompatibility: {
        __typename: 'CompatibilityReport',
        ...makeReport(),
        checks: makeReport().checks.map((c) => ({ __typename: 'CompatibilityCheckResult', ...c })),
      },
    },
  }),
);

const noNotes = graphql.query(BuilderNotesDocument, () => HttpResponse.json({ data: { builderNotes: [] } }));

function renderBuilder(search: string) {
  server.use(partsHandler, compatibilityHandler([id(1)], makeReport()), anyReport, noNotes);
  return renderWithApi({ '/builder': <BuilderPage />, '/components': <p>catalog</p> }, { at: `/builder${search}` });
}

const state = () => readBuilderQuery(currentSearch());

describe('BuilderPage', () => {
  it('shows each slot, the parts in the address with dated prices, custom parts and the total', async () => {
    renderBuilder(`?part=${id(1)}&custom=Case~8999~My%20old%20case`);
    const cpu = await screen.findByRole('region', { name: 'CPU' });
    expect(await within(cpu).findByText('AMD Ryzen 5 7600')).toBeInTheDocument();
    expect(within(cpu).getByText(/PC Part Dataset/)).toBeInTheDocument();
    expect(within(cpu).getByRole('link', { name: 'Replace the CPU' })).toHaveAttribute(
      'href',
      `/components?type=CPU&build=part%3D${id(1)}%26custom%3DCase%257E8999%257EMy%2Bold%2Bcase`,
    );
    const gpu = screen.getByRole('region', { name: 'Graphics Card' });
    expect(within(gpu).getByRole('link', { name: 'Choose a graphics card' })).toBeInTheDocument();
    const kase = screen.getByRole('region', { name: 'Case' });
    expect(within(kase).getByText(/custom price, not checked for compatibility/)).toBeInTheDocument();
    expect(screen.getByText('$289.98')).toBeInTheDocument();
  });

  it('says when a part has no known price and leaves it out of the total', async () => {
    renderBuilder(`?part=${id(1)}&part=${id(5)}`);
    expect(await screen.findByText('One part has no known price and is not in the total.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Case' })).getByText('No price known')).toBeInTheDocument();
    expect(screen.getByText('$199.99', { selector: 'p' })).toBeInTheDocument();
  });

  it('adds a part from "Add to build" to its slot, replacing the CPU', async () => {
    renderBuilder(`?part=${id(1)}&part=${id(3)}&add=${id(2)}`);
    // The part's slot is known once the parts load (slow when the whole suite runs beside it).
    expect(await screen.findByText('AMD Ryzen 7 7800X3D', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(currentSearch().get('add')).toBeNull(), { timeout: 10_000 });
    expect(state().parts).toEqual([id(3), id(2)]);
  });

  it('locks, owns, moves and removes parts from the keyboard', async () => {
    const user = userEvent.setup();
    renderBuilder(`?part=${id(1)}&part=${id(3)}&part=${id(4)}`);
    await screen.findByText('WD Black SN850X 2TB');
    await user.click(screen.getAllByRole('button', { name: 'Lock' })[0]);
    expect(state().locked).toEqual([id(1)]);
    await user.click((await screen.findAllByRole('button', { name: 'I own this' }))[0]);
    expect(state().owned).toEqual([id(1)]);
    expect(await screen.findByText('Owned: counts $0')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Move WD Black SN850X 2TB up' }).focus();
    await user.keyboard('{Enter}');
    expect(state().parts).toEqual([id(1), id(4), id(3)]);
    screen.getByRole('button', { name: 'Remove AMD Ryzen 5 7600' }).focus();
    await user.keyboard('{Enter}');
    expect(state()).toEqual({ parts: [id(4), id(3)], locked: [], owned: [], custom: [] });
  });

  it('refuses a custom part without a name or with a bad price, and adds a good one', async () => {
    const user = userEvent.setup();
    renderBuilder('');
    await user.click(screen.getByRole('button', { name: 'Add custom part' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the part a name.');
    await user.type(screen.getByLabelText('Part name'), 'Noctua NF-A12x25 fans');
    await user.type(screen.getByLabelText('Price ($)'), '-3');
    await user.click(screen.getByRole('button', { name: 'Add custom part' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A price cannot be negative.');
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '100001');
    await user.click(screen.getByRole('button', { name: 'Add custom part' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A price can be at most $100,000.');
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '59.90');
    await user.click(screen.getByRole('button', { name: 'Add custom part' }));
    expect(state().custom).toEqual([{ type: 'Case', name: 'Noctua NF-A12x25 fans', priceCents: 5990 }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('importing a parts list', () => {
  it('reads the pasted list, shows each match with its confidence, and uses matched and custom parts', async () => {
    const user = userEvent.setup();
    type Line = NonNullable<ParsePartsListQuery['parsePartsList']>['lines'][number];
    const line = (n: number, over: Partial<Line> & Pick<Line, 'type' | 'name'>): Line => ({
      lineNumber: n,
      raw: `line ${n}`,
      priceCents: null,
      confidence: 0,
      custom: true,
      problemCode: null,
      problem: null,
      component: null,
      ...over,
    });
    let sent = '';
    server.use(
      graphql.query(ParsePartsListDocument, ({ variables }) => {
        sent = variables.text;
        return HttpResponse.json({
          data: {
            parsePartsList: {
              totalCents: 44900,
              ignored: [
                {
                  lineNumber: 4,
                  raw: 'Monitor: x',
                  reason: 'Monitor is not a part we check.',
                },
              ],
              lines: [
                line(1, {
                  type: 'CPU',
                  name: 'Ryzen 7 7800X3D',
                  priceCents: 44900,
                  confidence: 0.9,
                  custom: false,
                  component: { ...CATALOG[1] },
                }),
                line(2, { type: 'Case', name: 'Lian Li A3', priceCents: 9999 }),
                line(3, {
                  type: 'CPU',
                  name: 'Another CPU',
                  problemCode: 'EXTRA_PART',
                  problem: 'A build has one CPU; this line is left out.',
                }),
              ],
            },
          },
        } satisfies { data: ParsePartsListQuery });
      }),
    );
    renderBuilder('');
    await user.click(screen.getByRole('button', { name: 'Read the list' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Paste a parts list first.');
    await user.type(screen.getByLabelText('Parts list'), 'CPU: Ryzen 7 7800X3D $449');
    await user.click(screen.getByRole('button', { name: 'Read the list' }));
    expect(await screen.findByText('(90% match for “Ryzen 7 7800X3D”)')).toBeInTheDocument();
    expect(sent).toBe('CPU: Ryzen 7 7800X3D $449');
    expect(screen.getByText(/no catalog match: a custom part, custom price/)).toBeInTheDocument();
    expect(screen.getByText('A build has one CPU; this line is left out.')).toBeInTheDocument();
    expect(screen.getByText('1 line was left out')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use these parts' }));
    await waitFor(() =>
      expect(state()).toEqual({
        parts: [id(2)],
        locked: [],
        owned: [],
        custom: [{ type: 'Case', name: 'Lian Li A3', priceCents: 9999 }],
      }),
    );
  });
});
