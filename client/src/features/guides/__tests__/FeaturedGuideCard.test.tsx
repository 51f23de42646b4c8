import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FeaturedGuideCard } from '../components/FeaturedGuideCard';
import { makeGuide } from './fixtures';

describe('FeaturedGuideCard', () => {
  it('shows the guide with its view count and starts the use-case step', () => {
    render(
      <MemoryRouter>
        <FeaturedGuideCard guide={makeGuide()} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Mid-Range 1440p Gaming PC' });
    expect(within(card).getByText('12.4K views')).toBeInTheDocument();
    expect(within(card).getByText('3h build')).toBeInTheDocument();
    expect(within(card).getByText('$800-1000')).toBeInTheDocument();
    expect(within(card).getByText('Intermediate')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start Build' })).toHaveAttribute('href', '/guides?step=usecase');
  });

  it("flags and scales up only the 'Mid-Range' category", () => {
    render(
      <MemoryRouter>
        <FeaturedGuideCard guide={makeGuide()} />
        <FeaturedGuideCard guide={makeGuide({ id: '2', title: 'Budget PC', category: 'Budget', budget: 550 })} />
      </MemoryRouter>,
    );
    const mid = screen.getByRole('article', { name: 'Mid-Range 1440p Gaming PC' });
    const budget = screen.getByRole('article', { name: 'Budget PC' });
    expect(within(mid).getByText('MOST POPULAR')).toBeInTheDocument();
    expect(mid.className).toContain('md:scale-105');
    expect(within(budget).queryByText('MOST POPULAR')).not.toBeInTheDocument();
    expect(budget.className).not.toContain('md:scale-105');
  });
});
