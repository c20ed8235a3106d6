/**
 * Which visit, town and post a request is owed to (docs/decisions/022-visits-and-attribution.md).
 * A request, an instant estimate and a call click record the page they were sent from, the landing
 * page and source of that day's visit by the same visitor key, and the town and post involved: the
 * post is the one the visitor read last (the page sent from first, then the visit's pages, latest
 * first), the town the one of the last page that had one — a town page's town, or the town a post
 * was written for. Pure.
 */
import { NO_CAMPAIGN, type Campaign, type PageSubject, type VisitSource } from "./visits";

/** A visit as the attribution reads it: its start and the pages seen, each with its subject. */
export interface VisitTrail extends Campaign {
  landingPath: string;
  source: VisitSource;
  sourceDetail: string;
  /** Pages of the visit with when each was last seen. */
  pages: (PageSubject & { path: string; lastAt: Date })[];
}

export interface Attribution extends Campaign {
  /** The page the request was sent from. */
  path: string;
  /** The visit's first page; null when the visit is not known. */
  landingPath: string | null;
  source: VisitSource;
  sourceDetail: string;
  townId: string | null;
  postId: string | null;
}

/**
 * The attribution of a conversion sent from `sentFrom` during `visit` (null: not known — the
 * visitor asked not to be counted, or the visit was lost).
 */
export function attribute(sentFrom: PageSubject & { path: string }, visit: VisitTrail | null): Attribution {
  const trail = [sentFrom, ...(visit ? [...visit.pages].sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime()) : [])];
  const postId = trail.find((p) => p.postId)?.postId ?? null;
  const townId = trail.find((p) => p.townId)?.townId ?? null;
  if (!visit) return { path: sentFrom.path, landingPath: null, source: "unknown", sourceDetail: "", ...NO_CAMPAIGN, townId, postId };
  return {
    path: sentFrom.path,
    landingPath: visit.landingPath,
    source: visit.source,
    sourceDetail: visit.sourceDetail,
    utmSource: visit.utmSource,
    utmMedium: visit.utmMedium,
    utmCampaign: visit.utmCampaign,
    townId,
    postId,
  };
}

/** What a lead keeps of its attribution (app/db/schema.ts leads), for its staff page and the CSV. */
export function leadAttributionColumns(a: Attribution) {
  return {
    sourcePage: a.path,
    landingPage: a.landingPath,
    visitSource: a.source,
    visitSourceDetail: a.sourceDetail || null,
    attributedTownId: a.townId,
    attributedPostId: a.postId,
  };
}

/** A lead's attribution again, for the estimate steps that follow it (its contact, its inspection). */
export function attributionOfLead(lead: {
  sourcePage: string | null;
  landingPage: string | null;
  visitSource: string | null;
  visitSourceDetail: string | null;
  utm: Record<string, string>;
  attributedTownId: string | null;
  attributedPostId: string | null;
}): Attribution {
  const known = lead.visitSource !== null && lead.landingPage !== null;
  return {
    path: lead.sourcePage ?? "",
    landingPath: lead.landingPage,
    source: known ? (lead.visitSource as VisitSource) : "unknown",
    sourceDetail: lead.visitSourceDetail ?? "",
    utmSource: lead.utm.utm_source ?? "",
    utmMedium: lead.utm.utm_medium ?? "",
    utmCampaign: lead.utm.utm_campaign ?? "",
    townId: lead.attributedTownId,
    postId: lead.attributedPostId,
  };
}

/** The lead's UTM fields: the form page's own when it carried some, else the visit's campaign. */
export function leadUtm(formUtm: Record<string, string>, a: Attribution): Record<string, string> {
  if (Object.keys(formUtm).length) return formUtm;
  const utm: Record<string, string> = {};
  if (a.utmSource) utm.utm_source = a.utmSource;
  if (a.utmMedium) utm.utm_medium = a.utmMedium;
  if (a.utmCampaign) utm.utm_campaign = a.utmCampaign;
  return utm;
}
