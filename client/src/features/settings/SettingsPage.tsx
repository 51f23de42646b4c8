import { LockKeyhole, LogIn } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { MessagePanel } from '../../components/ui/MessagePanel';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session/useSession';
import { ApiTokens } from './components/ApiTokens';
import { DangerZone } from './components/DangerZone';
import { PasswordSecurity } from './components/PasswordSecurity';
import { PersonalInfo } from './components/PersonalInfo';
import { PriceAlerts } from './components/PriceAlerts';
import { Preferences } from './components/Preferences';
import { NotInDemo } from '../../components/ui/NotInDemo';

/**
 * /settings (docs/requirements.md §2 "Account settings"): the account's sections for a signed-in user (the
 * four of §2, price alerts and API tokens); a sign-in prompt for guests.
 */
export function SettingsPage() {
  useDocumentTitle('Account Settings');
  const { user, loading } = useSession();

  if (loading) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <p role="status" className="sr-only">
          Loading your settings...
        </p>
        <Skeleton className="h-10 w-64" />
        <div className="mt-8 flex flex-col gap-6">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-48 rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }

  if (!user) {
    return (
      <MessagePanel
        Icon={LockKeyhole}
        title="Authentication Required"
        actions={
          <ButtonLink to="/sign-in?returnTo=%2Fsettings">
            <LogIn aria-hidden="true" className="size-4" />
            Sign In
          </ButtonLink>
        }
      >
        Please sign in to access your account settings.
      </MessagePanel>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">Account Settings</h1>
        <p className="mt-2 text-muted">Manage your account settings and preferences</p>
      </header>
      {__RIGFORGE_STATIC__ ? <NotInDemo what="Changing your account settings" className="mt-6" /> : null}
      <div className="mt-8 flex flex-col gap-6">
        <PersonalInfo user={user} />
        <PasswordSecurity />
        <Preferences user={user} />
        <PriceAlerts />
        <ApiTokens />
        <DangerZone />
      </div>
    </div>
  );
}
