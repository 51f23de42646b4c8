import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { clientIp, type GraphQLContext } from '../../graphql/context';
import { requireUser } from '../../graphql/auth-checker';
import { Role } from '../users/user.entity';
import { ContactService } from './contact.service';
import {
  ContactMessageType,
  ContactMessagesArgs,
  MarkContactMessageArgs,
  SendContactMessageArgs,
} from './contact.types';

const service = (ctx: GraphQLContext): ContactService => new ContactService(ctx.db.manager, ctx.auth);

@Resolver()
export class ContactResolver {
  @Mutation(() => Boolean, {
    description: 'Sends a message to support (open to guests; a few per hour from one address)',
  })
  async sendContactMessage(@Args() args: SendContactMessageArgs, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await service(ctx).send(args, clientIp(ctx.req));
    return true;
  }

  @Query(() => String, { description: 'The support e-mail address shown on the contact page (SUPPORT_EMAIL)' })
  supportEmail(@Ctx() ctx: GraphQLContext): string {
    return ctx.auth.supportEmail;
  }

  @Authorized(Role.admin)
  @Query(() => [ContactMessageType], { description: 'Contact messages, newest first (admins only)' })
  contactMessages(@Args() { handled, first }: ContactMessagesArgs, @Ctx() ctx: GraphQLContext) {
    return service(ctx).list(handled, first);
  }

  @Authorized(Role.admin)
  @Mutation(() => ContactMessageType, { description: 'Marks a contact message handled, or open again (admins only)' })
  markContactMessageHandled(@Args() { id, handled }: MarkContactMessageArgs, @Ctx() ctx: GraphQLContext) {
    return service(ctx).markHandled(id, handled, requireUser(ctx.user));
  }
}
