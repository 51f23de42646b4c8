import { IS_STATIC_DEPLOYMENT, NOT_IN_DEMO } from '../../lib/deployment';
import { Alert } from './Alert';

/**
 * In the static deployment (docs/static-deployment.md), says that an action needs the server, so a
 * screen never fails silently; renders nothing in the server build.
 */
export function NotInDemo({ what, className }: { what: string; className?: string }) {
  if (!IS_STATIC_DEPLOYMENT) return null;
  return (
    <Alert tone="info" className={className}>
      <strong>{NOT_IN_DEMO}.</strong> {what} needs the RigForge server; this demo has no server and keeps nothing.
    </Alert>
  );
}
