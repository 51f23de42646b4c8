import { escapeHtml } from '@rigforge/common';

/**
 * The HTML of a page (docs/prerendering.md): the built app shell (index.html) with the page's
 * prerendered markup and data, the theme script and the stylesheet inline, and the page's own
 * chunks preloaded. Pure string work, shared by the Node server and the static build.
 */
export interface PageParts {
  /** The prerendered markup of #root, or '' (the browser renders the page). */
  html: string;
  /** The Apollo cache the markup was rendered from (client.extract()), or null. */
  state: unknown;
  /** The page's document title, or null to keep the shell's. */
  title: string | null;
}

export interface ShellAssets {
  /** The text of public/theme-init.js, inlined where the shell loads it (null: the shell's tag stays). */
  themeScript: string | null;
  /** The shell stylesheet's path ('/assets/shell-….css') and its text, inlined in its place. */
  stylesheet: { href: string; css: string } | null;
  /** Chunks to preload for the page ('/assets/….js'). */
  preloads: string[];
}

/** The id of the script element that carries the prerendered Apollo cache. */
export const STATE_ELEMENT_ID = 'rf-state';

/**
 * JSON safe inside a <script> element: '<' (so no '</script>' or '<!--'), '>' and '&', and the
 * two line separators JavaScript once refused, are written as \u escapes, which JSON.parse reads back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Replacements go through functions, so '$' in any text is never read as a pattern. */
function replaceOnce(html: string, find: RegExp | string, replacement: string): string {
  return html.replace(find, () => replacement);
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The id of the JSON element that lists a prerendered page's code for BOOTSTRAP_SCRIPT. */
export const BOOT_ELEMENT_ID = 'rf-boot';

/**
 * The inline script that loads the app's code on a prerendered page, the same on every page (the
 * server allows it by its hash): the page's HTML shows without any JavaScript, so the code (the
 * app's modules, and the route's chunks preloaded beside them) is requested only after the first
 * paint (the next frame), and never competes with what the page shows. A hidden page paints
 * nothing and loads it at once.
 */
export const BOOTSTRAP_SCRIPT =
  `(function(){var d=JSON.parse(document.getElementById('${BOOT_ELEMENT_ID}').textContent),h=document.head,` +
  `add=function(t,a){var e=document.createElement(t);e.crossOrigin='';for(var k in a)e[k]=a[k];h.appendChild(e)},` +
  `go=function(){d.preloads.forEach(function(u){add('link',{rel:'modulepreload',href:u})});` +
  `d.modules.forEach(function(u){add('script',{type:'module',src:u})})};` +
  `document.visibilityState==='hidden'?go():requestAnimationFrame(function(){setTimeout(go)})})()`;

export function composeDocument(shell: string, page: PageParts, assets: ShellAssets): string {
  let html = shell;
  const modules = [...shell.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  // The shell's own preloads (the entry's imports), then the route's.
  const shellPreloads = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const preloadList = [...new Set([...shellPreloads, ...assets.preloads])].filter((href) => !modules.includes(href));
  if (assets.themeScript !== null) {
    html = replaceOnce(
      html,
      /<script src="\/theme-init\.js"><\/script>/,
      `<script>${assets.themeScript.replace(/<\/(script)/gi, '<\\/$1')}</script>`,
    );
  }
  if (assets.stylesheet) {
    const { href, css } = assets.stylesheet;
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    html = replaceOnce(html, link, `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`);
  }
  if (page.html) {
    // The code loads after the first paint (BOOTSTRAP_SCRIPT).
    html = html.replace(MODULE_SCRIPT, () => '').replace(MODULE_PRELOAD, () => '');
    const boot = scriptSafeJson({ modules, preloads: preloadList });
    html = replaceOnce(
      html,
      '</body>',
      `<script type="application/json" id="${BOOT_ELEMENT_ID}">${boot}</script><script>${BOOTSTRAP_SCRIPT}</script></body>`,
    );
  } else {
    // The browser renders the page: its route's chunks download beside the app's code.
    const preloads = preloadList
      .filter((href) => !shellPreloads.includes(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
      .join('');
    if (preloads) html = replaceOnce(html, '</head>', `${preloads}</head>`);
  }
  if (page.title !== null)
    html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.html) {
    const state =
      page.state === null
        ? ''
        : `<script type="application/json" id="${STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`;
    html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.html}</div>${state}`);
  }
  return html;
}
