import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { clientIp } from '../../lib/client-ip';
import { CurrentUser } from '../auth/current-user';
import type { GraphQLContext } from '../context';
import type { User } from '../users/user.entity';
import type { ContactMessage } from './contact-message.entity';
import { contactPolicy } from './contact.policy';
import { CONTACT_PAGE } from './contact.rules';
import {
  ContactMessageConnection,
  ContactMessageType,
  ContactMessagesArgs,
  MarkContactMessageArgs,
  SendContactMessageArgs,
} from './contact.types';

@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, {
    nullable: true,
    description: 'Sends a message to support (open to guests; a few per hour from one address)',
  })
  async sendContactMessage(@Args() args: SendContactMessageArgs, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.contact.send(args, clientIp(ctx.req));
    return true;
  }

  @Query(() => String, {
    nullable: true,
    description: 'The support e-mail address shown on the contact page (SUPPORT_EMAIL)',
  })
  supportEmail(@Ctx() ctx: GraphQLContext): string {
    return ctx.services.contact.supportEmail();
  }

  @contactPolicy.Allowed('readMessages')
  @Query(() => ContactMessageConnection, {
    nullable: true,
    description: `Contact messages, newest first, one page at a time (${CONTACT_PAGE.default} a page unless first or last says, at most ${CONTACT_PAGE.max}); admins only: null with an error for anyone else`,
  })
  contactMessages(@Args() args: ContactMessagesArgs, @Ctx() ctx: GraphQLContext): Promise<ContactMessageConnection> {
    return ctx.services.contact.page(args);
  }

  @contactPolicy.Allowed('readMessages')
  @Mutation(() => ContactMessageType, {
    nullable: true,
    description: 'Marks a contact message handled, or open again (admins only)',
  })
  markContactMessageHandled(
    @Args() { id, handled }: MarkContactMessageArgs,
    @CurrentUser() admin: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessage> {
    return ctx.services.contact.markHandled(id, handled, admin);
  }
}
