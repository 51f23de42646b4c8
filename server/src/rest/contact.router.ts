import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { CONTACT_MESSAGES } from '@rigforge/common';
import { clientIp } from '../graphql/context';
import type { AuthDeps } from '../modules/auth/auth.deps';
import { ContactService } from '../modules/contact/contact.service';
import { SendContactMessageArgs } from '../modules/contact/contact.types';
import { validatedBody } from './validate';

/** SPEC §7 POST /api/contact: name, email, subject, message (plus the honeypot and fill time); 200 on success. */
export function contactRouter(db: DataSource, deps: AuthDeps): Router {
  const router = Router();
  router.post('/contact', async (req, res) => {
    const args = await validatedBody(SendContactMessageArgs, req.body, [
      'name',
      'email',
      'subject',
      'message',
      'website',
      'fillTimeMs',
    ]);
    await new ContactService(db.manager, deps).send(args, clientIp(req));
    res.json({ message: CONTACT_MESSAGES.sent });
  });
  return router;
}
