import { Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../auth/current-user';
import type { GraphQLContext } from '../context';
import { SetUserRoleArgs, UpdatePreferencesArgs, UpdateUsernameArgs } from './dto/users.args';
import { User } from './user.entity';
import { usersPolicy } from './users.policy';

@Resolver(() => User)
export class UsersResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null for a guest' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    return ctx.user;
  }

  @usersPolicy.Allowed('use')
  @Mutation(() => User, { nullable: true, description: "Changes the signed-in user's own username" })
  updateUsername(
    @Args() { username }: UpdateUsernameArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return ctx.services.users.updateUsername(user, username);
  }

  @usersPolicy.Allowed('use')
  @Mutation(() => User, { nullable: true, description: "Changes the signed-in user's own preferences" })
  updatePreferences(
    @Args() args: UpdatePreferencesArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return ctx.services.users.updatePreferences(user, args);
  }

  @usersPolicy.Allowed('manageRoles')
  @Mutation(() => User, {
    nullable: true,
    description: "Promotes or demotes another account (admins only; not one's own)",
  })
  setUserRole(
    @Args() { email, role }: SetUserRoleArgs,
    @CurrentUser() admin: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return ctx.services.users.setRole(email, role, admin);
  }
}
