import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/document-title';

export type LegalDocument = 'privacy' | 'terms';

interface Section {
  heading: string;
  paragraphs: string[];
}

const DOCUMENTS: Record<LegalDocument, { title: string; intro: string; sections: Section[] }> = {
  privacy: {
    title: 'Privacy Policy',
    intro: 'What RigForge keeps about you, why, and how to make it go away.',
    sections: [
      {
        heading: 'What we keep',
        paragraphs: [
          'Without an account we keep nothing about you. Your theme and the screens you have seen stay in your own browser.',
          'With an account we keep your e-mail address, your username, a hash of your password (never the password itself), your preferences and the builds you save. A build you mark public can be seen by anyone; a share link opens a build to whoever holds it, until you make a new link.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'One cookie keeps you signed in. It lasts until you close the browser, or 30 days with "Remember me". We use no advertising or tracking cookies.',
        ],
      },
      {
        heading: 'E-mail',
        paragraphs: ['We write to you only when you ask for a password reset link.'],
      },
      {
        heading: 'Deleting your data',
        paragraphs: [
          'Deleting your account in Settings removes your account, your saved builds and every session at once. Nothing is kept afterwards.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of Service',
    intro: 'The rules of using RigForge, in plain words.',
    sections: [
      {
        heading: 'What RigForge is',
        paragraphs: [
          'RigForge helps you plan a PC: build guides, a budget calculator, a component database and saved builds. It is free to use.',
        ],
      },
      {
        heading: 'Prices and compatibility',
        paragraphs: [
          'Prices, specifications and compatibility checks are our best information, not a promise. Check the retailer and the maker before you buy; retailers set their own prices and terms.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself. You are responsible for what you publish: public builds, titles and descriptions must not break the law or other people’s rights. We may remove content or accounts that do.',
        ],
      },
      {
        heading: 'Changes',
        paragraphs: [
          'We may change these terms as the site grows; the version on this page is the one that applies. Questions are welcome through the Contact page.',
        ],
      },
    ],
  },
};

/** /privacy and /terms: the footer's legal links lead to a real page, not to the not-found page. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { title, intro, sections } = DOCUMENTS[document];
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold text-fg">{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-3 leading-7 text-fg">
              {text}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-12 text-sm text-muted">
        Something unclear?{' '}
        <Link to="/contact" className="rounded font-semibold text-accent underline-offset-4 hover:underline">
          Contact us
        </Link>
        .
      </p>
    </article>
  );
}
