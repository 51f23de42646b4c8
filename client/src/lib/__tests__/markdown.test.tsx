import { render, screen, within } from '@testing-library/react';
import { Markdown, parseMarkdown } from '../markdown';

function renderMarkdown(source: string) {
  return render(<Markdown source={source} />).container;
}

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and joins the lines of one paragraph', () => {
    expect(parseMarkdown('First line\nsame paragraph.\n\n\nSecond paragraph.')).toEqual([
      { type: 'paragraph', text: 'First line same paragraph.' },
      { type: 'paragraph', text: 'Second paragraph.' },
    ]);
  });

  it('reads ## and ### headings and clamps other levels to h2..h3', () => {
    expect(parseMarkdown('# One\n## Two\n### Three\n#### Four ##\n#NoSpace')).toEqual([
      { type: 'heading', level: 2, text: 'One' },
      { type: 'heading', level: 2, text: 'Two' },
      { type: 'heading', level: 3, text: 'Three' },
      { type: 'heading', level: 3, text: 'Four' },
      { type: 'paragraph', text: '#NoSpace' },
    ]);
  });

  it('groups list items, starts a new list when the kind changes and continues an item on the next line', () => {
    expect(parseMarkdown('- a\n- b\ncontinued\n1. one\n2. two\n\n3. three')).toEqual([
      { type: 'list', ordered: false, start: 1, items: ['a', 'b continued'] },
      { type: 'list', ordered: true, start: 1, items: ['one', 'two'] },
      { type: 'list', ordered: true, start: 3, items: ['three'] },
    ]);
  });

  it('handles Windows line endings and an empty source', () => {
    expect(parseMarkdown('## Title\r\n\r\nText')).toEqual([
      { type: 'heading', level: 2, text: 'Title' },
      { type: 'paragraph', text: 'Text' },
    ]);
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n  \n')).toEqual([]);
  });
});

describe('<Markdown>', () => {
  it('renders ## as h2 and ### as h3', () => {
    renderMarkdown('## Who this build is for\n\nIntro.\n\n### Sub section\n\nMore.');
    expect(screen.getByRole('heading', { level: 2, name: 'Who this build is for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sub section' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('renders paragraphs split on blank lines', () => {
    const container = renderMarkdown('One\ntwo.\n\nThree.');
    const paragraphs = container.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['One two.', 'Three.']);
  });

  it('renders bullet and numbered lists', () => {
    renderMarkdown('- **CPU: Ryzen 5 7600.** Six cores.\n- GPU\n\n1. Unbox\n2. Build');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets.tagName).toBe('UL');
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CPU: Ryzen 5 7600. Six cores.', 'GPU']);
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Unbox', 'Build']);
  });

  it('renders **bold** and *italic*, also nested', () => {
    const container = renderMarkdown('Plain **bold** and *italic*, **bold *both***, ***all***.');
    const strong = container.querySelectorAll('strong');
    expect([...strong].map((s) => s.textContent)).toEqual(['bold', 'bold both', 'all']);
    const em = container.querySelectorAll('em');
    expect([...em].map((e) => e.textContent)).toEqual(['italic', 'both', 'all']);
    expect(em[1].parentElement?.tagName).toBe('STRONG');
    expect(container.querySelector('p')).toHaveTextContent('Plain bold and italic, bold both, all.');
  });

  it('leaves stray or spaced asterisks and escaped ones as text', () => {
    const container = renderMarkdown('2 * 3 * 4, **open, a*b, \\*not italic\\* and a ** b **');
    expect(container.querySelector('strong')).toBeNull();
    expect(container.querySelector('em')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('2 * 3 * 4, **open, a*b, *not italic* and a ** b **');
  });

  it('shows HTML in the source as literal text, never as elements', () => {
    const container = renderMarkdown(
      '## <em>Heading</em>\n\n<script>alert(1)</script>\n\n- <img src=x onerror="alert(2)"> **<b>bold</b>**',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('h2 em')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<em>Heading</em>');
    expect(screen.getByRole('listitem')).toHaveTextContent('<img src=x onerror="alert(2)"> <b>bold</b>');
  });
});
