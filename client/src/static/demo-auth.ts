import { AUTH_MESSAGES, parseTheme, THEME_STORAGE_KEY } from '@rigforge/common';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import type { DemoSession } from './resolvers';

/** Browser-storage keys of the demo session (docs/requirements.md §3). */
export const DEMO_USER_KEY = 'rigforge-demo-user';
export const DEMO_PREFERENCES_KEY = 'rigforge-demo-preferences';

/** The demo messages (docs/requirements.md §5), verbatim. */
export const DEMO_MESSAGES = {
  signInRequired: 'Email and password are required',
  signUpRequired: 'All fields are required',
  reset: AUTH_MESSAGES.demoReset,
};

/** The demo sign-in's fixed id (docs/requirements.md §4). */
export const DEMO_SIGN_IN_ID = 'demo-user-1';

export interface DemoUser {
  id: string;
  username: string;
  email: string;
  role: 'user';
  createdAt: string;
}

export interface DemoPreferences {
  theme: 'dark' | 'light';
  notifications: boolean;
  newsletter: boolean;
  /** A demo account's theme is this browser's: never chosen apart from it. */
  themeUpdatedAt: null;
}

export class DemoAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoAuthError';
  }
}

function parse<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Demo preferences: kept ones, else the theme in use, notifications on and the newsletter off. */
export function demoPreferences(): DemoPreferences {
  const kept = parse<Partial<DemoPreferences>>(readStorage(DEMO_PREFERENCES_KEY)) ?? {};
  return {
    theme: kept.theme === 'light' || kept.theme === 'dark' ? kept.theme : parseTheme(readStorage(THEME_STORAGE_KEY)),
    notifications: typeof kept.notifications === 'boolean' ? kept.notifications : true,
    newsletter: typeof kept.newsletter === 'boolean' ? kept.newsletter : false,
    themeUpdatedAt: null,
  };
}

/** The demo user in the shape of the schema's User. */
function asUser(user: DemoUser) {
  return {
    ...user,
    role: 'user' as const,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    preferences: demoPreferences(),
  };
}

function keep(user: DemoUser) {
  writeStorage(DEMO_USER_KEY, JSON.stringify(user));
  writeStorage(DEMO_PREFERENCES_KEY, JSON.stringify(demoPreferences()));
  return asUser(user);
}

/**
 * Demo accounts held in browser storage (docs/requirements.md §4/§5): any e-mail and password sign in as
 * 'demo-user-1' named after the e-mail's local part; a sign-up gets a timestamp id; the role is
 * always 'user'. Nothing reaches a server.
 */
export function createDemoSession(now: () => number = Date.now): DemoSession & {
  /** Calls `listener` after each sign-in, sign-up and sign-out; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
} {
  const listeners = new Set<() => void>();
  const changed = <T>(value: T): T => {
    for (const listener of listeners) listener();
    return value;
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentUser() {
      const user = parse<DemoUser>(readStorage(DEMO_USER_KEY));
      return user && typeof user.id === 'string' && typeof user.username === 'string'
        ? asUser({ ...user, role: 'user' })
        : null;
    },
    signIn(email, password) {
      if (email.trim() === '' || password === '') throw new DemoAuthError(DEMO_MESSAGES.signInRequired);
      const address = email.trim();
      return changed(
        keep({
          id: DEMO_SIGN_IN_ID,
          username: address.split('@')[0],
          email: address,
          role: 'user',
          createdAt: new Date(now()).toISOString(),
        }),
      );
    },
    signUp(username, email, password) {
      if (username.trim() === '' || email.trim() === '' || password === '')
        throw new DemoAuthError(DEMO_MESSAGES.signUpRequired);
      const at = now();
      return changed(
        keep({
          id: `demo-user-${at}`,
          username: username.trim(),
          email: email.trim(),
          role: 'user',
          createdAt: new Date(at).toISOString(),
        }),
      );
    },
    resetPassword() {
      return DEMO_MESSAGES.reset;
    },
    signOut() {
      removeStorage(DEMO_USER_KEY);
      changed(null);
    },
  };
}

let shared: ReturnType<typeof createDemoSession> | null = null;

/** The one demo session of the page: the static link and the demo auth provider share it. */
export function sharedDemoSession(): ReturnType<typeof createDemoSession> {
  shared ??= createDemoSession();
  return shared;
}
