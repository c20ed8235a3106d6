/** Spec §5: sign-up passwords have at least 8 characters. */
export const MIN_PASSWORD_LENGTH_VALUE = 8;
