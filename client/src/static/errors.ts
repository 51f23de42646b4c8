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

/** Thrown for arguments that do not fit the field (docs/requirements.md §8). */
export class InvalidParametersError extends Error {
  constructor(key: string) {
    super(staticErrors.invalidParameters(key));
    this.name = 'InvalidParametersError';
  }
}
