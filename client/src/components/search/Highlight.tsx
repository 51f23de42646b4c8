import { snippetParts } from '@rigforge/common';

/**
 * Text whose matched words the server marked (U+0002 … U+0003): the marked runs become <mark>
 * elements, everything else stays plain text. Nothing is ever parsed as HTML, so markup in the
 * source shows as the characters it is.
 */
export function Highlight({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {snippetParts(text).map((part, index) =>
        part.highlighted ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 font-semibold text-fg">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
