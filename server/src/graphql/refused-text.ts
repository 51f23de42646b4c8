import type { ASTVisitor, ValidationContext } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { findRefusedText, shownPath, textRefusal } from '@rigforge/common';
import { refusal } from './limits';

/**
 * A validation rule refusing a string literal that common's text rule refuses (a NUL character, a
 * lone surrogate) anywhere in the document (arguments, default values, directives): a document
 * validation refuses, GRAPHQL_VALIDATION_FAILED, HTTP 400. Every string may reach SQL or a link, so none is taken.
 */
export function refusedTextLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const argument = context.getArgument();
      const message = textRefusal(node.value, argument ? `Argument "${argument.name}"` : 'A string in the query');
      if (message !== null) context.reportError(refusal(message, [node]));
    },
  };
}

/** An Apollo plugin refusing, before execution, variables that common's text rule refuses (HTTP 400, BAD_USER_INPUT). */
export const refusedTextVariables: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request }) {
        const found = findRefusedText(request.variables ?? {}, '');
        if (found !== null)
          throw refusal(found.message(`Variable "$${shownPath(found.path)}"`), undefined, 'BAD_USER_INPUT');
      },
    };
  },
};
