import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** docs/requirements.md §6 roles; the values are the names of common's ROLES. */
export enum Role {
  user = 'user',
  moderator = 'moderator',
  admin = 'admin',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What a user may do: user < moderator < admin (lower-case values, kept as clients send them)',
  valuesConfig: {
    user: { description: 'A member: saves builds, comments, sets price alerts' },
    moderator: { description: 'A member who also moderates comments' },
    admin: { description: 'A moderator who also manages accounts and reads contact messages' },
  },
});

export enum Theme {
  dark = 'dark',
  light = 'light',
}
registerEnumType(Theme, {
  name: 'Theme',
  description: "The site's colour scheme (lower-case values, kept as clients send them)",
  valuesConfig: { dark: { description: 'Light text on dark' }, light: { description: 'Dark text on light' } },
});

@ObjectType({ description: "A user's settings", simpleResolvers: true })
export class UserPreferences {
  @Field(() => Theme, { description: 'The colour scheme the site shows' })
  @Column({ type: 'varchar', length: 10, default: Theme.dark })
  theme: Theme;

  @Field({ description: 'Personal notifications (default on)' })
  @Column({ type: 'boolean', default: true })
  notifications: boolean;

  @Field({ description: 'The newsletter (default off)' })
  @Column({ type: 'boolean', default: false })
  newsletter: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the theme was last chosen for the account (null: never, the default). A theme picked on a device later wins at sign-in',
  })
  @Column({ type: 'timestamptz', nullable: true })
  themeUpdatedAt: Date | null;
}

/**
 * An account. Tables that reference users.id decide what happens to a deleted user's rows through
 * their foreign key (README "Account deletion"): ON DELETE CASCADE for private data, ON DELETE SET
 * NULL for public content, which then shows as written by a deleted user.
 */
@ObjectType({ description: 'A RigForge account', simpleResolvers: true })
@Entity('users')
export class User {
  @Field(() => ID, { description: 'The account' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The sign-in e-mail (only you and admins see it)' })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field({ description: 'Your public name' })
  @Column({ type: 'varchar', length: 20 })
  username: string;

  @Field(() => String, { description: 'First name; null when not given', nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Field(() => String, { description: 'Last name; null when not given', nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Field(() => String, { description: 'A picture; null when none', nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  @Field(() => Role, { description: 'What the account may do' })
  @Column({ type: 'varchar', length: 20, default: Role.user })
  role: Role;

  /** argon2id (PHC string). Never exposed. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Field(() => UserPreferences, { description: 'Your settings' })
  @Column(() => UserPreferences, { prefix: false })
  preferences: UserPreferences;

  @Field(() => Date, { description: 'When the account was made' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
