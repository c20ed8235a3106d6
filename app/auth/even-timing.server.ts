/**
 * An answer about an account that takes the same time whether the account exists: the work runs,
 * then the answer waits until `ms` have passed since it began. The e-mail such an answer sends goes
 * out after it (MailQueue, app/mail/mailer.server.ts); what is left to even out is the database
 * work done only for a known address (a token written), some tens of milliseconds.
 */
export const ACCOUNT_ANSWER_MS = 250;

export async function evenTiming<T>(work: () => Promise<T>, ms = ACCOUNT_ANSWER_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
