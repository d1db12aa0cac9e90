/** The English texts of signing in, registering, verifying an email, resetting a password, two-step verification and the app frame's own words (ids `auth.*`). */
export const auth = {
} as const;
