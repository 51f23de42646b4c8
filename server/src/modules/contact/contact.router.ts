import { Router } from 'express';
import { CONTACT_MESSAGES } from '@rigforge/common';
import { clientIp } from '../../lib/client-ip';
import { SendContactMessageArgs } from './contact.types';
import type { ServicesOf } from '../services';
import { validatedBody } from '../../lib/rest-input';

/** docs/requirements.md §7 POST /api/contact: name, email, subject, message (plus the honeypot and fill time); 200 on success. */
export function contactRouter(services: ServicesOf): Router {
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
    await services(req).contact.send(args, clientIp(req));
    res.json({ message: CONTACT_MESSAGES.sent });
  });
  return router;
}
