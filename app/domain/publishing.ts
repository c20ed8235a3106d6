/**
 * What may go live, beyond the placeholder guard (docs/decisions/013-publishing.md): a clone that
 * reads too much like a sibling (the doorway check, decisions point 10) goes out only when the
 * owner confirms it by name; editors cannot. No React, HTTP or database here.
 */
import type { BlogPost, StaffRole } from "~/db/schema";
import { blockingPlaceholders, guardRefusal, type PlaceholderValues, type PostFields } from "./placeholders";
import { DOORWAY_THRESHOLD, type DoorwaySuggestion } from "./similarity";

/** A draft the placeholder guard keeps from going live (decisions point 3), and the placeholders that block it. */
export interface BlockedPost {
  id: string;
  title: string;
  placeholders: string[];
  /** A template (no town): its location placeholders are filled per town when it is cloned. */
  template: boolean;
}

/** Decisions point 3: which posts may be published with these render-time values, and what blocks the others. */
export function publishGuard(
  posts: readonly (PostFields & Pick<BlogPost, "id" | "locationId">)[],
  values: PlaceholderValues,
): { ready: string[]; blocked: BlockedPost[] } {
  const blocked: BlockedPost[] = [];
  const ready: string[] = [];
  for (const post of posts) {
    const names = blockingPlaceholders(post, values);
    if (names.length) blocked.push({ id: post.id, title: post.title, placeholders: names, template: post.locationId === null });
    else ready.push(post.id);
  }
  return { ready, blocked };
}

/** A readable list of what blocks publishing, naming each post (templates are told to clone instead). */
export function blockedMessage(blocked: readonly BlockedPost[]): string {
  return blocked.map((b) => guardRefusal(b.title, b.placeholders, { template: b.template })).join("; ");
}

/** How close a location clone's text is to its nearest sibling clone (the doorway-page check). */
export interface DoorwayReport {
  /** Share of 5-word sequences the post has in common with its closest sibling clone, 0..1. */
  similarity: number;
  siblingId: string;
  siblingTitle: string;
  warning: boolean;
  advice: DoorwaySuggestion[];
}

/** A clone the doorway check flags: how close it is to its closest sibling, and which one. */
/** A clone not made yet, as the clone panel previews it: how alike it would read, and to what. */
export interface PlannedClone {
  locationId: string;
  locationName: string;
  similarity: number;
  /** What it would be most like: "the Wilson clone" or an existing clone's title in quotes. */
  closest: string;
  /** At or above the doorway threshold: publishing it would be held back. */
  held: boolean;
}

/** "12 of 20 clones would be held back (81–93 % alike): …" — the preview's summary in one sentence. */
export function plannedClonesSummary(planned: readonly PlannedClone[], selected: number): string {
  if (planned.length === 0) return "Select at least two towns (or a town for a post that has clones) to see how alike the clones would read.";
  const held = planned.filter((p) => p.held);
  const percents = planned.map((p) => similarityPercent(p.similarity));
  const range = (xs: number[]) => (Math.min(...xs) === Math.max(...xs) ? `${xs[0]}%` : `${Math.min(...xs)}–${Math.max(...xs)}%`);
  const measured = planned.length < selected ? ` (the first ${planned.length} of ${selected} towns measured)` : "";
  if (held.length === 0) return `None of the ${planned.length} clones would be held back: they would read ${range(percents)} alike${measured}.`;
  return `${held.length} of ${planned.length} clones would be held back as too alike (${range(held.map((h) => similarityPercent(h.similarity)))}; the publish check holds back ${similarityPercent(DOORWAY_THRESHOLD)}% and above)${measured}. Add text only each town has — the local-facts paragraph, for one — before cloning.`;
}

export interface FlaggedPost {
  id: string;
  title: string;
  similarity: number;
  siblingTitle: string;
}

/** Why flagged posts were held back: nobody confirmed yet, or the one asking may not confirm. */
export type DoorwayHold = "confirm" | "owner-only";

export interface DoorwayDecision {
  /** Flagged posts that go out anyway: the owner confirmed them. */
  override: FlaggedPost[];
  /** Flagged posts that stay as they are. */
  held: FlaggedPost[];
  hold: DoorwayHold | null;
}

/**
 * The doorway gate for one publish (single, bulk, from the editor or scheduled): flagged posts go
 * out only with the owner's confirmation. Posts that are not flagged are not its business.
 */
export function doorwayGate(flagged: readonly FlaggedPost[], choice: { confirmed: boolean; role: StaffRole }): DoorwayDecision {
  if (flagged.length === 0) return { override: [], held: [], hold: null };
  if (choice.role !== "owner") return { override: [], held: [...flagged], hold: "owner-only" };
  if (!choice.confirmed) return { override: [], held: [...flagged], hold: "confirm" };
  return { override: [...flagged], held: [], hold: null };
}

export function similarityPercent(similarity: number): number {
  return Math.round(similarity * 100);
}

/** “Metal Roofs in Wilson, NC” reads 92% like “Metal Roofs in Tarboro, NC” */
export function flaggedLine(post: Pick<FlaggedPost, "title" | "similarity" | "siblingTitle">): string {
  return `“${post.title}” reads ${similarityPercent(post.similarity)}% like “${post.siblingTitle}”`;
}

/** Why flagged posts did not go out, naming each of them. */
export function doorwayHeldMessage(held: readonly FlaggedPost[], hold: DoorwayHold): string {
  const list = held.map(flaggedLine).join("; ");
  return hold === "confirm"
    ? `Not published yet: ${list}. Search engines treat near-identical town pages as doorway pages: confirm to publish anyway, or make each one more about its town.`
    : `Not published: ${list}. Only the owner can publish a clone this close to a sibling: make it more about its town, or ask the owner.`;
}

/** How the post's history reads an owner's confirmation. */
export function doorwayOverrideNote(override: { similarity: number; siblingTitle: string }): string {
  return `confirmed by the owner although it reads ${similarityPercent(override.similarity)}% like “${override.siblingTitle}”`;
}

/** The clones among `posts` that the doorway check flags, with what flags them. */
export function flaggedClones(posts: readonly Pick<BlogPost, "id" | "title">[], reports: Record<string, DoorwayReport>): FlaggedPost[] {
  return posts.flatMap((p) => {
    const report = reports[p.id];
    return report?.warning ? [{ id: p.id, title: p.title, similarity: report.similarity, siblingTitle: report.siblingTitle }] : [];
  });
}
