import { defineModule } from '../module';
import { ContactMessage } from './contact-message.entity';
import { ContactResolver } from './contact.resolver';
import { contactRouter } from './contact.router';
import { CONTACT_LIMITS } from './contact.rules';
import { ContactService } from './contact.service';
import { contactPolicy } from './contact.policy';

/** The contact form and the admins' message list (nothing a guest sees changes). */
export const contactModule = defineModule({
  name: 'contact',
  policy: contactPolicy,
  entities: [ContactMessage],
  resolvers: [ContactResolver],
  rest: contactRouter,
  service: ({ manager, deps }) => new ContactService(manager, deps),
  limits: CONTACT_LIMITS,
  guestNeutralMutations: ['sendContactMessage', 'markContactMessageHandled'],
});
