import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowDown, ArrowUp, Link2, Lock, LockOpen, Plus, RotateCcw, Save, Trash2 } from 'lucide-react';
import {
  BUILDER_SLOTS,
  buildPurpose,
  buildTierFor,
  chooseLabel,
  customNameProblem,
  EMPTY_BUILDER,
  formatCents,
  isUuid,
  PART_TYPES,
  priceBasisLabel,
  readBuilderQuery,
  readCustomPrice,
  SLOT_LABELS,
  SLOT_NOUNS,
  sumCents,
  toDollars,
  type BuilderState,
  type PartType,
} from '@rigforge/common';
import { Badge } from '../../components/ui/Badge';
import { Button, ButtonLink } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { NotInDemo } from '../../components/ui/NotInDemo';
import { useToast } from '../../components/ui/toast';
import { CategoryIcon } from '../../components/build/CategoryIcon';
import { copyText } from '../../lib/clipboard';
import { builderHref, chooseHref, rememberBuild } from '../../lib/builder-link';
import { useDocumentTitle } from '../../lib/document-title';
import { useBuilderPartsQuery, useReplaceSavedBuildPartsMutation, type BuilderPartsQuery } from './planner.generated';
import {
  addCustom,
  addPart,
  movePart,
  partsBySlot,
  removeCustom,
  removePart,
  toggleLock,
  toggleOwned,
} from './builder-state';
import { CompatibilityPanel } from './components/CompatibilityPanel';
import { ImportPartsList } from './components/ImportPartsList';
import {
  BuilderPlanner,
  DEFAULT_PLAN_SETTINGS,
  type PlanSettings,
  type PlannedReasons,
} from './components/BuilderPlanner';
import { ExpertNotes } from './components/ExpertNotes';
import { FindBetterPart } from './components/FindBetterPart';
import { SaveBuild, saveFailureText, type BuildToSave } from './components/SaveBuild';
import { isSignInRequired } from '../../lib/errors';
import { useSession } from '../../lib/session/useSession';

export const BUILDER_TITLE = 'PC Builder';
export const BUILDER_LOAD_ERROR = "We couldn't load your build's parts.";

type BuilderPart = NonNullable<BuilderPartsQuery['componentsByIds']>[number];

interface BuilderAddress {
  state: BuilderState;
  /** A part to put in its slot ("Add to build"). */
  add: string | null;
  /** The saved build being edited ("Edit parts"), whose parts "Update saved build" replaces. */
  savedBuildId: string | null;
  go: (next: BuilderState, replace?: boolean) => void;
}

/** The builder's state from the address; `add` and `saved` are read apart. */
function useBuilderAddress(): BuilderAddress {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readBuilderQuery(params), [params]);
  const saved = params.get('saved');
  const savedBuildId = saved && isUuid(saved) ? saved : null;
  const go = (next: BuilderState, replace = false) => {
    rememberBuild(next);
    navigate(builderHref(next, savedBuildId), { replace, preventScrollReset: true });
  };
  return { state, add: params.get('add'), savedBuildId, go };
}

/** "Update saved build": the edited build's parts replace the saved ones. */
function UpdateSavedBuild({ id, prepare }: { id: string; prepare: () => Promise<BuildToSave> }) {
  const { user } = useSession();
  const { toast } = useToast();
  const [replace, { loading }] = useReplaceSavedBuildPartsMutation({
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'SavedBuild', id }), fieldName: 'components' });
    },
  });
  if (!user) return null;
  const run = async () => {
    try {
      const { components } = await prepare();
      const result = await replace({ variables: { id, components } });
      const updated = result.data?.replaceSavedBuildParts;
      if (result.error || !updated) throw result.error ?? new Error('No build in the response');
      toast({
        variant: 'success',
        title: 'Saved build updated',
        description: `“${updated.title}” now has these parts.`,
      });
    } catch (error) {
      if (!isSignInRequired(error)) {
        toast({ variant: 'destructive', title: 'Update failed', description: saveFailureText(error) });
      }
    }
  };
  return (
    <Button onClick={() => void run()} disabled={loading}>
      <Save aria-hidden="true" className="size-4" />
      {loading ? 'Updating...' : 'Update saved build'}
    </Button>
  );
}

function PartRow({
  part,
  reason,
  locked,
  owned,
  canMoveUp,
  canMoveDown,
  onLock,
  onOwned,
  onMove,
  onRemove,
}: {
  part: BuilderPart;
  /** Why the planner chose it, when it did. */
  reason: string | undefined;
  locked: boolean;
  owned: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onLock: () => void;
  onOwned: () => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const nameId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p id={nameId} className="font-semibold text-fg">
          <Link to={`/components/${part.slug}`} className="rounded hover:text-accent hover:underline">
            {part.name}
          </Link>
        </p>
        <p className="text-sm text-muted">
          {owned ? (
            'Owned: counts $0'
          ) : part.priceCents === null ? (
            'No price known'
          ) : (
            <>
              <span className="font-semibold text-fg tabular-nums">{formatCents(part.priceCents)}</span>
              {part.priceBasis ? ` · ${priceBasisLabel(part.priceBasis)}` : null}
            </>
          )}
        </p>
        {reason ? <p className="mt-1 text-sm text-muted">{reason}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant={locked ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={locked}
          aria-describedby={nameId}
          onClick={onLock}
        >
          {locked ? <Lock aria-hidden="true" className="size-4" /> : <LockOpen aria-hidden="true" className="size-4" />}
          {locked ? 'Locked' : 'Lock'}
        </Button>
        <Button
          variant={owned ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={owned}
          aria-describedby={nameId}
          onClick={onOwned}
        >
          I own this
        </Button>
        {canMoveUp || canMoveDown ? (
          <>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${part.name} up`}
              disabled={!canMoveUp}
              onClick={() => onMove(-1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move ${part.name} down`}
              disabled={!canMoveDown}
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
          </>
        ) : null}
        <Button variant="ghost" size="icon" aria-label={`Remove ${part.name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

function CustomPartForm({ onAdd }: { onAdd: (type: PartType, name: string, priceCents: number) => void }) {
  const typeId = useId();
  const nameId = useId();
  const priceId = useId();
  const errorId = useId();
  const [type, setType] = useState<PartType>('Case');
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const nameProblem = customNameProblem(name);
    if (nameProblem) return setError(nameProblem);
    const read = readCustomPrice(price);
    if ('problem' in read) return setError(read.problem);
    setError(null);
    setName('');
    setPrice('');
    onAdd(type, name.trim(), read.cents);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_8rem_auto] sm:items-end">
      <div>
        <label htmlFor={typeId} className="text-sm font-medium text-fg">
          Category
        </label>
        <select
          id={typeId}
          value={type}
          onChange={(e) => setType(e.target.value as PartType)}
          className="mt-1 h-10 w-full rounded-lg border border-line-strong bg-surface px-2 text-sm text-fg"
        >
          {PART_TYPES.map((t) => (
            <option key={t} value={t}>
              {SLOT_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={nameId} className="text-sm font-medium text-fg">
          Part name
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg"
        />
      </div>
      <div>
        <label htmlFor={priceId} className="text-sm font-medium text-fg">
          Price ($)
        </label>
        <input
          id={priceId}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg"
        />
      </div>
      <Button type="submit" variant="outline">
        <Plus aria-hidden="true" className="size-4" />
        Add custom part
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 sm:col-span-4 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * /builder, the part-by-part builder (issue 30): a slot per category, each "Choose a …" opening the
 * component database restricted to parts that fit; parts can be locked, marked as owned, moved and
 * removed; custom parts stand for what the catalog lacks. The whole build is in the address.
 */
export function BuilderPage() {
  useDocumentTitle(BUILDER_TITLE);
  const { state, add, savedBuildId, go } = useBuilderAddress();
  const [settings, setSettings] = useState<PlanSettings>(DEFAULT_PLAN_SETTINGS);
  const [reasons, setReasons] = useState<PlannedReasons>(new Map());
  const planned = (next: BuilderState, why: PlannedReasons) => {
    setReasons(new Map([...reasons, ...why]));
    go(next);
  };
  const { toast } = useToast();
  const ids = useMemo(() => (add && !state.parts.includes(add) ? [...state.parts, add] : state.parts), [state, add]);
  const { data, error, loading, refetch } = useBuilderPartsQuery({ variables: { ids }, skip: ids.length === 0 });
  const parts = useMemo(() => data?.componentsByIds ?? [], [data]);
  const ready = ids.length === 0 || (data !== undefined && !loading);

  // "Add to build" leads here with `add`: the part takes its slot, and the address loses `add`.
  useEffect(() => {
    if (!add || !ready) return;
    const added = parts.find((p) => p.id === add);
    go(added ? addPart(state, parts, added) : state, true);
  }, [add, ready, parts, state, go]);

  useEffect(() => {
    if (!add) rememberBuild(state);
  }, [state, add]);

  const slots = partsBySlot(state, parts);
  const owned = new Set(state.owned);
  const catalogCents = parts
    .filter((p) => state.parts.includes(p.id) && !owned.has(p.id))
    .map((p) => p.priceCents ?? 0);
  const totalCents = sumCents([...catalogCents, ...state.custom.map((c) => c.priceCents)]);
  const tier = buildTierFor(toDollars(totalCents), buildPurpose([]));
  const partCount = state.parts.length + state.custom.length;
  const unpriced = parts.filter((p) => state.parts.includes(p.id) && !owned.has(p.id) && p.priceCents === null).length;
  const inBuild = parts.filter((p) => state.parts.includes(p.id));

  const toSave = (): Promise<BuildToSave> =>
    Promise.resolve({
      components: [
        ...inBuild.map((p) => ({
          partType: p.type,
          name: p.name,
          priceCents: owned.has(p.id) ? 0 : (p.priceCents ?? 0),
          componentId: p.id,
          locked: state.locked.includes(p.id),
          owned: owned.has(p.id),
        })),
        ...state.custom.map((c) => ({ partType: c.type, name: c.name, priceCents: c.priceCents, componentId: null })),
      ],
    });

  const share = async () => {
    const url = new URL(builderHref(state), window.location.origin).toString();
    const copied = await copyText(url);
    toast(
      copied
        ? { variant: 'success', title: 'Link copied', description: 'Anyone with the link sees this build.' }
        : { variant: 'destructive', title: 'Could not copy the link', description: url },
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="mb-8 max-w-3xl">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">Part by part</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">{BUILDER_TITLE}</h1>
        <p className="mt-4 text-lg leading-8 text-muted">
          Choose each part from a list of parts that fit what you already picked. The compatibility report, the power
          estimate and the total update as you go, and the address holds the whole build, so you can share it before you
          save it.
        </p>
      </header>

      {error && !data ? (
        <LoadError message={BUILDER_LOAD_ERROR} onRetry={() => void refetch()} retrying={loading} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 space-y-6">
            {!ready ? (
              <p role="status" className="text-sm text-muted">
                Loading your parts...
              </p>
            ) : null}
            {BUILDER_SLOTS.map((type) => {
              const inSlot = slots.get(type) ?? [];
              const customs = state.custom.map((c, index) => ({ c, index })).filter(({ c }) => c.type === type);
              const filled = inSlot.length + customs.length;
              const single = type !== 'RAM' && type !== 'Storage';
              return (
                <section key={type} aria-labelledby={`slot-${type}`} className="rounded-2xl border border-line p-4">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <h2 id={`slot-${type}`} className="flex items-center gap-2 text-lg font-bold text-fg">
                      <CategoryIcon category={type} className="size-5" />
                      {SLOT_LABELS[type]}
                    </h2>
                    <ButtonLink to={chooseHref(state, type)} variant={filled ? 'outline' : 'primary'} size="sm">
                      <Plus aria-hidden="true" className="size-4" />
                      {single && filled ? `Replace the ${SLOT_NOUNS[type]}` : chooseLabel(type)}
                    </ButtonLink>
                  </div>
                  {filled > 0 ? (
                    <ul className="mt-3 space-y-2">
                      {inSlot.map((part, i) => (
                        <PartRow
                          key={part.id}
                          part={part}
                          reason={reasons.get(part.id)}
                          locked={state.locked.includes(part.id)}
                          owned={owned.has(part.id)}
                          canMoveUp={!single && i > 0}
                          canMoveDown={!single && i < inSlot.length - 1}
                          onLock={() => go(toggleLock(state, part.id))}
                          onOwned={() => go(toggleOwned(state, part.id))}
                          onMove={(step) => go(movePart(state, parts, part.id, step))}
                          onRemove={() => go(removePart(state, part.id))}
                        />
                      ))}
                      {customs.map(({ c, index }) => (
                        <li
                          key={`custom-${index}`}
                          className="flex items-center gap-3 rounded-xl border border-dashed border-line-strong p-3"
                        >
                          <div className="min-w-0 flex-1">
                            <p className="font-semibold text-fg">{c.name}</p>
                            <p className="text-sm text-muted">
                              <span className="font-semibold text-fg tabular-nums">{formatCents(c.priceCents)}</span> ·
                              custom price, not checked for compatibility
                            </p>
                          </div>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Remove ${c.name}`}
                            onClick={() => go(removeCustom(state, index))}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                          </Button>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-2 text-sm text-muted">No {SLOT_NOUNS[type]} yet.</p>
                  )}
                  {inSlot.length > 0 ? (
                    <FindBetterPart
                      type={type}
                      state={state}
                      partsOfSlot={inSlot.map((p) => p.id)}
                      settings={settings}
                      onUse={planned}
                    />
                  ) : null}
                </section>
              );
            })}

            <section aria-labelledby="plan-heading" className="rounded-2xl border border-line p-4">
              <h2 id="plan-heading" className="text-lg font-bold text-fg">
                Complete or upgrade with the planner
              </h2>
              <p className="mt-1 text-sm text-muted">
                Lock the parts you want to keep, mark the ones you own, and let the planner do the rest.
              </p>
              <div className="mt-3">
                <BuilderPlanner state={state} settings={settings} onSettings={setSettings} onPlanned={planned} />
              </div>
            </section>

            <section aria-labelledby="import-heading" className="rounded-2xl border border-line p-4">
              <h2 id="import-heading" className="text-lg font-bold text-fg">
                Import a parts list
              </h2>
              <p className="mt-1 text-sm text-muted">
                Each line is matched to a catalog part and shown with how sure the match is; the parts replace this
                build when you use them.
              </p>
              <div className="mt-3">
                {__RIGFORGE_STATIC__ ? (
                  <NotInDemo what="Matching a pasted list to the catalog" />
                ) : (
                  <ImportPartsList onImport={(next) => go(next)} />
                )}
              </div>
            </section>

            <section aria-labelledby="custom-heading" className="rounded-2xl border border-line p-4">
              <h2 id="custom-heading" className="text-lg font-bold text-fg">
                A part the catalog does not have
              </h2>
              <p className="mt-1 text-sm text-muted">
                It counts toward the total with your price, and the compatibility report names it as unchecked.
              </p>
              <div className="mt-3">
                <CustomPartForm
                  onAdd={(type, name, priceCents) =>
                    go(
                      addCustom(state, {
                        type,
                        name,
                        priceCents: priceCents as BuilderState['custom'][0]['priceCents'],
                      }),
                    )
                  }
                />
              </div>
            </section>
          </div>

          <aside aria-label="Your build" className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
              <p className="text-sm text-muted">Total</p>
              <p className="text-3xl font-extrabold text-fg tabular-nums">{formatCents(totalCents)}</p>
              {partCount > 0 ? (
                <Badge tone={tier.color} className="mt-2">
                  {tier.label}
                </Badge>
              ) : null}
              <p className="mt-2 text-xs text-muted">
                Catalog prices are typical prices with their source and date; owned parts count $0.
              </p>
              {unpriced > 0 ? (
                <p className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-200">
                  {unpriced === 1 ? 'One part has' : `${unpriced} parts have`} no known price and{' '}
                  {unpriced === 1 ? 'is' : 'are'} not in the total.
                </p>
              ) : null}
              <div className="mt-4 flex flex-wrap gap-2">
                {partCount > 0 && savedBuildId ? <UpdateSavedBuild id={savedBuildId} prepare={toSave} /> : null}
                {partCount > 0 ? (
                  <SaveBuild
                    label={savedBuildId ? 'Save as a new build' : 'Save Build'}
                    defaults={{ title: '', description: '' }}
                    prepare={toSave}
                    variant={savedBuildId ? 'outline' : 'primary'}
                  />
                ) : null}
                <Button variant="outline" onClick={() => void share()} disabled={partCount === 0}>
                  <Link2 aria-hidden="true" className="size-4" />
                  Copy link
                </Button>
                <Button variant="ghost" onClick={() => go(EMPTY_BUILDER)} disabled={partCount === 0}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Start over
                </Button>
              </div>
            </div>
            <CompatibilityPanel partIds={inBuild.map((p) => p.id)} partCount={partCount} />
            <ExpertNotes
              partIds={inBuild.map((p) => p.id)}
              useCase={settings.useCase}
              resolution={settings.resolution}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
