import { GraphQLError } from 'graphql';

/** The static deployment's error messages (docs/requirements.md §8 "Static deployment"), verbatim. */
export const staticErrors = {
  failedFetch: (url: string, statusText: string) => `Failed to fetch ${url}: ${statusText}`,
  unknownEndpoint: (key: string) => `Unknown endpoint: ${key}`,
  invalidParameters: (key: string) => `Invalid query parameters for ${key}`,
  mutationRefused: (method: string, url: string) =>
    `Server mutations not supported in static deployment: ${method} ${url}`,
};

/** The query key of a root field: it looks like the API path it stands for, and is resolved locally. */
export const keyOf = (field: string) => `/api/${field}`;

/**
 * Thrown for arguments that do not fit the field (docs/requirements.md §8): the spec's message, and the
 * server's error code for the same arguments (BAD_USER_INPUT), so the client handles both alike.
 */
export class InvalidParametersError extends GraphQLError {
  constructor(key: string) {
    super(staticErrors.invalidParameters(key), { extensions: { code: 'BAD_USER_INPUT' } });
    this.name = 'InvalidParametersError';
  }
}

/** A thing the arguments name is not in the exported data: the server's message and code (NOT_FOUND). */
export class NotFoundError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'NOT_FOUND' } });
    this.name = 'NotFoundError';
  }
}

/** The planner refused a builder request: the server's sentence, code and reason (docs/builder.md). */
export class PlannerRefusalError extends GraphQLError {
  constructor(message: string, reason: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', reason } });
    this.name = 'PlannerRefusalError';
  }
}
