// The personal access tokens' GraphQL shapes (docs/api.md "Sign in from a script").
import { ArrayMaxSize, ArrayMinSize, IsEnum, IsOptional } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  API_TOKEN_MAX_EXPIRY_DAYS,
  API_TOKEN_MESSAGES,
  validateApiTokenExpiry,
  validateApiTokenName,
} from '@rigforge/common';
import { Rule, WholeNumberRule } from '../../lib/rule';

/** The values are the stored scope names. */
export enum ApiTokenScopeEnum {
  READ = 'read',
  WRITE = 'write',
}
registerEnumType(ApiTokenScopeEnum, {
  name: 'ApiTokenScope',
  description: 'What an API token may do; each scope admits its own kind of request only',
  valuesConfig: {
    READ: { description: 'Queries (your private reads included), subscriptions and REST GET' },
    WRITE: {
      description:
        'Mutations and REST writes (POST, PUT, PATCH, DELETE), except signing in or out, the password, account deletion and API tokens',
    },
  },
});

@ObjectType('ApiToken', {
  description: 'One of your personal access tokens, as listed: never its secret, which is shown once at creation',
  simpleResolvers: true,
})
export class ApiTokenObject {
  @Field(() => ID, { description: 'What revokeApiToken takes' })
  id: string;

  @Field({ description: 'The name you gave it (which script or machine holds it)' })
  name: string;

  @Field(() => [ApiTokenScopeEnum], { description: 'READ, WRITE or both' })
  scopes: ApiTokenScopeEnum[];

  @Field(() => Date, { description: 'When it was created' })
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When a request last used it, to within a minute; null: never used',
  })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it stops working; null: never' })
  expiresAt: Date | null;

  @Field({ description: 'true once it has expired: its requests are refused; revoke it to free its place' })
  expired: boolean;
}

@ObjectType({ description: 'A new API token and its secret: the only time the secret is shown', simpleResolvers: true })
export class CreatedApiToken {
  @Field(() => ApiTokenObject, { description: 'The token as myApiTokens lists it' })
  token: ApiTokenObject;

  @Field({
    description: 'The secret (rf_pat_...) to send as "Authorization: Bearer <secret>"; it cannot be read again',
  })
  secret: string;
}

@InputType({ description: 'A new personal access token' })
export class CreateApiTokenInput {
  @Field({ description: '1 to 60 characters: which script or machine will hold it' })
  @Rule(validateApiTokenName)
  name: string;

  @Field(() => [ApiTokenScopeEnum], { description: 'READ, WRITE or both (at least one)' })
  @ArrayMinSize(1, { message: API_TOKEN_MESSAGES.scopesRequired })
  @ArrayMaxSize(2, { message: API_TOKEN_MESSAGES.scopesRequired })
  @IsEnum(ApiTokenScopeEnum, { each: true, message: API_TOKEN_MESSAGES.scopesRequired })
  scopes: ApiTokenScopeEnum[];

  @Field(() => Int, {
    nullable: true,
    description: `Days until it expires, 1 to ${API_TOKEN_MAX_EXPIRY_DAYS}; null or absent: it never expires`,
  })
  @IsOptional()
  @WholeNumberRule(validateApiTokenExpiry)
  expiresInDays?: number | null;
}
