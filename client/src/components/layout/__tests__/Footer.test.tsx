import { screen, within } from '@testing-library/react';
import { parseSocialLinks } from '../../../lib/social-links';
import { renderApp } from '../../../test/render';
import { Footer } from '../Footer';

describe('Footer', () => {
  it('shows no social icons unless the deployment configures them', () => {
    renderApp(<Footer />);
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^RigForge on / })).not.toBeInTheDocument();
  });

  it('links each configured profile, in the order given', async () => {
    renderApp(
      <Footer socialLinks={parseSocialLinks('github=https://github.com/rigforge, x=https://x.com/rigforge')} />,
    );
    // The list is its own lazily loaded chunk.
    const links = within(await screen.findByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['RigForge on GitHub', 'https://github.com/rigforge'],
      ['RigForge on X', 'https://x.com/rigforge'],
    ]);
  });

  it('leads Privacy Policy and Terms of Service to their pages', () => {
    renderApp(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });
});

describe('parseSocialLinks', () => {
  it('keeps known networks with https addresses, once each, and drops the rest', () => {
    expect(
      parseSocialLinks(
        ' YouTube = https://youtube.com/@rigforge ,myspace=https://myspace.com/x,x=http://x.com/a,discord,github=nope,' +
          'youtube=https://youtube.com/other,discord=https://discord.gg/rigforge',
      ),
    ).toEqual([
      { network: 'youtube', url: 'https://youtube.com/@rigforge' },
      { network: 'discord', url: 'https://discord.gg/rigforge' },
    ]);
    expect(parseSocialLinks('')).toEqual([]);
  });
});
