import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** docs/requirements.md §6 roles; the values are the names of common's ROLES. */
export enum Role {
  user = 'user',
  moderator = 'moderator',
  admin = 'admin',
}
registerEnumType(Role, { name: 'Role', description: 'What a user may do: user < moderator < admin' });

export enum Theme {
  dark = 'dark',
  light = 'light',
}
registerEnumType(Theme, { name: 'Theme' });

@ObjectType({ description: "A user's settings", simpleResolvers: true })
export class UserPreferences {
  @Field(() => Theme)
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
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field()
  @Column({ type: 'varchar', length: 20 })
  username: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  profileImageUrl: string | null;

  @Field(() => Role)
  @Column({ type: 'varchar', length: 20, default: Role.user })
  role: Role;

  /** argon2id (PHC string). Never exposed. */
  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Field(() => UserPreferences)
  @Column(() => UserPreferences, { prefix: false })
  preferences: UserPreferences;

  @Field(() => Date)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
