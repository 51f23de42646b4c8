import { Alert } from './Alert';

/** What a screen that needs the server says in the static deployment (docs/static-deployment.md). */
export const NOT_IN_DEMO = 'Not available in the demo';

/** Why: '{what} needs the RigForge server; this demo has no server and keeps nothing.' */
export const needsServerText = (what: string) =>
  `${what} needs the RigForge server; this demo has no server and keeps nothing.`;

/**
 * In the static deployment, says that an action needs the server, so a screen never fails
 * silently. Callers render it only when `__RIGFORGE_STATIC__` (static-build.d.ts) is true; this
 * module is marked free of side effects (client/vite.config.ts), so the server build drops it.
 */
export function NotInDemo({ what, className }: { what: string; className?: string }) {
  return (
    <Alert tone="info" className={className}>
      <strong>{NOT_IN_DEMO}.</strong> {needsServerText(what)}
    </Alert>
  );
}
