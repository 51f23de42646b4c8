// Issue 33 item 6: every element of the public schema says what it is. Reads the committed
// schema.graphql (schema:check keeps it equal to what the server builds) and lists each type,
// field, argument, input field and enum value without a description.
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

const described = (element: { description?: string | null }): boolean => Boolean(element.description?.trim());

/** Every schema element without a description, as Type, Type.field, Type.field(arg) or Enum.VALUE. */
function undescribedElements(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const types = Object.values(schema.getTypeMap()).filter(
    (type: GraphQLNamedType) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
  );
  for (const type of types) {
    if (!described(type)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) if (!described(arg)) missing.push(`${type.name}.${field.name}(${arg.name})`);
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (!described(field)) missing.push(`${type.name}.${field.name}`);
    }
    if (isEnumType(type)) {
      for (const value of type.getValues()) if (!described(value)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('the described schema', () => {
  const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8'));

  it('describes every type, field, argument, input field and enum value', () => {
    expect(undescribedElements(schema)).toEqual([]);
  });

  it('finds an undescribed element', () => {
    const bare = buildSchema('"""Reads""" type Query { """A""" a(x: Int): E } enum E { ONE }');
    expect(undescribedElements(bare)).toEqual(['Query.a(x)', 'E', 'E.ONE']);
  });
});
