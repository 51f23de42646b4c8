import type { ReactNode } from 'react';
import { roleAtLeast } from '@rigforge/common';
import { useSession } from '../lib/session/useSession';
import { PageFallback } from './PageFallback';

/**
 * An admin-only page: `children` for an admin; anyone else, guests included, gets `fallback` (the
 * not-found page), so the page does not even say it exists. The API refuses them on its own.
 */
export function AdminOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <PageFallback />;
  return user && roleAtLeast(user.role, 'admin') ? children : fallback;
}
