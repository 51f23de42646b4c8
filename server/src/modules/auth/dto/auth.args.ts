import { ArgsType, Field } from 'type-graphql';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  validateCurrentPassword,
  validateEmail,
  validateUsername,
} from '@rigforge/common';
import { Rule } from '../../../lib/rule';

// Passwords are checked in full by the service (it knows the e-mail and username for the
// common-password check); here only their type and the length that bounds the hashing work.
const PASSWORD_LENGTH = { message: AUTH_MESSAGES.passwordTooLong };

@ArgsType()
export class SignUpArgs {
  @Field({ description: 'Your e-mail address (you sign in with it)' })
  @Rule(validateEmail)
  email: string;

  @Field({ description: '3 to 20 letters, digits, _ or -' })
  @Rule(validateUsername)
  username: string;

  @Field({
    description: 'At least 8 characters with a lowercase and an uppercase letter and a digit; not a common password',
  })
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  password: string;
}

@ArgsType()
export class SignInArgs {
  @Field({ description: "Your account's e-mail address" })
  @IsString()
  @MaxLength(1000)
  email: string;

  @Field({ description: 'Your password' })
  @IsString()
  @MaxLength(1000)
  password: string;

  @Field({ defaultValue: false, description: 'Keep the session for 30 days instead of the browser session' })
  @IsBoolean()
  rememberMe: boolean = false;
}

@ArgsType()
export class RequestPasswordResetArgs {
  @Field({ description: "The account's e-mail address" })
  @Rule(validateEmail)
  email: string;
}

@ArgsType()
export class ResetPasswordArgs {
  @Field({ description: 'The token from the reset link' })
  @IsString()
  @MaxLength(200, { message: AUTH_MESSAGES.resetTokenExpired })
  token: string;

  @Field({ description: "The new password, under the same rules as signUp's" })
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  password: string;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field({ description: 'Your password now' })
  @Rule(validateCurrentPassword)
  @MaxLength(1000)
  currentPassword: string;

  @Field({ description: "The new password, under the same rules as signUp's" })
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH, PASSWORD_LENGTH)
  newPassword: string;
}
