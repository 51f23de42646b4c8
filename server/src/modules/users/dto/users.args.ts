import { ArgsType, Field } from 'type-graphql';
import { IsBoolean, IsEnum, IsOptional, Min } from 'class-validator';
import { validateEmail, validateUsername } from '@rigforge/common';
import { Rule } from '../../../lib/rule';
import { Role, Theme } from '../user.entity';

@ArgsType()
export class UpdateUsernameArgs {
  @Field({ description: '3 to 20 letters, digits, _ or -' })
  @Rule(validateUsername)
  username: string;
}

/** The preferences to change; those left out stay as they are. */
@ArgsType()
export class UpdatePreferencesArgs {
  @Field(() => Theme, { description: 'A new colour scheme; null keeps it', nullable: true })
  @IsOptional()
  @IsEnum(Theme, { message: 'Theme must be dark or light' })
  theme?: Theme | null;

  @Field(() => Boolean, { description: 'Whether to receive notifications; null keeps it', nullable: true })
  @IsOptional()
  @IsBoolean()
  notifications?: boolean | null;

  @Field(() => Boolean, { description: 'Whether to receive the newsletter; null keeps it', nullable: true })
  @IsOptional()
  @IsBoolean()
  newsletter?: boolean | null;

  /** How many preferences it changes: at least one (not an argument; checked with the others). */
  @Min(1, { message: 'Give at least one preference to change' })
  get changes(): number {
    return [this.theme, this.notifications, this.newsletter].filter((v) => v !== null && v !== undefined).length;
  }
}

@ArgsType()
export class SetUserRoleArgs {
  @Field({ description: "The other account's e-mail address" })
  @Rule(validateEmail)
  email: string;

  @Field(() => Role, { description: 'Its new role' })
  @IsEnum(Role, { message: 'Role must be user, moderator or admin' })
  role: Role;
}
