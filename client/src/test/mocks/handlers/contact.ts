import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../connection';
import {
  ContactMessagesDocument,
  SendContactMessageDocument,
  SupportEmailDocument,
  type ContactMessageFieldsFragment,
  type ContactMessagesQuery,
  type ContactMessagesQueryVariables,
} from '../../../features/contact/contact.generated';

/** One page of the admins' message list. */
export interface ContactMessagesPage {
  messages: ContactMessageFieldsFragment[];
  /** The cursor of the next page (null: the last page). */
  endCursor?: string | null;
  totalCount?: number;
}

/** Answers the admins' message list with the page `pageFor` gives for the request's filter and cursor. */
export function contactMessagesHandler(pageFor: (variables: ContactMessagesQueryVariables) => ContactMessagesPage) {
  return graphql.query(ContactMessagesDocument, ({ variables }) => {
    const page = pageFor(variables);
    // The server names the type of every object (the cache needs it); the generated types leave it out.
    const contactMessages = mockPage('ContactMessageConnection', page.messages, {
      totalCount: page.totalCount,
      endCursor: page.endCursor,
      hasNextPage: Boolean(page.endCursor),
    }) as ContactMessagesQuery['contactMessages'];
    return HttpResponse.json({ data: { contactMessages } });
  });
}

/** /contact: the support address, and every message accepted; the admins' list is empty. */
export const contactHandlers = [
  graphql.query(SupportEmailDocument, () => HttpResponse.json({ data: { supportEmail: 'help@rigforge.example' } })),
  graphql.mutation(SendContactMessageDocument, () => HttpResponse.json({ data: { sendContactMessage: true } })),
  contactMessagesHandler(() => ({ messages: [] })),
];
