import clsx from 'clsx';

/** The RigForge mark (same drawing as public/favicon.svg). Decorative: pair it with the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-[25%] bg-brand shadow-md shadow-violet-900/30',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" focusable="false" className="size-full">
        <path
          d="M11 8h7.2a5.3 5.3 0 0 1 1.9 10.25L23.5 24h-4.3l-2.9-5.2H15V24h-4zm4 3.4v4h2.9a2 2 0 0 0 0-4z"
          fill="#fff"
        />
      </svg>
    </span>
  );
}
