import { useCallback } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CompatibilityCard, CompatibilityReportView } from '../../../components/build/CompatibilityReport';
import { useCheckCompatibilityQuery } from '../planner.generated';
import { COMPATIBILITY_CATALOG_ONLY, COMPATIBILITY_LOAD_ERROR, serverErrorCode, serverMessageOf } from '../messages';

function LiveChecks({ partIds, partsWithoutId }: { partIds: string[]; partsWithoutId: number }) {
  // Asked afresh on every visit (the rules and the catalog may have changed since the build was
  // made) and kept out of the cache: check ids like cpu-socket repeat from one build to the next.
  const { data, error, loading, refetch } = useCheckCompatibilityQuery({
    variables: { partIds },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const retry = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);

  if (error && !loading) {
    const said = serverMessageOf(error);
    const code = serverErrorCode(error);
    if (said && (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT')) {
      return <Alert tone="info">{said}</Alert>;
    }
    return <LoadError message={COMPATIBILITY_LOAD_ERROR} onRetry={retry} retrying={loading} />;
  }
  if (!data?.checkCompatibility) {
    return (
      <div>
        <p role="status" className="sr-only">
          Checking compatibility...
        </p>
        <div className="space-y-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      </div>
    );
  }
  return (
    <CompatibilityReportView
      report={data.checkCompatibility}
      notes={
        partsWithoutId > 0 ? (
          <p className="text-sm text-muted">
            {partsWithoutId === 1 ? 'One part is' : `${partsWithoutId} parts are`} not from the catalog and{' '}
            {partsWithoutId === 1 ? 'was' : 'were'} not checked.
          </p>
        ) : null
      }
    />
  );
}

/**
 * The build's compatibility, checked live against the catalog (checkCompatibility) so the panel is
 * always true for the parts shown: every check with its status, the estimated load and the PSU
 * size to buy.
 */
export function CompatibilityPanel({ partIds, partCount }: { partIds: string[]; partCount: number }) {
  return (
    <CompatibilityCard>
      {partIds.length === 0 ? (
        <p className="text-sm text-muted">{COMPATIBILITY_CATALOG_ONLY}</p>
      ) : (
        <LiveChecks partIds={partIds} partsWithoutId={partCount - partIds.length} />
      )}
    </CompatibilityCard>
  );
}
