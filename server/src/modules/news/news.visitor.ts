import type { Request, Response } from 'express';
import { ensureVisitorId } from '../../lib/visitor-cookie';
import type { User } from '../users/user.entity';
import { visitorKey } from './news.rules';

/**
 * Who is viewing, for the one-view-per-day rule: the signed-in user, else the visitor cookie (set
 * on the response when missing). Both transports call this, so a visitor counts the same either way.
 */
export function viewingVisitor(req: Request, res: Response, user: User | null | undefined): string {
  return user ? visitorKey({ userId: user.id }) : visitorKey({ cookieId: ensureVisitorId(req, res) });
}
