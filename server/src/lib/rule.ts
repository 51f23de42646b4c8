import { registerDecorator } from 'class-validator';
import type { FieldError } from '@rigforge/common';

/** Registers a class-validator rule that refuses with `message` (null: the value passes). */
function ruleDecorator(message: (value: unknown, property: string, object: object) => FieldError): PropertyDecorator {
  return (target, propertyKey) => {
    const property = String(propertyKey);
    registerDecorator({
      name: 'rule',
      target: target.constructor,
      propertyName: property,
      validator: {
        validate: (value: unknown, args) => message(value, property, args?.object ?? {}) === null,
        defaultMessage: (args) => message(args?.value, property, args?.object ?? {}) ?? '',
      },
    });
  };
}

/**
 * A class-validator rule from one of common's rules of an argument that reads the value as it comes
 * and the other arguments (a maximum below the minimum). With @IsOptional, an absent value is not checked.
 */
export function ArgRule<A extends object>(check: (value: unknown, args: A) => FieldError): PropertyDecorator {
  return ruleDecorator((value, _property, object) => check(value, object as A));
}

/**
 * A class-validator rule from one of common's field checks, so that GraphQL arguments, REST bodies
 * and the client's forms refuse the same values with the same message.
 */
export function Rule(check: (value: string) => FieldError): PropertyDecorator {
  return ruleDecorator((value, property) => {
    // A missing value (a REST body without the field) reads as the field's own "required" message.
    if (value === undefined) return check('') ?? `${property} is required`;
    return typeof value === 'string' ? check(value) : `${property} must be text`;
  });
}

/** A class-validator rule from one of common's checks of a whole number (a price in cents). */
export function WholeNumberRule(check: (value: number) => FieldError): PropertyDecorator {
  return ruleDecorator((value, property) =>
    typeof value === 'number' && Number.isInteger(value) ? check(value) : `${property} must be a whole number`,
  );
}
