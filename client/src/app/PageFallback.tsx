/** Shown while a page's code is loading. */
export function PageFallback() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-2 border-line-strong border-t-violet-500 motion-reduce:animate-none"
      />
      <span className="sr-only">Loading page...</span>
    </div>
  );
}
