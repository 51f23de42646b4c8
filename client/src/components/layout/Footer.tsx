import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { DATA_SOURCES } from '@rigforge/common';
import { SOCIAL_LINKS, type SocialLink } from '../../lib/social-links';
import { BrandLink } from './NavBar';

// The icons are only downloaded by deployments that configure social profiles (none by default).
const SocialLinkList = lazy(() => import('./SocialIcons').then((m) => ({ default: m.SocialLinkList })));

interface FooterLink {
  label: string;
  to: string;
}

/** docs/requirements.md §2 "Footer": every build-guide entry leads to /guides. */
const BUILD_GUIDE_LINKS: FooterLink[] = [
  { label: 'Budget Builds', to: '/guides' },
  { label: 'Mid-Range Builds', to: '/guides' },
  { label: 'High-End Builds', to: '/guides' },
  { label: 'Compact Builds', to: '/guides' },
  { label: 'Workstation Builds', to: '/guides' },
];

const TOOL_LINKS: FooterLink[] = [
  { label: 'Budget Calculator', to: '/calculator' },
  { label: 'Components', to: '/components' },
  { label: 'Latest News', to: '/news' },
  { label: 'Build Guides', to: '/guides' },
  { label: 'Contact Support', to: '/contact' },
];

const LEGAL_LINKS: FooterLink[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Contact', to: '/contact' },
];

const linkClass = 'rounded text-sm text-muted transition-colors hover:text-fg';

/** The outside data sets the component database is built from, credited as their licences ask. */
const CREDITED_SOURCES = Object.values(DATA_SOURCES).flatMap((source) =>
  source.url ? [{ name: source.name, licence: source.licence, url: source.url }] : [],
);

function DataSources() {
  return (
    <p className="text-sm text-muted">
      Component data:{' '}
      {CREDITED_SOURCES.map((source, index) => (
        <span key={source.name}>
          {index > 0 ? ', ' : null}
          <a href={source.url} rel="noopener noreferrer" className="rounded underline underline-offset-4 hover:text-fg">
            {source.name}
          </a>{' '}
          ({source.licence})
        </span>
      ))}
    </p>
  );
}

function LinkList({ links, className }: { links: FooterLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-fg">{title}</h2>
      <LinkList links={links} className="mt-4 space-y-3" />
    </nav>
  );
}

/** The site footer; a social icon links only where the deployment configured that profile (none by default). */
export function Footer({ socialLinks = SOCIAL_LINKS }: { socialLinks?: readonly SocialLink[] }) {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-4">
          <div className="lg:col-span-2">
            <BrandLink />
            <p className="mt-4 max-w-md text-sm leading-6 text-muted">
              RigForge helps gamers and PC builders plan a balanced rig for any budget, with step-by-step build guides,
              part recommendations and retailer price comparisons.
            </p>
            {/* The fallback takes the list's height (its 2.5rem icons) so nothing moves when it arrives. */}
            <Suspense fallback={<div className="mt-6 h-10" />}>
              <SocialLinkList links={socialLinks} />
            </Suspense>
          </div>
          <LinkColumn title="Build Guides" links={BUILD_GUIDE_LINKS} />
          <LinkColumn title="Tools & Resources" links={TOOL_LINKS} />
        </div>

        <div className="mt-12 flex flex-col-reverse gap-4 border-t border-line pt-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <p className="text-sm text-muted">© 2024 RigForge. All rights reserved.</p>
            <DataSources />
          </div>
          <nav aria-label="Legal">
            <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
