import { Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { clientIp, type GraphQLContext } from '../../graphql/context';
import { requireUser } from '../../graphql/auth-checker';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import {
  ChangePasswordArgs,
  RequestPasswordResetArgs,
  ResetPasswordArgs,
  SignInArgs,
  SignUpArgs,
} from './dto/auth.args';
import { endSession, startSession } from './session';

const service = (ctx: GraphQLContext): AuthService => new AuthService(ctx.db.manager, ctx.auth);

@Resolver()
export class AuthResolver {
  @Mutation(() => User, { description: 'Creates an account and signs it in (open to guests)' })
  async signUp(@Args() args: SignUpArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await service(ctx).signUp(args, clientIp(ctx.req));
    await startSession(ctx.req, user, false);
    return user;
  }

  @Mutation(() => User, { description: 'Signs in with e-mail and password (open to guests)' })
  async signIn(@Args() args: SignInArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    const user = await service(ctx).signIn(args, clientIp(ctx.req));
    await startSession(ctx.req, user, args.rememberMe);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Ends the current session (a guest may call it too)' })
  async signOut(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await endSession(ctx.req, ctx.res);
    return true;
  }

  @Mutation(() => String, {
    description:
      'Mails a reset link when an account has this e-mail. The answer is the same either way (open to guests).',
  })
  requestPasswordReset(@Args() { email }: RequestPasswordResetArgs, @Ctx() ctx: GraphQLContext): Promise<string> {
    return service(ctx).requestPasswordReset(email, clientIp(ctx.req));
  }

  @Mutation(() => Boolean, {
    description: "Sets a new password with a reset link's token; ends all the user's sessions",
  })
  async resetPassword(@Args() { token, password }: ResetPasswordArgs, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await service(ctx).resetPassword(token, password, clientIp(ctx.req));
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Changes the signed-in user's password; their other sessions end" })
  async changePassword(@Args() args: ChangePasswordArgs, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await service(ctx).changePassword(requireUser(ctx.user), args, ctx.req.sessionID);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Deletes the signed-in user's account and ends all its sessions" })
  async deleteAccount(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await service(ctx).deleteAccount(requireUser(ctx.user));
    await endSession(ctx.req, ctx.res);
    return true;
  }
}
