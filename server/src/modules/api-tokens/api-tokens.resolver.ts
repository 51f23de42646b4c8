import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentUser } from '../auth/current-user';
import type { GraphQLContext } from '../context';
import type { User } from '../users/user.entity';
import { apiTokensPolicy } from './api-tokens.policy';
import type { ApiTokenView } from './api-tokens.service';
import { ApiTokenObject, ApiTokenScopeEnum, CreateApiTokenInput, CreatedApiToken } from './api-tokens.types';
import { SessionOnly } from './bearer';

/** The enum members of a view's stored scopes (the values are the stored names). */
const present = (view: ApiTokenView): ApiTokenObject => ({
  ...view,
  scopes: view.scopes.map((scope) => scope as ApiTokenScopeEnum),
});

/** Thin: each operation is the signed-in user's own (apiTokensPolicy), from a browser session only. */
@Resolver(() => ApiTokenObject)
export class ApiTokensResolver {
  @apiTokensPolicy.Allowed('manage')
  @SessionOnly()
  @Query(() => [ApiTokenObject], {
    nullable: true,
    description: 'Your personal access tokens, newest first (at most 20; never a secret). Needs the session cookie',
  })
  async myApiTokens(@CurrentUser() user: User, @Ctx() ctx: GraphQLContext): Promise<ApiTokenObject[]> {
    return (await ctx.services.apiTokens.list(user.id)).map(present);
  }

  @apiTokensPolicy.Allowed('manage')
  @SessionOnly()
  @Mutation(() => CreatedApiToken, {
    nullable: true,
    description: 'Creates a personal access token and answers its secret, once (at most 20). Needs the session cookie',
  })
  async createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'Its name, scopes and expiry' }) input: CreateApiTokenInput,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedApiToken> {
    const { token, secret } = await ctx.services.apiTokens.create(user, {
      name: input.name,
      scopes: input.scopes,
      expiresInDays: input.expiresInDays ?? null,
    });
    return { token: present(token), secret };
  }

  @apiTokensPolicy.Allowed('manage')
  @SessionOnly()
  @Mutation(() => Boolean, {
    nullable: true,
    description:
      'Revokes one of your tokens: its requests are refused and its open subscriptions closed at once. Needs the session cookie',
  })
  revokeApiToken(
    @Arg('id', () => ID, { description: 'The token (ApiToken.id); another user’s answers NOT_FOUND' }) id: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return ctx.services.apiTokens.revoke(user.id, id);
  }
}
