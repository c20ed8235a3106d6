/**
 * The server's clock and its scheduler: scheduled posts (docs/decisions/007-editor.md), the trash,
 * the warranty portal's reminders, e-mail retries and retention (app/warranty/upkeep.server.ts), review
 * requests (app/reviews/upkeep.server.ts), and
 * the visits' daily totals, retention and weekly e-mail (app/analytics/upkeep.server.ts).
 *
 * The clock is the real one, unless TEST_CLOCK_FILE names a file holding a number of milliseconds
 * to add to it: browser tests move time forward by writing that file instead of waiting a minute.
 * The file lives on the server's disk, so nothing reachable over HTTP can move the clock.
 */
import fs from "node:fs";
import { visitsUpkeep } from "~/analytics/upkeep.server";
import type { BusinessSnapshot } from "~/domain/business";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import { publicPostPath } from "~/domain/slugs";
import { publishDuePosts } from "~/models/post-schedule.server";
import { reviewsUpkeep } from "~/reviews/upkeep.server";
import { purgeTrash } from "~/models/posts/trash.server";
import type { Mailer } from "~/mail/mailer.server";
import type { MediaStorage } from "~/media/storage.server";
import { notifyIndexNow } from "~/seo/indexnow.server";
import { warrantyUpkeep } from "~/warranty/upkeep.server";

export type Clock = () => Date;

export function createClock(offsetFile: string | null): Clock {
  if (!offsetFile) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(fs.readFileSync(offsetFile, "utf8").trim()) || 0;
    } catch {
      // No file yet: the real time.
    }
    return new Date(Date.now() + offset);
  };
}

export interface SchedulerDeps {
  db: Database;
  /** The business as it is at each tick (the publish guard resolves its placeholders). */
  business: () => Promise<BusinessSnapshot>;
  env: Env;
  clock: Clock;
  mailer: Mailer;
  media: MediaStorage;
}

/**
 * One pass: publish what is due, tell IndexNow, purge the trash of posts older than 30 days, then
 * the warranty portal's reminders, retries and retention, review requests, visits.
 */
export async function schedulerTick(deps: SchedulerDeps): Promise<void> {
  const now = deps.clock();
  const { published, blocked } = await publishDuePosts(deps.db, { business: await deps.business(), now });
  if (published.length) {
    console.log(`[scheduler] published ${published.length} scheduled post(s): ${published.map((p) => p.slug).join(", ")}`);
    await notifyIndexNow(deps.env, published.map((p) => publicPostPath(p.slug)));
  }
  for (const b of blocked) console.warn(`[scheduler] "${b.title}": ${b.reason}`);
  await purgeTrash(deps.db, now);
  await warrantyUpkeep({ db: deps.db, mailer: deps.mailer, business: await deps.business(), siteUrl: deps.env.siteUrl, media: deps.media, now });
  await reviewsUpkeep({ db: deps.db, mailer: deps.mailer, business: await deps.business(), siteUrl: deps.env.siteUrl, now });
  await visitsUpkeep({ db: deps.db, mailer: deps.mailer, business: await deps.business(), siteUrl: deps.env.siteUrl, now });
}

/**
 * Runs a tick at start (a post due while the server was down goes out now) and every
 * SCHEDULER_TICK_SECONDS. The returned stop waits for a tick under way, so the database is not
 * closed under it.
 */
export function startPostScheduler(deps: SchedulerDeps): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = schedulerTick(deps)
      .catch((error) => console.warn("[scheduler] tick failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, deps.env.SCHEDULER_TICK_SECONDS * 1000);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
