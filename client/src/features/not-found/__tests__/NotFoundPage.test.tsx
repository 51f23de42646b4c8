import { screen } from '@testing-library/react';
import { startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { NotFoundPage } from '../NotFoundPage';

startMockApi();

describe('NotFoundPage', () => {
  it('reads the two required texts exactly and links home', () => {
    renderWithApi(<NotFoundPage />, { at: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('RigForge - Page Not Found');
  });
});
