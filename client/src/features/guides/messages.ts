/** Shown when the build guides could not be fetched. */
export const GUIDES_LOAD_ERROR = "We couldn't load the build guides.";
