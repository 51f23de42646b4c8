import { registerDecorator } from 'class-validator';
import type { FieldError } from '@rigforge/common';

/**
 * A class-validator rule from one of common's field checks, so that GraphQL arguments, REST bodies
 * and the client's forms refuse the same values with the same message.
 */
export function Rule(check: (value: string) => FieldError): PropertyDecorator {
  return (target, propertyKey) => {
    registerDecorator({
      name: 'rule',
      target: target.constructor,
      propertyName: String(propertyKey),
      validator: {
        validate: (value: unknown) => typeof value === 'string' && check(value) === null,
        defaultMessage: (args) =>
          typeof args?.value === 'string' ? (check(args.value) ?? '') : `${String(propertyKey)} must be text`,
      },
    });
  };
}
