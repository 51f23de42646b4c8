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
        // A missing value (a REST body without the field) reads as the field's own "required" message.
        defaultMessage: (args) => {
          const value: unknown = args?.value;
          if (value === undefined) return check('') ?? `${String(propertyKey)} is required`;
          return typeof value === 'string' ? (check(value) ?? '') : `${String(propertyKey)} must be text`;
        },
      },
    });
  };
}
