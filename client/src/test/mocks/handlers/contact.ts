import { graphql, HttpResponse } from 'msw';
import { SendContactMessageDocument, SupportEmailDocument } from '../../../generated/contact';

/** /contact: the support address, and every message accepted. */
export const contactHandlers = [
  graphql.query(SupportEmailDocument, () => HttpResponse.json({ data: { supportEmail: 'help@rigforge.example' } })),
  graphql.mutation(SendContactMessageDocument, () => HttpResponse.json({ data: { sendContactMessage: true } })),
];
