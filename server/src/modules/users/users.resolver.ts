import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { requireUser } from '../../graphql/auth-checker';
import { SetUserRoleArgs, UpdatePreferencesArgs, UpdateUsernameArgs } from './dto/users.args';
import { Role, User } from './user.entity';
import { UsersService } from './users.service';

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a guest' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.user;
  }

  @Authorized()
  @Mutation(() => User, { description: "Changes the signed-in user's own username" })
  updateUsername(@Args() { username }: UpdateUsernameArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    return new UsersService(ctx.db.manager).updateUsername(requireUser(ctx.user), username);
  }

  @Authorized()
  @Mutation(() => User, { description: "Changes the signed-in user's own preferences" })
  updatePreferences(@Args() args: UpdatePreferencesArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    return new UsersService(ctx.db.manager).updatePreferences(requireUser(ctx.user), args);
  }

  @Authorized(Role.admin)
  @Mutation(() => User, { description: "Promotes or demotes another account (admins only; not one's own)" })
  setUserRole(@Args() { email, role }: SetUserRoleArgs, @Ctx() ctx: GraphQLContext): Promise<User> {
    const admin = requireUser(ctx.user);
    if (admin.email.toLowerCase() === email.trim().toLowerCase()) {
      throw new AppError('FORBIDDEN', 'You cannot change your own role.');
    }
    return new UsersService(ctx.db.manager).setRole(email, role);
  }
}
