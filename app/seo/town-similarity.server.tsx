/**
 * The town pages' similarity report, worked out in the background (docs/decisions/015-scale-and-memory.md;
 * decisions point 10): every template town page rendered as visitors get it and compared with
 * every other one, then stored for the staff screen (/town-pages), which only reads it. With a
 * thousand towns that is a thousand renders and half a million comparisons: done here in slices of
 * a few milliseconds between which the server answers requests, after the start and again a few
 * seconds after the public content changes. A page whose facts did not change is not rendered
 * again, and texts identical to the stored report's are not compared again.
 */
import crypto from "node:crypto";
import type { Business } from "~/domain/business";
import type { Database } from "~/db/client.server";
import type { ContentVersion } from "~/db/content-version.server";
import { slices } from "~/db/slices.server";
import { LocationTemplate } from "~/components/locations/location-template";
import { staticMarkup } from "~/components/locations/static-markup.server";
import { locationPagePath } from "~/domain/slugs";
import { htmlText, storedTownSimilarity, townSimilaritySteps, type TownPageText } from "~/domain/town-similarity";
import type { TownPageKind } from "~/domain/town-page";
import { loadTownPage, templateTownLocations } from "~/models/locations.server";
import { currentEstimateOffer } from "~/models/price-book.server";
import { saveTownSimilarity, townSimilarityFingerprint } from "~/models/town-similarity.server";

/** Quiet time after a change before the pages are read again: a burst of edits makes one report. */
const AFTER_CHANGE_MS = 5_000;

export interface TownSimilarityDeps {
  db: Database;
  business: Business;
}

/** A town page's text, kept with the hash of what it was rendered from. */
interface RenderedText {
  source: string;
  page: TownPageText;
  kind: TownPageKind;
}

const hash = (value: string) => crypto.createHash("sha256").update(value).digest("base64url");

/**
 * One pass: the texts of every template town page (rendering only those whose facts changed since
 * `texts` was filled), then, unless the stored report is of the very same texts, the report,
 * stored. Resolves to whether a new report was stored.
 */
export async function refreshTownSimilarity(deps: TownSimilarityDeps, texts: Map<string, RenderedText> = new Map()): Promise<boolean> {
  // The pages as visitors get them: with the estimate offer of the moment (app/domain/estimate-offer.ts).
  const estimate = await currentEstimateOffer(deps.db, deps.business);
  const business = JSON.stringify([deps.business, estimate]);
  const { towns, all } = await templateTownLocations(deps.db, deps.business);
  const pages: TownPageText[] = [];
  const kinds = new Map<string, TownPageKind>();
  const seen = new Set<string>();
  const slice = slices();
  for (const location of towns) {
    // A town without coordinates has no page.
    const page = await loadTownPage(deps.db, deps.business, location, all);
    if (!page) continue;
    const path = locationPagePath(location.name);
    const source = hash(`${business}\n${location.name}\n${JSON.stringify(page)}`);
    let rendered = texts.get(path);
    if (rendered?.source !== source) {
      const html = staticMarkup(<LocationTemplate {...page.town} photos={page.photos} kind={page.kind} />, { business: deps.business, estimate }, path);
      rendered = { source, page: { path, name: location.name, text: htmlText(html) }, kind: page.kind };
      texts.set(path, rendered);
    }
    pages.push(rendered.page);
    kinds.set(path, rendered.kind);
    seen.add(path);
    if (slice.due()) await slice.next();
  }
  for (const path of texts.keys()) if (!seen.has(path)) texts.delete(path);

  const fingerprint = hash(pages.map((p) => `${p.path}\n${p.text}`).join("\n\n"));
  if ((await townSimilarityFingerprint(deps.db)) === fingerprint) return false;
  const steps = townSimilaritySteps(pages);
  for (;;) {
    const step = steps.next();
    if (step.done) {
      await saveTownSimilarity(deps.db, { report: storedTownSimilarity(step.value, kinds), fingerprint, computedAt: new Date() });
      return true;
    }
    if (slice.due()) await slice.next();
  }
}

export interface TownSimilarityJob {
  /** Whether this server is working on a report or will shortly (the public content changed). */
  busy(): boolean;
  /** Stops the job; waits for a pass under way, so the database is not closed under it. */
  stop(): Promise<void>;
}

/**
 * Runs a pass shortly after the start and after each change of the public content, with the
 * business settings as they are at that pass (the business settings notify the content version).
 */
export function startTownSimilarityJob(
  deps: Omit<TownSimilarityDeps, "business"> & { business: () => Promise<Business>; contentVersion: ContentVersion },
  firstAfterMs = 5_000,
): TownSimilarityJob {
  const texts = new Map<string, RenderedText>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const run = () => {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = deps
      .business()
      .then((business) => refreshTownSimilarity({ ...deps, business }, texts))
      .then(
        (stored) => {
          if (stored) console.log(`[town-pages] similarity report of ${texts.size} town pages stored`);
        },
        (error: unknown) => console.warn("[town-pages] working out the similarity report failed:", error instanceof Error ? error.message : error),
      )
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          schedule(AFTER_CHANGE_MS);
        }
      });
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  schedule(firstAfterMs);
  const unsubscribe = deps.contentVersion.onChange(() => schedule(AFTER_CHANGE_MS));
  return {
    busy: () => running !== null || timer !== undefined,
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
