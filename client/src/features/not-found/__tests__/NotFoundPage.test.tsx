import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { NotFoundPage } from '../NotFoundPage';

describe('NotFoundPage', () => {
  it('reads the two required texts exactly and links home', () => {
    renderApp(<NotFoundPage />, { at: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('RigForge - Page Not Found');
  });
});
