/**
 * Localizing a location clone with AI (docs/decisions/009-ai-media.md; decisions points 10 and 16).
 * A clone made from a template differs from its siblings only where the town's name and placeholder
 * values were baked in; the doorway check flags such near-duplicates. The AI pass rewrites exactly
 * those town-specific paragraphs from the town's facts as the database holds them, and nothing
 * else:
 *
 * - `localizeFactLines` states each known fact once; an unknown fact is left out, never guessed.
 * - `planLocalization` finds the paragraphs that speak of the town (they hold a value baked in from
 *   its record: the name, the county, its history sentence…); headings, tables and code stay as written.
 * - `buildLocalizePrompt` asks for those paragraphs back under numbered markers, using only the facts.
 * - `mergeLocalizedAnswer` checks the answer (every paragraph back, no new headings or placeholders,
 *   no other town the facts do not name, a sane length) and puts the rewritten paragraphs in place;
 *   any failed check keeps the clone as it was and says why.
 * Pure functions: no React, HTTP, database or network.
 */
import type { ActionResult } from "./forms";
import type { CompassPoint } from "./geo";
import { findPlaceholders, formatPopulation } from "./placeholders";

export interface LocalizeStorm {
  name: string;
  year: number;
  impact: string | null;
}

/** Everything the AI may say about a town: its service_locations row, its county_facts row, the way from the nearest office. */
export interface LocalizeFacts {
  town: string;
  state: string;
  county: string | null;
  population: number | null;
  historicalFact: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Straight-line miles to the nearest ocean beach (from the coordinates), or null without them. */
  milesToCoast: number | null;
  /** Null when the county has no county_facts row. */
  countyFacts: {
    seat: string;
    storms: LocalizeStorm[];
    permitOffice: string | null;
    reroofPermit: string | null;
    designWindSpeedMph: number | null;
    windborneDebris: boolean | null;
  } | null;
  /** Null without coordinates. */
  office: { city: string; miles: number; direction: CompassPoint; driveMinutes: number } | null;
}

const present = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hour${h > 1 ? "s" : ""}` : "", m ? `${m} minutes` : ""].filter(Boolean).join(" ") || "a few minutes";
}

/** One line per known fact, in a fixed order. */
export function localizeFactLines(f: LocalizeFacts): string[] {
  const lines: string[] = [];
  const county = present(f.county);
  const c = f.countyFacts;
  if (county) {
    const seat = c ? (c.seat.toLowerCase() === f.town.toLowerCase() ? `; ${f.town} is the county seat` : `; the county seat is ${c.seat}`) : "";
    lines.push(`County: ${county}${seat}.`);
  }
  const population = formatPopulation(f.population);
  if (population) lines.push(`Population: ${population}.`);
  const history = present(f.historicalFact);
  if (history) lines.push(`History: ${history}`);
  if (f.latitude !== null && f.longitude !== null) lines.push(`Coordinates: ${f.latitude}, ${f.longitude}.`);
  if (f.milesToCoast !== null) lines.push(`Distance to the ocean: about ${f.milesToCoast} miles in a straight line.`);
  if (f.office) {
    lines.push(
      f.office.miles < 1
        ? `Our ${f.office.city} office is in ${f.town}.`
        : `Nearest office: our ${f.office.city} office; ${f.town} lies about ${f.office.miles} miles ${f.office.direction} of it, roughly ${minutesText(f.office.driveMinutes)} by car.`,
    );
  }
  if (c && county) {
    if (c.storms.length) {
      lines.push(`Hurricanes that hit ${county}: ${c.storms.map((s) => `${s.name} (${s.year})${s.impact ? `: ${s.impact}` : ""}`).join("; ")}.`);
    }
    const permit = present(c.reroofPermit);
    if (permit) lines.push(`Re-roof permit: ${permit}${present(c.permitOffice) ? ` (ask ${c.permitOffice!.trim()})` : ""}`);
    if (c.designWindSpeedMph !== null) {
      const debris = c.windborneDebris === null ? "" : c.windborneDebris ? "; wind-borne debris protection applies" : "; wind-borne debris protection does not apply";
      lines.push(`Design wind speed in ${county}: ${c.designWindSpeedMph} mph under the North Carolina Residential Code${debris}.`);
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Paragraphs
// ---------------------------------------------------------------------------------------------

/** A markdown block (paragraph, list, heading, table, fence…) and the blank lines that follow it. */
export interface Block {
  text: string;
  after: string;
}

/** Splits markdown at blank lines, keeping a fenced code block whole and every separator as it was. */
export function splitBlocks(markdown: string): Block[] {
  const parts = markdown.replace(/\r\n?/g, "\n").split(/(\n[ \t]*\n+)/);
  const blocks: Block[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const text = parts[i];
    const after = parts[i + 1] ?? "";
    const last = blocks[blocks.length - 1];
    // Inside an open ``` fence a blank line does not end the block.
    if (last && (last.text.match(/^\s*(```|~~~)/gm)?.length ?? 0) % 2 === 1) {
      last.text += last.after + text;
      last.after = after;
    } else {
      blocks.push({ text, after });
    }
  }
  return blocks;
}

export function joinBlocks(blocks: readonly Block[]): string {
  return blocks.map((b) => b.text + b.after).join("");
}

/** Headings, tables, code, HTML and lone images are kept as written: only prose and lists are rewritten. */
function rewritable(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (/^#{1,6}\s/.test(t)) return false;
  if (/^(```|~~~|<|\||>\s*\|)/.test(t)) return false;
  if (/^!\[[^\]]*\]\([^)]*\)$/.test(t)) return false;
  return true;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `text` names `phrase` as a whole word or phrase (any case unless `exactCase`). */
export function mentions(text: string, phrase: string, exactCase = false): boolean {
  const p = phrase.trim();
  if (!p) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(p)}($|[^\\p{L}\\p{N}])`, exactCase ? "u" : "iu").test(text);
}

export interface LocalizePlan {
  blocks: Block[];
  /** Indexes (into `blocks`) of the paragraphs to rewrite, in order; marker n is targets[n - 1]. */
  targets: number[];
}

/**
 * The paragraphs of a clone that speak of its town: those holding one of `markers`, the values baked
 * in from the town's record when it was cloned (its name, county, history sentence…).
 */
export function planLocalization(content: string, markers: readonly string[]): LocalizePlan {
  const blocks = splitBlocks(content);
  const useful = [...new Set(markers.map((m) => m.trim()).filter((m) => m.length >= 3))];
  const targets = blocks.flatMap((b, i) => (rewritable(b.text) && useful.some((m) => mentions(b.text, m)) ? [i] : []));
  return { blocks, targets };
}

// ---------------------------------------------------------------------------------------------
// Prompt
// ---------------------------------------------------------------------------------------------

export interface LocalizePrompt {
  system: string;
  user: string;
  plan: LocalizePlan;
  /** The fact lines the prompt lists (a rewrite may name what they name). */
  facts: string[];
}

const marker = (n: number) => `[[${n}]]`;

/**
 * The chat messages for one clone, or null when no paragraph names the town (nothing to rewrite).
 * The whole post goes along for context; only the numbered paragraphs come back.
 */
export function buildLocalizePrompt(input: { title: string; content: string; facts: LocalizeFacts; markers: readonly string[] }): LocalizePrompt | null {
  const plan = planLocalization(input.content, input.markers);
  if (plan.targets.length === 0) return null;
  const { town, state } = input.facts;
  const facts = localizeFactLines(input.facts);
  const system = [
    `You edit one page of a roofing company's blog: the version of a post written for ${town}, ${state}. Its town-specific paragraphs read almost the same as the versions for other towns; rewrite them so they speak of ${town} in substance.`,
    "Rules:",
    `- Use only the facts listed about ${town}. Add no other fact about the town: no history, landmarks, events, storms, figures, people or businesses that are not in the list. A fact that is not listed is unknown: leave it out.`,
    `- If a paragraph claims something about ${town} that the list does not support, drop that claim.`,
    "- Keep each paragraph's purpose, its advice and its markdown (links, bold, list markers).",
    "- Keep every {{placeholder}} exactly as written and add no new ones.",
    "- Name no other town unless the listed facts name it.",
    "- Add no headings.",
    `- Answer with every numbered paragraph, each after its marker on a line of its own (${marker(1)}, ${marker(2)}, …), and nothing else: no introduction, no notes.`,
  ].join("\n");
  const user = [
    `Facts about ${town}, ${state}, from our records:`,
    ...(facts.length ? facts.map((l) => `- ${l}`) : ["- (none recorded beyond the name)"]),
    "",
    `The post "${input.title}", for context only (do not return it):`,
    "<<<",
    input.content.replace(/\r\n?/g, "\n").trim(),
    ">>>",
    "",
    "Rewrite these paragraphs:",
    ...plan.targets.flatMap((index, i) => [marker(i + 1), plan.blocks[index].text.trim()]),
  ].join("\n");
  return { system, user, plan, facts };
}

// ---------------------------------------------------------------------------------------------
// Answer
// ---------------------------------------------------------------------------------------------

export type MergeOutcome = { ok: true; content: string; rewritten: number } | { ok: false; reason: string };

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A rewritten paragraph may grow to this many times its words (plus a little), and shrink to this share. */
const MAX_GROWTH = 4;
const MIN_SHARE = 0.3;

/**
 * Puts the answer's paragraphs in place of the planned ones after checking it. `otherTowns` are
 * the names of every other service town: the rewrite may name one only when the facts or the
 * original paragraph already did.
 */
export function mergeLocalizedAnswer(
  prompt: Pick<LocalizePrompt, "plan" | "facts">,
  answer: string,
  ctx: { originalContent: string; otherTowns: readonly string[] },
): MergeOutcome {
  const { plan } = prompt;
  const factsText = prompt.facts.join("\n");
  const text = answer
    .replace(/\r\n?/g, "\n")
    .trim()
    .replace(/^```[a-z]*\n([\s\S]*?)\n```$/i, "$1");
  const pieces = text.split(/^\s*\[\[(\d+)\]\]\s*$/m);
  if (pieces.length < 3) return { ok: false, reason: "The AI answer did not use the numbered paragraphs it was asked for." };
  const byNumber = new Map<number, string>();
  for (let i = 1; i < pieces.length; i += 2) {
    const n = Number(pieces[i]);
    if (n < 1 || n > plan.targets.length) return { ok: false, reason: `The AI answer has a paragraph ${n} that was not asked for.` };
    if (byNumber.has(n)) return { ok: false, reason: `The AI answer has paragraph ${n} twice.` };
    byNumber.set(n, pieces[i + 1].trim());
  }
  const allowedPlaceholders = new Set(findPlaceholders(ctx.originalContent));
  const blocks = plan.blocks.map((b) => ({ ...b }));
  for (let n = 1; n <= plan.targets.length; n += 1) {
    const rewritten = byNumber.get(n);
    if (!rewritten) return { ok: false, reason: `The AI answer left out paragraph ${n}.` };
    const original = blocks[plan.targets[n - 1]].text;
    if (/^#{1,6}\s/m.test(rewritten)) return { ok: false, reason: `The AI answer added a heading in paragraph ${n}.` };
    const unknown = findPlaceholders(rewritten).filter((name) => !allowedPlaceholders.has(name));
    if (unknown.length) return { ok: false, reason: `The AI answer added placeholders the post does not use: ${unknown.map((u) => `{{${u}}}`).join(", ")}.` };
    // Town names as written: "the apex of the roof" or "a bath" name no town.
    const strangers = ctx.otherTowns.filter((t) => mentions(rewritten, t, true) && !mentions(original, t, true) && !mentions(factsText, t, true));
    if (strangers.length) return { ok: false, reason: `The AI answer names ${strangers.join(", ")}, which the town's facts do not mention.` };
    const before = words(original);
    const after = words(rewritten);
    if (after > before * MAX_GROWTH + 80) return { ok: false, reason: `The AI answer made paragraph ${n} far longer (${after} words instead of ${before}).` };
    if (after < Math.max(3, before * MIN_SHARE)) return { ok: false, reason: `The AI answer cut paragraph ${n} to ${after} words (it had ${before}).` };
    blocks[plan.targets[n - 1]].text = rewritten;
  }
  return { ok: true, content: joinBlocks(blocks), rewritten: plan.targets.length };
}

/** What POST /create-post/localize answers for one clone. */
export type LocalizeResponse = ActionResult &
  (
    | { ok: true; postId: string; locationName: string; before: number | null; after: number | null }
    | { ok: false }
  );

/** What GET /create-post/localize?id=… answers: each clone's similarity to its closest sibling now. */
export type SimilarityResponse = { similarity: Record<string, number | null> };
