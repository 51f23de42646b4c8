import fc from 'fast-check';
import {
  BOOT_ELEMENT_ID,
  BOOTSTRAP_SCRIPT,
  composeDocument,
  scriptSafeJson,
  STATE_ELEMENT_ID,
  type PageParts,
  type ShellAssets,
} from '../document';

/** The shape of the built client/dist/index.html. */
const SHELL = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <script src="/theme-init.js"></script>
    <title>RigForge - Build Your Ultimate Gaming PC</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/shell-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ASSETS: ShellAssets = {
  themeScript: "(function(){document.documentElement.classList.add('dark')})();",
  stylesheet: { href: '/assets/shell-123.css', css: 'body{margin:0}' },
  preloads: ['/assets/HomePage-1.js', '/assets/index-abc.js', '/assets/Card-2.js'],
};

const PRERENDERED: PageParts = {
  html: '<main><h1>Welcome</h1></main>',
  state: { ROOT_QUERY: { __typename: 'Query', guides: [] } },
  title: 'RigForge - Home',
};
const NO_PAGE: PageParts = { html: '', state: null, title: null };

const head = (html: string) => html.slice(0, html.indexOf('</head>') + '</head>'.length);
const elementText = (html: string, id: string): string | null =>
  new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1] ?? null;

describe('composeDocument: every page', () => {
  it.each([
    ['prerendered', PRERENDERED],
    ['not prerendered', NO_PAGE],
  ])('inlines the theme script and the stylesheet (%s)', (_, page) => {
    const html = composeDocument(SHELL, page, ASSETS);
    expect(html).not.toContain('/theme-init.js');
    expect(html).toContain(`<script>${ASSETS.themeScript}</script>`);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<style>body{margin:0}</style>');
  });

  it("neutralises '</script' in the theme script and '</style' in the stylesheet", () => {
    const html = composeDocument(SHELL, NO_PAGE, {
      ...ASSETS,
      themeScript: "var s='</script><script>alert(1)</SCRIPT>';",
      stylesheet: { href: ASSETS.stylesheet!.href, css: "a::after{content:'</style><script>x</STYLE>'}" },
    });
    // The first '</script' and '</style' close the inlined elements: the whole text is inside them.
    const script = /<script>([\s\S]*?)<\/script/i.exec(html)?.[1];
    expect(script).toMatch(/^var s='<\\\/script><script>alert\(1\)<\\\/script>';$/i);
    const style = /<style>([\s\S]*?)<\/style/i.exec(html)?.[1];
    expect(style).toMatch(/^a::after\{content:'<\\\/style><script>x<\\\/style>'\}$/i);
  });

  it('leaves the shell stylesheet link when there is no stylesheet to inline', () => {
    const html = composeDocument(SHELL, NO_PAGE, { ...ASSETS, stylesheet: null });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-123.css">');
    expect(html).not.toContain('<style>');
  });

  it("never reads '$&', '$1' or \"$'\" in any text as a replacement pattern", () => {
    const dollars = "$& $1 $' $` $$";
    const html = composeDocument(
      SHELL,
      { html: `<p>${dollars}</p>`, state: { text: dollars }, title: dollars },
      {
        themeScript: `var a="${dollars}";`,
        stylesheet: { href: ASSETS.stylesheet!.href, css: `/*${dollars}*/` },
        preloads: [],
      },
    );
    expect(html).toContain(`<script>var a="${dollars}";</script>`);
    expect(html).toContain(`<style>/*${dollars}*/</style>`);
    expect(html).toContain(`<div id="root"><p>${dollars}</p></div>`);
    expect(html).toContain(`<title>$&amp; $1 $&#39; $\` $$</title>`);
    expect(JSON.parse(elementText(html, STATE_ELEMENT_ID)!)).toEqual({ text: dollars });
  });

  it("keeps the shell's title when the page has none", () => {
    const html = composeDocument(SHELL, { ...PRERENDERED, title: null }, ASSETS);
    expect(html).toContain('<title>RigForge - Build Your Ultimate Gaming PC</title>');
  });
});

describe('composeDocument: a prerendered page', () => {
  const html = composeDocument(SHELL, PRERENDERED, ASSETS);

  it('takes the module scripts and preloads out of the head and loads them through the boot element', () => {
    expect(html).not.toContain('<script type="module"');
    // Nothing of the app's code is requested before the first paint.
    expect(head(html)).not.toContain('modulepreload');
    const boot = JSON.parse(elementText(html, BOOT_ELEMENT_ID)!) as unknown;
    // The shell's own preloads first; the shell's module is not preloaded twice.
    expect(boot).toEqual({
      modules: ['/assets/index-abc.js'],
      preloads: ['/assets/vendor-def.js', '/assets/HomePage-1.js', '/assets/Card-2.js'],
    });
    expect(html).toContain(`<script>${BOOTSTRAP_SCRIPT}</script></body>`);
    expect(html.indexOf(`id="${BOOT_ELEMENT_ID}"`)).toBeLessThan(html.indexOf(BOOTSTRAP_SCRIPT));
    expect(head(html)).not.toContain('/assets/HomePage-1.js');
  });

  it('puts the markup in #root, the state after it, and the escaped title', () => {
    expect(html).toContain(
      `<div id="root">${PRERENDERED.html}</div><script type="application/json" id="${STATE_ELEMENT_ID}">`,
    );
    expect(JSON.parse(elementText(html, STATE_ELEMENT_ID)!)).toEqual(PRERENDERED.state);
    expect(html).toContain('<title>RigForge - Home</title>');
    const hostile = composeDocument(SHELL, { ...PRERENDERED, title: `</title><script>alert("x")</script>&'` }, ASSETS);
    expect(hostile).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</title>',
    );
  });

  it('writes no state element when there is no state', () => {
    const stateless = composeDocument(SHELL, { ...PRERENDERED, state: null }, ASSETS);
    expect(stateless).toContain(`<div id="root">${PRERENDERED.html}</div>\n`);
    expect(stateless).not.toContain(STATE_ELEMENT_ID);
  });

  it('keeps hostile state inside its script element', () => {
    const state = { title: '</script><script>alert(1)</script><!--' };
    const page = composeDocument(SHELL, { ...PRERENDERED, state }, ASSETS);
    const text = elementText(page, STATE_ELEMENT_ID)!;
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual(state);
  });
});

describe('composeDocument: a page the browser renders', () => {
  const html = composeDocument(SHELL, NO_PAGE, ASSETS);

  it('keeps the module scripts and preloads the route chunks in the head', () => {
    expect(head(html)).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(head(html)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js"><link rel="modulepreload" crossorigin href="/assets/Card-2.js">',
    );
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-abc.js"');
  });

  it('has an empty #root and no state or boot element', () => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(STATE_ELEMENT_ID);
    expect(html).not.toContain(BOOT_ELEMENT_ID);
    expect(html).not.toContain(BOOTSTRAP_SCRIPT);
  });

  it('escapes a preload path in its attribute', () => {
    const odd = composeDocument(SHELL, NO_PAGE, { ...ASSETS, preloads: ['/assets/a"b<c>.js'] });
    expect(odd).toContain('<link rel="modulepreload" crossorigin href="/assets/a&quot;b&lt;c&gt;.js">');
  });

  it('adds nothing to the head without preloads', () => {
    const bare = composeDocument(SHELL, NO_PAGE, { ...ASSETS, preloads: [] });
    expect(head(bare)).not.toContain('modulepreload" crossorigin href="/assets/HomePage');
    expect(bare).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-def.js">\n');
  });
});

describe('scriptSafeJson', () => {
  it('writes <, >, &, U+2028 and U+2029 as \\u escapes', () => {
    expect(scriptSafeJson({ a: '</script><!--&\u2028\u2029' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029"}',
    );
  });

  it('never contains those characters and reads back as the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptSafeJson(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('does so for strings full of markup', () => {
    const markup = fc.string({
      unit: fc.constantFrom('<', '>', '&', '/', '!', '-', 's', '\u2028', '\u2029', '"', '\\'),
    });
    fc.assert(
      fc.property(markup, (value) => {
        const text = scriptSafeJson({ value });
        expect(text.toLowerCase()).not.toContain('</script');
        expect(text).not.toContain('<!--');
        expect(JSON.parse(text)).toEqual({ value });
      }),
    );
  });
});

describe('BOOTSTRAP_SCRIPT', () => {
  const boot = { modules: ['/assets/index-abc.js'], preloads: ['/assets/HomePage-1.js', '/assets/Card-2.js'] };
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    visibility = 'visible';
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const run = () => new Function(BOOTSTRAP_SCRIPT)() as void;
  const loaded = () =>
    [...document.head.children].map((e) =>
      e instanceof HTMLLinkElement
        ? ['link', e.rel, e.getAttribute('href'), e.getAttribute('crossorigin')]
        : ['script', (e as HTMLScriptElement).type, e.getAttribute('src'), e.getAttribute('crossorigin')],
    );
  const expected = [
    ['link', 'modulepreload', '/assets/HomePage-1.js', ''],
    ['link', 'modulepreload', '/assets/Card-2.js', ''],
    ['script', 'module', '/assets/index-abc.js', ''],
  ];

  it('adds the preloads and the module scripts after the first paint', () => {
    run();
    expect(loaded()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0](0);
    expect(loaded()).toEqual([]);
    jest.runAllTimers();
    expect(loaded()).toEqual(expected);
  });

  it('adds them at once on a hidden page', () => {
    visibility = 'hidden';
    run();
    expect(frames).toHaveLength(0);
    expect(loaded()).toEqual(expected);
  });
});
