import { useId, type Ref } from 'react';
import { ArrowRight, CircleAlert, X } from 'lucide-react';
import { COMPARE_LIMIT, formatCents } from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useCompareTrayItemQuery } from '../catalog.generated';
import { canCompare, COMPARE_FULL_HINT, COMPARE_FULL_TITLE, isCompareFull } from '../compare';
import { partImagePath, PRICE_UNAVAILABLE } from '../format';

export const COMPARE_BUTTON_LABEL = 'Compare Components';

export interface CompareTrayProps {
  ids: readonly string[];
  onRemove: (id: string) => void;
  onClear: () => void;
  onOpen: () => void;
  /** The 'Compare Components' button, for focus to return to when the comparison closes. */
  compareButtonRef?: Ref<HTMLButtonElement>;
}

const REMOVE_CLASS =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-muted hover:text-fg';

/** One chosen part: its name and price (fetched by id, so that a reloaded URL shows it too). */
function TrayItem({ id, onRemove }: { id: string; onRemove: (id: string) => void }) {
  const { data, loading, error } = useCompareTrayItemQuery({ variables: { id } });
  const part = data?.component ?? null;
  let body;
  let name: string;
  if (part) {
    name = part.name;
    body = (
      <>
        <img
          src={part.imageUrl ?? partImagePath(part.type)}
          alt=""
          width={40}
          height={30}
          className="hidden h-8 w-auto shrink-0 sm:block"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-fg" title={part.name}>
            {part.name}
          </p>
          <p className="truncate text-xs text-muted">
            {part.brand} · {part.priceCents === null ? PRICE_UNAVAILABLE : formatCents(part.priceCents)}
          </p>
        </div>
      </>
    );
  } else if (loading) {
    name = 'this part';
    body = (
      <div className="min-w-0 flex-1 space-y-1.5" aria-hidden="true">
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    );
  } else {
    name = 'this part';
    body = (
      <p className="min-w-0 flex-1 text-sm text-muted">
        {error ? 'This part could not be loaded.' : 'This part is no longer in the catalog.'}
      </p>
    );
  }
  return (
    <li className="flex min-w-0 items-center gap-2 rounded-xl border border-line bg-surface-muted py-1.5 pr-1.5 pl-3">
      {body}
      <button
        type="button"
        onClick={() => onRemove(id)}
        aria-label={`Remove ${name} from compare`}
        className={REMOVE_CLASS}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/**
 * The compare tray (docs/requirements.md §4): fixed to the bottom of the screen while parts are chosen, at most
 * COMPARE_LIMIT of them, each removable, and 'Compare Components' once the tray is full, with why no more can be added.
 */
export function CompareTray({ ids, onRemove, onClear, onOpen, compareButtonRef }: CompareTrayProps) {
  const titleId = useId();
  if (ids.length === 0) return null;
  const ready = canCompare(ids);
  const slots = Array.from({ length: COMPARE_LIMIT - ids.length }, (_, i) => i);
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 shadow-[0_-8px_30px_-12px_rgb(0_0_0/0.35)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:gap-5 lg:px-8">
        <div className="flex items-center justify-between gap-3 lg:w-52">
          <div className="flex items-baseline gap-3 lg:flex-col lg:gap-0">
            <h2 id={titleId} className="text-sm font-bold text-fg">
              Compare tray
            </h2>
            <p role="status" className="text-xs text-muted">
              {ids.length} of {COMPARE_LIMIT} chosen
            </p>
          </div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear
          </Button>
        </div>
        <ul className="grid min-w-0 flex-1 grid-cols-2 gap-2">
          {ids.map((id) => (
            <TrayItem key={id} id={id} onRemove={onRemove} />
          ))}
          {slots.map((slot) => (
            <li
              key={`slot-${slot}`}
              className="flex min-h-12 items-center justify-center rounded-xl border border-dashed border-line-strong px-3 text-center text-xs text-muted"
            >
              Add one more part to compare
            </li>
          ))}
        </ul>
        {ready ? (
          <Button ref={compareButtonRef} onClick={onOpen} className="w-full lg:w-auto">
            {COMPARE_BUTTON_LABEL}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        ) : null}
      </div>
      {isCompareFull(ids) ? (
        <p className="mx-auto flex max-w-7xl items-center gap-2 border-t border-line px-4 py-2 text-sm text-amber-800 sm:px-6 lg:px-8 dark:text-amber-200">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{COMPARE_FULL_TITLE}.</strong> {COMPARE_FULL_HINT}
          </span>
        </p>
      ) : null}
    </section>
  );
}
