import { screen, within } from '@testing-library/react';
import { parseSocialLinks } from '../../../lib/social-links';
import { startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { Footer } from '../Footer';

startMockApi();

describe('Footer', () => {
  it('shows the four social icons as labelled placeholders, no link, unless the deployment configures them', async () => {
    renderWithApi(<Footer />);
    // The list is its own lazily loaded chunk.
    const list = await screen.findByRole('list', { name: 'Social media' });
    expect(within(list).queryAllByRole('link')).toEqual([]);
    expect(
      within(list)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual([
      'RigForge on X: no profile yet',
      'RigForge on YouTube: no profile yet',
      'RigForge on Discord: no profile yet',
      'RigForge on GitHub: no profile yet',
    ]);
    expect(screen.queryByRole('link', { name: /^RigForge on / })).not.toBeInTheDocument();
  });

  it('links each configured profile; the others stay placeholders', async () => {
    renderWithApi(
      <Footer socialLinks={parseSocialLinks('github=https://github.com/rigforge, x=https://x.com/rigforge')} />,
    );
    const list = await screen.findByRole('list', { name: 'Social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['RigForge on X', 'https://x.com/rigforge'],
      ['RigForge on GitHub', 'https://github.com/rigforge'],
    ]);
    expect(within(list).getAllByRole('img', { name: /no profile yet/ })).toHaveLength(2);
  });

  it('leads Privacy Policy and Terms of Service to their pages', () => {
    renderWithApi(<Footer />);
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
