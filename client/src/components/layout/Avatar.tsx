import clsx from 'clsx';
import { type CurrentUser } from '../../lib/session/useSession';

/** The name shown for a user: the username, or the e-mail when there is none. */
export function displayName(user: Pick<CurrentUser, 'username' | 'email'>): string {
  return user.username || user.email;
}

/** Up to two letters for the avatar. */
export function initials(user: Pick<CurrentUser, 'username' | 'email' | 'firstName' | 'lastName'>): string {
  const fromNames = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (fromNames || displayName(user).slice(0, 2)).toUpperCase();
}

export function Avatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white',
        className,
      )}
    >
      {initials(user)}
    </span>
  );
}
