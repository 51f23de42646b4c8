import { Args, Ctx, Mutation, Resolver } from 'type-graphql';
import { clientIp } from '../../lib/client-ip';
import { SessionOnly } from '../api-tokens/bearer';
import type { GraphQLContext } from '../context';
import { User } from '../users/user.entity';
import { authPolicy } from './auth.policy';
import { CurrentUser } from './current-user';
import {
  ChangePasswordArgs,
  RequestPasswordResetArgs,
  ResetPasswordArgs,
  SignInArgs,
  SignUpArgs,
} from './dto/auth.args';
import { endSession, startSession } from './session';

/** Signing in, up or out, the password and account deletion need the session cookie: an API token is refused (`@SessionOnly()`). */
@Resolver()
export class AuthResolver {
  @SessionOnly()
  @Mutation(() => User, { nullable: true, description: 'Creates an account and signs it in (open to guests)' })
  async signUp(@Args() args: SignUpArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await ctx.services.auth.signUp(args, clientIp(ctx.req));
    await startSession(ctx.req, user, false);
    return user;
  }

  @SessionOnly()
  @Mutation(() => User, { nullable: true, description: 'Signs in with e-mail and password (open to guests)' })
  async signIn(@Args() args: SignInArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await ctx.services.auth.signIn(args, clientIp(ctx.req));
    await startSession(ctx.req, user, args.rememberMe);
    return user;
  }

  @SessionOnly()
  @Mutation(() => Boolean, { nullable: true, description: 'Ends the current session (a guest may call it too)' })
  async signOut(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await endSession(ctx.req, ctx.res);
    return true;
  }

  @Mutation(() => String, {
    nullable: true,
    description:
      'Mails a reset link when an account has this e-mail. The answer is the same either way (open to guests).',
  })
  requestPasswordReset(@Args() { email }: RequestPasswordResetArgs, @Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.auth.requestPasswordReset(email, clientIp(ctx.req));
  }

  @Mutation(() => Boolean, {
    nullable: true,
    description: "Sets a new password with a reset link's token; ends all the user's sessions",
  })
  async resetPassword(@Args() { token, password }: ResetPasswordArgs, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.auth.resetPassword(token, password, clientIp(ctx.req));
    return true;
  }

  @authPolicy.Allowed('account')
  @SessionOnly()
  @Mutation(() => Boolean, {
    nullable: true,
    description: "Changes the signed-in user's password; their other sessions end",
  })
  async changePassword(
    @Args() args: ChangePasswordArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.auth.changePassword(user, args, ctx.req.sessionID, clientIp(ctx.req));
    return true;
  }

  @authPolicy.Allowed('account')
  @SessionOnly()
  @Mutation(() => Boolean, {
    nullable: true,
    description: "Deletes the signed-in user's account and ends all its sessions",
  })
  async deleteAccount(@CurrentUser() user: User, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.auth.deleteAccount(user);
    await endSession(ctx.req, ctx.res);
    return true;
  }
}
