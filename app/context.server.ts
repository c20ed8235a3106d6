/**
 * The service container (docs/decisions/020-layers.md): the server's long-lived services (database,
 * auth, mail, media, AI, the business of the current content version), created once at start and
 * handed to every loader and action through the router context.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createContext, type RouterContextProvider } from "react-router";
import { createAiProvider, type AiProvider } from "~/ai/provider.server";
import { VisitCounter } from "~/analytics/counter.server";
import { createAuth, type Auth } from "~/auth/auth.server";
import { createRateLimiter, type RateLimiter } from "~/auth/rate-limit.server";
import { issueOwnerSetupToken, staffAllowList } from "~/auth/staff-access.server";
import type { BusinessSnapshot } from "~/domain/business";
import type { Env } from "~/config/env.server";
import { openDatabase, type Database, type DatabaseHandle } from "~/db/client.server";
import { answerBackupRequests } from "~/db/backup.server";
import { watchContentVersion, type ContentVersion } from "~/db/content-version.server";
import { lockDataDir } from "~/db/data-dir-lock.server";
import { createCensusGeocoder, type Geocoder } from "~/estimate/geocoder.server";
import { createSolarMeasurer, type RoofMeasurer } from "~/estimate/solar.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { startLeadMailRetries } from "~/mail/lead-mail.server";
import { createMailer, createMailQueue, mailSender, type MailDeps, type Mailer, type MailQueue } from "~/mail/mailer.server";
import { undeliverable } from "~/domain/mail-destinations";
import { loadBusiness, storeEnvironmentPins } from "~/models/business-settings.server";
import { mediaStorageFromEnv, type MediaStorage } from "~/media/storage.server";
import { startMediaSweep } from "~/media/sweep.server";
import { createClock, startPostScheduler, type Clock } from "~/scheduler.server";
import { startTownSimilarityJob, type TownSimilarityJob } from "~/seo/town-similarity.server";

/** The outside services the instant estimate asks (app/estimate/), created once per server from the environment. */
export interface EstimateProviders {
  geocoder: Geocoder;
  measurer: RoofMeasurer;
}

export interface AppServices {
  env: Env;
  /**
   * The business of the current content version: the owner's settings with the environment's pins,
   * built once per version (app/models/business-settings.server.ts). A request reads it once, from
   * the router context (businessContext); timers and mail ask here.
   */
  currentBusiness(): Promise<BusinessSnapshot>;
  db: Database;
  database: DatabaseHandle;
  auth: Auth;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  /** E-mails sent after the answer (sign-in links, password resets, account confirmations). */
  mailQueue: MailQueue;
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
  /** Works out the town pages' similarity report in the background (app/seo/town-similarity.server.tsx). */
  townSimilarity: TownSimilarityJob;
  /** The instant estimate's geocoder and roof measurer (app/estimate/). */
  estimateProviders: EstimateProviders;
  /** Counts public page views and call clicks in batches (app/analytics/counter.server.ts). */
  visits: VisitCounter;
  close(): Promise<void>;
}

export const servicesContext = createContext<AppServices>();
/** The business this request shows (set by the Express server from services.currentBusiness()). */
export const businessContext = createContext<BusinessSnapshot>();

/** The services with the business as this request sees it: what the warranty portal's server modules take. */
/** The services with this request's business, and the e-mails' dependencies built from them once. */
export type ServicesWithBusiness = AppServices & { business: BusinessSnapshot; mail: MailDeps };

const perRequest = new WeakMap<Readonly<RouterContextProvider>, ServicesWithBusiness>();

export function servicesWithBusiness(context: Readonly<RouterContextProvider>): ServicesWithBusiness {
  let services = perRequest.get(context);
  if (!services) {
    const app = context.get(servicesContext);
    const business = context.get(businessContext);
    services = { ...app, business, mail: { db: app.db, mailer: app.mailer, business, siteUrl: app.env.siteUrl } };
    perRequest.set(context, services);
  }
  return services;
}
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
      // The environment seeds and pins business settings (docs/decisions/014-business-settings.md).
      const stored = await storeEnvironmentPins(database.db, env.businessPins);
      if (stored.length) console.log(`[settings] stored from the environment: ${stored.join(", ")}`);
    });
    await database.analyze();
    const contentVersion = await watchContentVersion(database);
    // Keep the embedded database's statistics fresh as posts come and go.
    const analyzer = setInterval(() => {
      database.analyze().catch((e) => console.warn("[db] ANALYZE failed:", e instanceof Error ? e.message : e));
    }, 60 * 60 * 1000);
    analyzer.unref();

    const warnUndeliverable = undeliverableWarner();
    const currentBusiness = async () => warnUndeliverable(await loadBusiness({ db: database.db, pins: env.businessPins, siteUrl: env.siteUrl }));
    const mailer = createMailer({
      smtpUrl: env.SMTP_URL,
      outboxDir: path.join(env.dataDir, "outbox"),
      from: async () => env.MAIL_FROM ?? mailSender(await currentBusiness()),
      timeoutMs: env.MAIL_TIMEOUT_SECONDS * 1000,
    });
    const mailQueue = createMailQueue(mailer);
    const rateLimiter = createRateLimiter(
      database.db,
      opts.rateLimit ?? env.AUTH_RATE_LIMIT ?? env.NODE_ENV === "production",
    );
    const secret = env.BETTER_AUTH_SECRET ?? persistedSecret(env.dataDir);
    const auth = createAuth({
      db: database.db,
      mailQueue,
      siteUrl: env.siteUrl,
      secret,
      businessName: async () => (await currentBusiness()).name,
      allowList: staffAllowList(env),
      rateLimiter,
    });

    // The server holding the embedded database is the only one that can copy it consistently.
    const stopAnsweringBackups = usePglite && !opts.inMemory && !opts.database ? answerBackupRequests(env.dataDir, database) : () => {};
    // Request-form e-mails that failed are tried again from here (app/mail/lead-mail.server.ts).
    const stopLeadMailRetries = startLeadMailRetries({ db: database.db, mailer, business: currentBusiness, siteUrl: env.siteUrl });

    // Scheduled posts are published from here, on every instance; each post goes out once. So are
    // the warranty portal's reminders (app/warranty/upkeep.server.ts), each e-mail once.
    const clock = createClock(env.TEST_CLOCK_FILE);
    // Files no photo or request uses (a failed upload's) are removed from here (app/media/sweep.server.ts).
    const media = mediaStorageFromEnv(env);
    const stopScheduler = startPostScheduler({ db: database.db, business: currentBusiness, env, clock, mailer, media });
    const stopMediaSweep = startMediaSweep({ db: database.db, media });
    const townSimilarity = startTownSimilarityJob({ db: database.db, business: currentBusiness, contentVersion });
    // Page views wait here a moment and are written in batches (docs/decisions/022-visits-and-attribution.md).
    const visits = new VisitCounter({ db: database.db, siteUrl: env.siteUrl, contentVersion });

    return {
      env,
      currentBusiness,
      clock,
      ai: createAiProvider(env.ai),
      townSimilarity,
      estimateProviders: estimateProvidersFromEnv(env),
      visits,
      db: database.db,
      database,
      auth,
      rateLimiter,
      mailer,
      mailQueue,
      media,
      contentVersion,
      // Its own key, so a form stamp can never double as anything better-auth signs.
      formSecret: crypto.createHmac("sha256", secret).update("lead-form-stamp").digest("base64url"),
      close: async () => {
        stopAnsweringBackups();
        stopLeadMailRetries();
        stopMediaSweep();
        clearInterval(analyzer);
        await stopScheduler();
        await townSimilarity.stop();
        // What waits is written before the database closes: a graceful stop loses no visit.
        await visits.close();
        await mailQueue.settle();
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

export function estimateProvidersFromEnv(env: Env): EstimateProviders {
  const { geocoderUrl, solarUrl, solarKey, timeoutMs } = env.estimate;
  return {
    geocoder: createCensusGeocoder({ baseUrl: geocoderUrl, timeoutMs }),
    measurer: createSolarMeasurer({ baseUrl: solarUrl, apiKey: solarKey, timeoutMs }),
  };
}

/** A fresh one-time owner set-up link while the site has no owner (server/app.ts prints it); null once an owner exists. */
export async function ownerSetupLink(services: AppServices): Promise<string | null> {
  const token = await issueOwnerSetupToken(services.db);
  return token ? `${services.env.siteUrl}/auth/setup?token=${token}` : null;
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

/**
 * Says in the log, once per address, when the business sends mail to a domain that can never
 * receive it (docs/decisions/021-launch-as-your-company.md): at start, and again when a change of
 * the settings makes another address undeliverable. The business passes through unchanged.
 */
function undeliverableWarner(): (business: BusinessSnapshot) => BusinessSnapshot {
  let checked: BusinessSnapshot | null = null;
  const warned = new Set<string>();
  return (business) => {
    if (business === checked) return business;
    checked = business;
    for (const d of undeliverable(business)) {
      const key = `${d.address}|${d.settings.join(",")}`;
      if (warned.has(key)) continue;
      warned.add(key);
      console.warn(`[mail] ${d.address} (${d.settings.join(", ")}) is on a domain reserved for examples: ${d.what.join("; ")} sent there will never arrive. Set a real address in Business Settings.`);
    }
    return business;
  };
}
