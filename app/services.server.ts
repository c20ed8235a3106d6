/**
 * The server's long-lived services (database, auth, mail, business config), created once at start
 * and handed to every loader and action through the router context.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createContext } from "react-router";
import { createAiProvider, type AiProvider } from "~/ai/provider.server";
import { createAuth, type Auth } from "~/auth/auth.server";
import { createRateLimiter, type RateLimiter } from "~/auth/rate-limit.server";
import { issueOwnerSetupToken, staffAllowList } from "~/auth/staff-access.server";
import type { Business } from "~/config/business";
import { businessFromEnv } from "~/config/business.server";
import type { Env } from "~/config/env.server";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { answerBackupRequests } from "~/db/backup.server";
import { watchContentVersion, type ContentVersion } from "~/db/content-version.server";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { startLeadMailRetries } from "~/mail/lead-mail.server";
import { createMailer, type Mailer } from "~/mail/mailer.server";
import { mediaStorageFromEnv, type MediaStorage } from "~/media/storage.server";
import { createClock, startPostScheduler, type Clock } from "~/scheduler.server";

export interface AppServices {
  env: Env;
  business: Business;
  db: Database;
  database: DatabaseHandle;
  auth: Auth;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** Where photo files are stored: DATA_DIR/media or the S3 bucket. */
  media: MediaStorage;
  /** The version of what public pages show; caches key on it (app/db/content-version.server.ts). */
  contentVersion: ContentVersion;
  /** Signs the request form's start stamp (app/domain/lead-spam.server.ts); derived from the auth secret. */
  formSecret: string;
  /** The time now: the real clock, or the test clock of TEST_CLOCK_FILE (app/scheduler.server.ts). */
  clock: Clock;
  /** The AI provider (app/ai/provider.server.ts); explains itself when not configured. */
  ai: AiProvider;
  close(): Promise<void>;
}

export const servicesContext = createContext<AppServices>();
/** Per-request CSP nonce, set by the Express server. */
export const nonceContext = createContext<string>("");
/** Per-request id (X-Request-Id), set by the Express server; every log line of the request carries it. */
export const requestIdContext = createContext<string>("");

export interface StartOptions {
  /** Use an in-memory database instead of DATA_DIR (tests). */
  inMemory?: boolean;
  seed?: boolean;
  rateLimit?: boolean;
  /** An open database to share instead of opening one (tests of several instances); the caller closes it. */
  database?: DatabaseHandle;
}

export async function startServices(env: Env, opts: StartOptions = {}): Promise<AppServices> {
  const usePglite = !env.DATABASE_URL;
  const unlock = usePglite && !opts.inMemory && !opts.database ? lockDataDir(env.dataDir) : () => {};
  try {
    const database =
      opts.database ??
      (await openDatabase(
        env.DATABASE_URL
          ? { kind: "postgres", url: env.DATABASE_URL }
          : { kind: "pglite", dataDir: opts.inMemory ? null : path.join(env.dataDir, "db") },
      ));
    // Instances starting together on one PostgreSQL take turns: migrations and the seed run once.
    await database.exclusively(async () => {
      await database.migrate();
      if (opts.seed !== false) await seedDatabase(database.db);
    });
    await database.analyze();
    const contentVersion = await watchContentVersion(database);
    // Keep the embedded database's statistics fresh as posts come and go.
    const analyzer = setInterval(() => {
      database.analyze().catch((e) => console.warn("[db] ANALYZE failed:", e instanceof Error ? e.message : e));
    }, 60 * 60 * 1000);
    analyzer.unref();

    const business = businessFromEnv(env);
    const mailer = createMailer({
      smtpUrl: env.SMTP_URL,
      outboxDir: path.join(env.dataDir, "outbox"),
      from: env.MAIL_FROM ?? `${business.name} <${business.emails.info}>`,
    });
    const rateLimiter = createRateLimiter(
      database.db,
      opts.rateLimit ?? env.AUTH_RATE_LIMIT ?? env.NODE_ENV === "production",
    );
    const secret = env.BETTER_AUTH_SECRET ?? persistedSecret(env.dataDir);
    const auth = createAuth({
      db: database.db,
      mailer,
      siteUrl: env.siteUrl,
      secret,
      businessName: business.name,
      allowList: staffAllowList(env),
      rateLimiter,
    });

    // The server holding the embedded database is the only one that can copy it consistently.
    const stopAnsweringBackups = usePglite && !opts.inMemory && !opts.database ? answerBackupRequests(env.dataDir, database) : () => {};
    // Request-form e-mails that failed are tried again from here (app/mail/lead-mail.server.ts).
    const stopLeadMailRetries = startLeadMailRetries({ db: database.db, mailer, business, siteUrl: env.siteUrl });

    // Scheduled posts are published from here, on every instance; each post goes out once. So are
    // the warranty portal's reminders (app/warranty/upkeep.server.ts), each e-mail once.
    const clock = createClock(env.TEST_CLOCK_FILE);
    const media = mediaStorageFromEnv(env);
    const stopScheduler = startPostScheduler({ db: database.db, business, env, clock, mailer, media });

    return {
      env,
      business,
      clock,
      ai: createAiProvider(env.ai),
      db: database.db,
      database,
      auth,
      rateLimiter,
      mailer,
      media,
      contentVersion,
      // Its own key, so a form stamp can never double as anything better-auth signs.
      formSecret: crypto.createHmac("sha256", secret).update("lead-form-stamp").digest("base64url"),
      close: async () => {
        stopAnsweringBackups();
        stopLeadMailRetries();
        clearInterval(analyzer);
        await stopScheduler();
        await contentVersion.close();
        if (!opts.database) await database.close();
        unlock();
      },
    };
  } catch (e) {
    unlock();
    throw e;
  }
}

/** Prints the one-time owner set-up link while the site has no owner. */
export async function announceOwnerSetup(services: AppServices): Promise<string | null> {
  const token = await issueOwnerSetupToken(services.db);
  if (!token) return null;
  const link = `${services.env.siteUrl}/auth/setup?token=${token}`;
  console.log(
    "\n[setup] No owner account exists yet. Open this one-time link to create it (valid 24 hours):\n" +
      `[setup]   ${link}\n`,
  );
  return link;
}

/**
 * Without BETTER_AUTH_SECRET, a random secret is created once in DATA_DIR so sessions survive a
 * restart. Several instances behind a load balancer must share BETTER_AUTH_SECRET instead.
 */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
