/** What the browser tests need to know about the site's request form (app/components/leads/request-form.tsx). */

/** A person takes well over the form's 3-second minimum to read and fill it (its spam rule); so do the tests. */
export const READING_TIME_MS = 3500;
