import type { ASTVisitor, ValidationContext } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { findNulCharacter, hasNulCharacter, nulCharacterMessage } from '@rigforge/common';
import { refusal } from './limits';

/**
 * A validation rule refusing a string literal holding a NUL character ("\u0000") anywhere in the
 * document (arguments, default values, directives): BAD_USER_INPUT, HTTP 400. Every string may
 * reach SQL, where PostgreSQL fails on a NUL (common's input rule).
 */
export function noNulCharacterLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (!hasNulCharacter(node.value)) return;
      const argument = context.getArgument();
      const where = argument ? `Argument "${argument.name}"` : 'A string in the query';
      context.reportError(refusal(nulCharacterMessage(where), [node]));
    },
  };
}

/** An Apollo plugin refusing, before execution, variables that hold a NUL character (HTTP 400, BAD_USER_INPUT). */
export const noNulCharacterVariables: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        const path = findNulCharacter(request.variables ?? {}, '');
        if (path !== null) {
          const name = path.replace(/^\./, '').replaceAll('\u0000', '\\u0000');
          throw refusal(nulCharacterMessage(`Variable "$${name}"`));
        }
      },
    };
  },
};
