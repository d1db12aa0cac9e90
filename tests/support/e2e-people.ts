/** Names of the people e2e-global-setup.ts makes, for the tests that read them on a page. */

/** The Spanish-speaking guardian (Beatriz Nakamura's). */
export const SPANISH_GUARDIAN_NAME = "Sofía Nakamura";
