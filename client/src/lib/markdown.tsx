import { type ReactNode } from 'react';
import clsx from 'clsx';

/**
 * A tiny, safe Markdown renderer for the subset our build-guide articles use:
 *
 * - `## Heading` and `### Heading` (any other number of `#` is clamped to that range, so that an
 *   article never adds a second h1 to the page or skips a level),
 * - paragraphs (consecutive lines, split on blank lines),
 * - `- item` / `* item` bullet lists and `1. item` numbered lists (a following line that starts no
 *   other block continues the item),
 * - `**bold**` and `*italic*` (nestable), and `\*` for a literal asterisk.
 *
 * Everything else is text. The output is React elements only, never HTML strings, so markup in
 * the source (`<script>`, `<img onerror>`, ...) is shown as literal text.
 */

export type MarkdownBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: string[] };

const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const BULLET = /^[-*+][ \t]+(.*)$/;
const NUMBERED = /^(\d{1,9})[.)][ \t]+(.*)$/;

function headingLevel(hashes: number): 2 | 3 {
  return hashes <= 2 ? 2 : 3;
}

/** Splits the source into blocks. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] | null = null;
  let list: Extract<MarkdownBlock, { type: 'list' }> | null = null;

  const flush = () => {
    if (paragraph) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push(list);
    paragraph = null;
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const text = heading[2];
      if (text) blocks.push({ type: 'heading', level: headingLevel(heading[1].length), text });
      continue;
    }

    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const text = bullet ? bullet[1] : (numbered as RegExpExecArray)[2];
      if (!list || list.ordered !== ordered) {
        flush();
        list = { type: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      list.items.push(text);
      continue;
    }

    if (list) {
      // A lazy continuation line of the last item.
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last]} ${line}`.trim();
      continue;
    }
    (paragraph ??= []).push(line);
  }
  flush();
  return blocks;
}

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/**
 * The index of the delimiter closing one opened at `from` (exclusive), or -1. The closing run
 * must follow a non-space character; `***x***` closes on the last two stars of the run.
 */
function findClosing(text: string, from: number, delimiter: '*' | '**'): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === '\\') {
      i += 2;
      continue;
    }
    if (text.startsWith(delimiter, i) && i > from && !isSpace(text[i - 1])) {
      if (delimiter === '**') {
        let end = i;
        while (text[end + 2] === '*') end += 1;
        return end;
      }
      // A single star must not be part of a '**' run (that belongs to a bold span).
      if (text[i + 1] !== '*' && text[i - 1] !== '*') return i;
    }
    i += 1;
  }
  return -1;
}

/** Parses `**bold**`, `*italic*` and `\*` escapes into React nodes; everything else is plain text. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let buffer = '';
  let i = 0;

  const pushText = () => {
    if (buffer) nodes.push(buffer);
    buffer = '';
  };

  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length && /[\\*_#\-`]/.test(text[i + 1])) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '*') {
      const strong = text.startsWith('**', i);
      const delimiter = strong ? '**' : '*';
      const open = i + delimiter.length;
      if (!isSpace(text[open])) {
        const close = findClosing(text, open, delimiter);
        if (close > open) {
          pushText();
          const inner = renderInline(text.slice(open, close));
          const key = nodes.length;
          nodes.push(strong ? <strong key={key}>{inner}</strong> : <em key={key}>{inner}</em>);
          i = close + delimiter.length;
          continue;
        }
      }
      buffer += delimiter;
      i = open;
      continue;
    }
    buffer += ch;
    i += 1;
  }
  pushText();
  return nodes;
}

export interface MarkdownProps {
  source: string;
  className?: string;
}

/** Renders an article written in the Markdown subset of {@link parseMarkdown}, styled for reading. */
export function Markdown({ source, className }: MarkdownProps) {
  const blocks = parseMarkdown(source);
  return (
    <div className={clsx('text-base leading-7 text-fg [&_strong]:font-semibold', className)}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2
                key={index}
                className="mt-10 mb-4 text-2xl font-bold tracking-tight text-fg first:mt-0 sm:text-[1.7rem]"
              >
                {renderInline(block.text)}
              </h2>
            ) : (
              <h3 key={index} className="mt-8 mb-3 text-xl font-semibold tracking-tight text-fg first:mt-0">
                {renderInline(block.text)}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index} className="my-4 text-pretty first:mt-0">
                {renderInline(block.text)}
              </p>
            );
          case 'list': {
            const items = block.items.map((item, i) => (
              <li key={i} className="pl-1.5 marker:text-accent">
                {renderInline(item)}
              </li>
            ));
            return block.ordered ? (
              <ol
                key={index}
                start={block.start === 1 ? undefined : block.start}
                className="my-4 list-decimal space-y-2 pl-6 first:mt-0 marker:font-semibold"
              >
                {items}
              </ol>
            ) : (
              <ul key={index} className="my-4 list-disc space-y-2 pl-6 first:mt-0">
                {items}
              </ul>
            );
          }
        }
      })}
    </div>
  );
}
