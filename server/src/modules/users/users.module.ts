import { defineModule } from '../module';
import { User } from './user.entity';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';
import { usersPolicy } from './users.policy';

/**
 * Users: profiles, preferences and roles. A new name shows wherever the user wrote (comments, the
 * community gallery), so its other writes drop every guest view (no `publicViews`).
 */
export const usersModule = defineModule({
  name: 'users',
  policy: usersPolicy,
  entities: [User],
  resolvers: [UsersResolver],
  service: ({ manager, deps }) => new UsersService(manager, deps.clock),
  guestNeutralMutations: ['updatePreferences'],
});
