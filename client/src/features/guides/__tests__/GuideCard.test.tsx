import { screen, within } from '@testing-library/react';
import { startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { GuideCard } from '../components/GuideCard';
import { type Guide } from '../components/GuideParts';
import { makeGuide } from './fixtures';

startMockApi();

function renderCard(guide: Guide) {
  renderWithApi(<GuideCard guide={guide} />);
  return screen.getByRole('article', { name: guide.title });
}

describe("GuideCard variant='featured'", () => {
  it('shows the guide with its view count and starts the use-case step', () => {
    renderWithApi(<GuideCard guide={makeGuide()} variant="featured" />);
    const card = screen.getByRole('article', { name: 'Mid-Range 1440p Gaming PC' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Mid-Range 1440p Gaming PC' })).toBeInTheDocument();
    expect(within(card).getByText('12.4K views')).toBeInTheDocument();
    expect(within(card).getByText('3h build')).toBeInTheDocument();
    expect(within(card).getByText('$800-1000')).toBeInTheDocument();
    expect(within(card).getByText('Intermediate')).toBeInTheDocument();
    // Like the guides grid, the home card passes its own budget to the use-case step.
    expect(within(card).getByRole('link', { name: 'Start Build' })).toHaveAttribute(
      'href',
      '/guides?step=usecase&budget=950',
    );
  });

  it('links its title to the guide page', () => {
    renderWithApi(<GuideCard guide={makeGuide()} variant="featured" />);
    const card = screen.getByRole('article', { name: 'Mid-Range 1440p Gaming PC' });
    const heading = within(card).getByRole('heading', { level: 3 });
    expect(within(heading).getByRole('link', { name: 'Mid-Range 1440p Gaming PC' })).toHaveAttribute(
      'href',
      '/guides/mid-range-1440p-gaming-pc',
    );
    expect(card).toHaveAttribute('aria-labelledby', heading.id);
  });

  it("flags and scales up only the 'Mid-Range' category", () => {
    renderWithApi(
      <>
        <GuideCard guide={makeGuide()} variant="featured" />
        <GuideCard
          guide={makeGuide({ id: '2', title: 'Budget PC', category: 'Budget', budgetCents: 55000 })}
          variant="featured"
        />
      </>,
    );
    const mid = screen.getByRole('article', { name: 'Mid-Range 1440p Gaming PC' });
    const budget = screen.getByRole('article', { name: 'Budget PC' });
    expect(within(mid).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(mid.className).toContain('md:scale-105');
    expect(within(budget).queryByText('MOST POPULAR')).not.toBeInTheDocument();
    expect(budget.className).not.toContain('md:scale-105');
  });
});

describe("GuideCard variant='grid' (default)", () => {
  it('shows every field of the guide', () => {
    const card = renderCard(makeGuide());
    const img = within(card).getByRole('img', { name: 'Illustration for Mid-Range 1440p Gaming PC' });
    expect(img).toHaveAttribute('src', '/images/guides/mid-range-1440p-gaming-pc.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(within(card).getByRole('heading', { level: 2, name: 'Mid-Range 1440p Gaming PC' })).toBeInTheDocument();
    expect(within(card).getByText('Mid-Range')).toBeInTheDocument();
    expect(within(card).getByText('$800-1000')).toBeInTheDocument();
    expect(within(card).getByText('High refresh 1440p gaming on AM5.')).toBeInTheDocument();
    expect(within(card).getByText('Intermediate')).toBeInTheDocument();
    expect(within(card).getByText('3h build')).toBeInTheDocument();
    expect(within(card).getByText('Updated Mar 5, 2024')).toBeInTheDocument();
  });

  it('previews the first 2 component names and counts the rest', () => {
    const card = renderCard(makeGuide());
    const list = within(card).getByRole('list', { name: 'Key components' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AMD Ryzen 5 7600', 'PowerColor Reaper Radeon RX 9060 XT 16GB']);
    expect(within(card).getByText('+2 more components')).toBeInTheDocument();
  });

  it('has no "more components" line with 2 components or fewer', () => {
    const card = renderCard(makeGuide({ components: [{ name: 'A' }, { name: 'B' }] }));
    expect(within(card).queryByText(/more components/)).not.toBeInTheDocument();
  });

  it("reads 'Updated Recently' when the creation date is missing", () => {
    const card = renderCard(makeGuide({ createdAt: null }));
    expect(within(card).getByText('Updated Recently')).toBeInTheDocument();
  });

  it.each([601, 800, 950, 1000])('flags a budget of %i as MOST POPULAR', (budget) => {
    const card = renderCard(makeGuide({ budgetCents: budget * 100 }));
    expect(within(card).getByText('MOST POPULAR')).toBeInTheDocument();
  });

  it.each([450, 600, 1001, 1400])('does not flag a budget of %i', (budget) => {
    const card = renderCard(makeGuide({ budgetCents: budget * 100, category: 'Budget' }));
    expect(within(card).queryByText('MOST POPULAR')).not.toBeInTheDocument();
  });

  it('shows the range label of the budget tier', () => {
    expect(
      within(renderCard(makeGuide({ id: 'b', title: 'B', budgetCents: 55000 }))).getByText('$400-600'),
    ).toBeInTheDocument();
    expect(
      within(renderCard(makeGuide({ id: 'h', title: 'H', budgetCents: 140000 }))).getByText('$1200-1400'),
    ).toBeInTheDocument();
  });

  it('links its title to the guide page and stays named by the heading', () => {
    const card = renderCard(makeGuide({ slug: 'budget-1080p-gaming-pc', title: 'Budget PC' }));
    const heading = within(card).getByRole('heading', { level: 2, name: 'Budget PC' });
    expect(within(heading).getByRole('link', { name: 'Budget PC' })).toHaveAttribute(
      'href',
      '/guides/budget-1080p-gaming-pc',
    );
    expect(card).toHaveAttribute('aria-labelledby', heading.id);
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Budget PC', 'Start Build']);
  });

  it('starts the build for its budget', () => {
    const card = renderCard(makeGuide({ budgetCents: 95000 }));
    expect(within(card).getByRole('link', { name: 'Start Build' })).toHaveAttribute(
      'href',
      '/build-result?budget=950&step=usecase',
    );
  });

  it('shows a placeholder instead of an image when the guide has none', () => {
    const card = renderCard(makeGuide({ imageUrl: null }));
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('view counts (real ones start at 0)', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
  ])('%i reads %s', (views, text) => {
    renderWithApi(<GuideCard guide={makeGuide({ views })} variant="featured" />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
