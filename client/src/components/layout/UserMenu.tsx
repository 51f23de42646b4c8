import { Link } from 'react-router-dom';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bookmark, ChevronDown, LogOut, Settings } from 'lucide-react';
import { useSignOut, type CurrentUser } from '../../lib/session/useSession';
import { Avatar, displayName } from './Avatar';

const ITEM =
  'flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-fg outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-surface-muted';

/**
 * The signed-in avatar menu (docs/requirements.md §2) on Radix Dropdown Menu: the username (or
 * e-mail) and the e-mail, then Saved Builds, Settings and Sign out. Enter, Space or the arrow keys
 * open it on its first item, the arrow keys (wrapping), Home, End and typeahead move between items, Escape and
 * a click outside close it and focus returns to the button.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { signOut, signingOut } = useSignOut();
  const name = displayName(user);

  return (
    // Not modal: the page behind keeps its scrollbar and stays readable while the menu is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        data-tutorial="account-menu"
        className="group inline-flex h-10 items-center gap-1.5 rounded-xl pr-1.5 pl-1 text-muted transition-colors hover:bg-surface-muted hover:text-fg"
      >
        <Avatar user={user} className="size-8 text-xs" />
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          loop
          sideOffset={8}
          aria-label={`Account: ${name}`}
          // The name above, not the button's "Account menu for …".
          aria-labelledby={undefined}
          className="z-50 w-64 rounded-2xl border border-line bg-surface p-2 shadow-card animate-fade-in"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2">
            <Avatar user={user} className="size-9 text-sm" />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-fg">{name}</span>
              <span className="block truncate text-xs text-muted">{user.email}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 border-t border-line" />
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/saved-builds">
              <Bookmark aria-hidden="true" className="size-4 text-muted" />
              Saved Builds
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={ITEM}>
            <Link to="/settings">
              <Settings aria-hidden="true" className="size-4 text-muted" />
              Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 border-t border-line" />
          <DropdownMenu.Item
            disabled={signingOut}
            // The menu stays open on "Signing out..." until the page reloads.
            onSelect={(event) => {
              event.preventDefault();
              void signOut();
            }}
            className={ITEM}
          >
            <LogOut aria-hidden="true" className="size-4 text-muted" />
            {signingOut ? 'Signing out...' : 'Sign out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
