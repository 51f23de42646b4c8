// The contact form's GraphQL shapes. POST /api/contact takes the same fields as JSON (contact.router.ts).
import { ConnectionArgs, connectionType } from '../../lib/connection';
import {
  CONTACT_HONEYPOT_FIELD,
  validateContactEmail,
  validateContactMessage,
  validateContactName,
  validateContactSubject,
} from '@rigforge/common';
import { IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../lib/rule';
import { CONTACT_PAGE } from './contact.rules';

@ArgsType()
export class SendContactMessageArgs {
  @Field({ description: 'Up to 100 characters' })
  @Rule(validateContactName)
  name: string;

  @Field({ description: 'Where support replies' })
  @Rule(validateContactEmail)
  email: string;

  @Field({ description: 'Up to 200 characters' })
  @Rule(validateContactSubject)
  subject: string;

  @Field({ description: 'Up to 5,000 characters' })
  @Rule(validateContactMessage)
  message: string;

  @Field(() => String, {
    nullable: true,
    name: CONTACT_HONEYPOT_FIELD,
    description: 'Leave empty: a hidden field that only bots fill in (their message is dropped)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  website?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Milliseconds the form was open before sending; a message sent in under 3 s is refused (BAD_USER_INPUT, 'Please wait a few seconds before sending your message.') and nothing is stored",
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  fillTimeMs?: number | null;
}

@ArgsType()
export class ContactMessagesArgs extends ConnectionArgs(CONTACT_PAGE, 'messages') {
  @Field(() => Boolean, { nullable: true, description: 'true: handled only; false: open only; null: both' })
  @IsOptional()
  @IsBoolean()
  handled: boolean | null = null;
}

@ArgsType()
export class MarkContactMessageArgs {
  @Field(() => ID, { description: 'The message' })
  @IsString()
  id: string;

  @Field({ defaultValue: true, description: 'false opens it again' })
  @IsBoolean()
  handled: boolean = true;
}

@ObjectType('ContactMessage', {
  description: 'A message sent with the contact form (admins only)',
  simpleResolvers: true,
})
export class ContactMessageType {
  @Field(() => ID, { description: 'The message' }) id: string;
  @Field({ description: "The sender's name as given" }) name: string;
  @Field({ description: 'Where support replies' }) email: string;
  @Field({ description: 'The subject line' }) subject: string;
  @Field({ description: 'The message text' }) message: string;
  @Field(() => Date, { description: 'When it was sent' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When an admin marked it handled; null while open' })
  handledAt: Date | null;
}

export const ContactMessageConnection = connectionType(ContactMessageType, {
  name: 'ContactMessageConnection',
  description: 'A page of contact messages (admins only)',
  totalCount: 'How many messages the filtered list holds in all',
});
export type ContactMessageConnection = InstanceType<typeof ContactMessageConnection>;
