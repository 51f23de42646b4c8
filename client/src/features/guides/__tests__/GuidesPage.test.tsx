import { type ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { graphql } from 'msw';
import { networkError } from '../../../test/mocks/errors';
import { guidesHandler } from '../../../test/mocks/handlers/guides';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { BuildGuidesDocument } from '../guides.generated';
import { GuidesPage } from '../GuidesPage';
import { HomePage } from '../HomePage';
import { makeGuide } from './fixtures';

startMockApi();

function renderWith(ui: ReactElement, path = '/guides') {
  return renderWithApi(ui, { at: path });
}

const guides = [
  makeGuide({ id: '1', title: 'Budget PC', category: 'Budget', budgetCents: 55000 }),
  makeGuide({ id: '2', title: 'Mid PC', category: 'Mid-Range', budgetCents: 95000 }),
  makeGuide({ id: '3', title: 'High PC', category: 'High-End', budgetCents: 140000 }),
  makeGuide({ id: '4', title: 'Compact PC', category: 'Compact', budgetCents: 110000 }),
];

describe('GuidesPage', () => {
  it('shows skeletons while loading, then every guide', async () => {
    server.use(guidesHandler(guides));
    renderWith(<GuidesPage />);
    expect(screen.getByText('Loading build guides...')).toHaveAttribute('role', 'status');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('RigForge - Build Guides');
  });

  it('reads the required text when there are no guides', async () => {
    server.use(guidesHandler([]));
    renderWith(<GuidesPage />);
    expect(await screen.findByText('No build guides available at the moment.')).toBeInTheDocument();
  });

  it('explains a failure and retries', async () => {
    // The first request fails, the retry is answered.
    server.use(
      graphql.query(BuildGuidesDocument, () => networkError(), { once: true }),
      guidesHandler(guides),
    );
    renderWith(<GuidesPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the build guides.");
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });
});

describe('HomePage', () => {
  it('announces loading, then shows the first 3 guides with one MOST POPULAR', async () => {
    server.use(guidesHandler(guides));
    renderWith(<HomePage />, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Build Your Ultimate Gaming PC' })).toBeInTheDocument();
    expect(screen.getByText('Loading featured guides...')).toBeInTheDocument();
    const section = document.getElementById('featured-guides');
    expect(section).not.toBeNull();
    const cards = await within(section as HTMLElement).findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Budget PC', 'Mid PC', 'High PC']);
    expect(within(section as HTMLElement).getAllByText('MOST POPULAR')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Budget Calculator/ })).toHaveAttribute('href', '/calculator');
    expect(screen.getByRole('button', { name: 'Start Building Now' })).toBeInTheDocument();
  });
});
