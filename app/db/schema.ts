/**
 * The database schema: every entity of spec §3, the staff/auth tables and the app's own bookkeeping.
 * Migrations in /drizzle are generated from this file (`npm run db:generate`).
 */
import { sql } from "drizzle-orm";
import type { CountySource, CountyStorm } from "../domain/county-facts";
import type { GeocodedAddress } from "../domain/instant-estimate";
import type { PhotoVariant } from "../domain/photos";
import type { StoredTownSimilarity } from "../domain/town-similarity";
import type { RoofAnswers, RoofFacts, RoofMeasurement } from "../domain/roof-measurement";
import type { MaterialRange, PriceBook } from "../domain/roof-pricing";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const STAFF_ROLES = ["owner", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

// ---------------------------------------------------------------------------------------------
// Content (spec §3)
// ---------------------------------------------------------------------------------------------

export const imageVariables = pgTable(
  "image_variables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    variableName: text("variable_name").notNull(),
    imageUrl: text("image_url"),
    altTag: text("alt_tag"),
    title: text("title").notNull(),
    description: text("description"),
    metaDescription: text("meta_description"),
    keywords: text("keywords").array(),
    useCase: text("use_case"),
    schemaSnippet: text("schema_snippet"),
    // What the image pipeline measured and stored (spec §2.9); null on rows made by hand with an outside URL.
    /** sha256 of the uploaded bytes: identical uploads are found by it, and it names the stored files. */
    contentHash: text("content_hash"),
    width: integer("width"),
    height: integer("height"),
    dominantColor: text("dominant_color"),
    placeholder: text("placeholder"),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull().default(sql`'[]'::jsonb`),
    category: text("category"),
    locationId: uuid("location_id").references(() => serviceLocations.id, { onDelete: "set null" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /** Made by an AI image model, not photographed: the album says so (docs/decisions/009-ai-media.md). */
    aiGenerated: boolean("ai_generated").notNull().default(false),
    /**
     * Shown on the public gallery, the home gallery, town pages and the image sitemap. On for album
     * uploads, off for pictures from imported documents and AI (docs/decisions/013-publishing.md).
     */
    showInGallery: boolean("show_in_gallery").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("image_variables_variable_name_key").on(t.variableName),
    uniqueIndex("image_variables_content_hash_key").on(t.contentHash),
    // The album lists newest first and filters by category and town (10,000 photos stay fast).
    index("image_variables_created_at_idx").on(t.createdAt.desc(), t.id),
    index("image_variables_category_idx").on(t.category),
    index("image_variables_location_id_idx").on(t.locationId),
    index("image_variables_tags_idx").using("gin", t.tags),
  ],
);

export const serviceLocations = pgTable(
  "service_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    county: text("county").notNull(),
    population: integer("population"),
    coordinates: text("coordinates"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    historicalFact: text("historical_fact"),
    keySearchTerms: text("key_search_terms"),
    /**
     * Whether the company serves the town (docs/decisions/021-launch-as-your-company.md): the town
     * list is the data we hold; the owner's service area is the towns served. Only served towns get
     * pages, clones and a place in the counts.
     */
    served: boolean("served").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("service_locations_name_key").on(t.name),
    check("service_locations_population_check", sql`${t.population} IS NULL OR ${t.population} >= 0`),
  ],
);

/**
 * A named list of towns staff clone to again and again ("Nash County coast run"), saved from the
 * clone panel (docs/decisions/013-publishing.md). Towns deleted later simply drop out when it is used.
 */
export const townGroups = pgTable(
  "town_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    locationIds: uuid("location_ids").array().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("town_groups_name_key").on(sql`lower(${t.name})`)],
);

export type TownGroupRow = typeof townGroups.$inferSelect;

/**
 * Facts a town page shows about its county (docs/decisions/006-town-pages.md), joined to
 * service_locations by county name. Every fact but the seat is optional: the page leaves out what
 * is not known. `sources` names the page behind each fact; `source` is a free note on where the row
 * comes from (what was checked).
 */
export const countyFacts = pgTable("county_facts", {
  county: text("county").primaryKey(),
  seat: text("seat").notNull(),
  /** The office that issues residential building permits, its web page and what a re-roof needs. */
  permitOffice: text("permit_office"),
  permitOfficeUrl: text("permit_office_url"),
  reroofPermit: text("reroof_permit"),
  /** Ultimate design wind speed (mph, risk category II) under the NC Residential Code. */
  designWindSpeedMph: integer("design_wind_speed_mph"),
  /** Whether wind-borne debris protection of openings applies; null when not recorded. */
  windborneDebris: boolean("windborne_debris"),
  storms: jsonb("storms").$type<CountyStorm[]>().notNull().default(sql`'[]'::jsonb`),
  /** Housing stock: the median year homes were built, and a short sourced note (e.g. share of mobile homes). */
  medianYearBuilt: integer("median_year_built"),
  housingNote: text("housing_note"),
  sources: jsonb("sources").$type<CountySource[]>().notNull().default(sql`'[]'::jsonb`),
  source: text("source").notNull(),
  updatedAt: updatedAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    author: text("author").notNull().default("Admin"),
    status: text("status", { enum: POST_STATUSES }).notNull().default("draft"),
    publishedDate: timestamp("published_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    featuredImage: text("featured_image"),
    slug: text("slug").notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoKeywords: text("seo_keywords").array(),
    categories: text("categories").array(),
    tags: text("tags").array(),
    /** The post this one was cloned from, so the doorway check can compare siblings. */
    sourcePostId: uuid("source_post_id"),
    /** The service location a clone was made for. */
    locationId: uuid("location_id").references(() => serviceLocations.id, { onDelete: "set null" }),
    /** The album photo shown as the featured image; deleting the photo clears it (spec §2.11). */
    featuredPhotoId: uuid("featured_photo_id").references(() => imageVariables.id, { onDelete: "set null" }),
    /**
     * Counts saves, so a save based on an older version is refused instead of overwriting
     * (docs/decisions/007-editor.md).
     */
    version: integer("version").notNull().default(1),
    /** In the trash since then (restorable for 30 days); a trashed post is always a draft. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: text("deleted_by"),
    /**
     * The address a post gave up when it went to the trash (its `slug` then holds a freed form no
     * title can take), to be taken back on restore (docs/decisions/013-publishing.md).
     */
    trashedSlug: text("trashed_slug"),
    /** A draft due to be published by the scheduler at this moment. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** Why the scheduler could not publish it (the publish guard's message); shown on the dashboard. */
    scheduleBlocked: text("schedule_blocked"),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_key").on(t.slug),
    // The scheduler's look-up of due posts.
    index("blog_posts_scheduled_at_idx").on(t.scheduledAt).where(sql`${t.scheduledAt} IS NOT NULL`),
    check("blog_posts_status_check", sql`${t.status} IN ('draft', 'published')`),
    // A post in the trash is never public, whatever path writes to it.
    check("blog_posts_trash_not_public_check", sql`${t.deletedAt} IS NULL OR ${t.status} = 'draft'`),
    // Public list: published posts, newest first (§7).
    index("blog_posts_status_published_date_idx").on(t.status, t.publishedDate.desc()),
    // Staff list: newest first (§7).
    index("blog_posts_created_at_idx").on(t.createdAt.desc()),
    index("blog_posts_source_post_id_idx").on(t.sourcePostId),
    index("blog_posts_featured_photo_id_idx").on(t.featuredPhotoId),
    // A town page's posts, and deleting a town (its clones' foreign key).
    index("blog_posts_location_id_idx").on(t.locationId),
    // Public list filtered by location tag (§7).
    index("blog_posts_tags_idx").using("gin", t.tags),
  ],
);

export const roofingBrands = pgTable(
  "roofing_brands",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    brandName: text("brand_name").notNull(),
    logoUrl: text("logo_url"),
    topProducts: text("top_products").array().notNull().default(sql`'{}'::text[]`),
    warrantyInfo: text("warranty_info").notNull(),
    websiteUrl: text("website_url").notNull(),
    seoKeywords: text("seo_keywords"),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("roofing_brands_brand_name_key").on(t.brandName),
    index("roofing_brands_display_order_idx").on(t.displayOrder),
  ],
);

export const roofingServices = pgTable(
  "roofing_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceName: text("service_name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    seoKeywords: text("seo_keywords"),
    referenceUrls: text("reference_urls").array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("roofing_services_service_name_key").on(t.serviceName),
    index("roofing_services_category_idx").on(t.category, t.serviceName),
  ],
);

export const contentVariables = pgTable(
  "content_variables",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    value: text("value").notNull().default(""),
    category: text("category").notNull().default("Business Core"),
    syntax: text("syntax").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("content_variables_name_key").on(t.name),
    index("content_variables_category_idx").on(t.category),
    check("content_variables_name_check", sql`char_length(${t.name}) >= 2`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Staff accounts (better-auth tables, plus role) and invitations (decisions.md point 1)
// ---------------------------------------------------------------------------------------------

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: STAFF_ROLES }).notNull().default("editor"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("user_email_key").on(t.email),
    check("user_role_check", sql`${t.role} IN ('owner', 'editor')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("session_token_key").on(t.token), index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * Who may create a staff account. An owner invites an e-mail address with a role; the one-time
 * owner set-up link printed at start is an invitation with no e-mail yet.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email"),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    /** SHA-256 of the token in the invitation link; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash),
    index("staff_invitations_email_idx").on(t.email),
    check("staff_invitations_role_check", sql`${t.role} IN ('owner', 'editor')`),
  ],
);

/**
 * Attempt counters of the sign-in rate limits (app/domain/rate-limits.ts): one row per key and fixed
 * window, shared by every instance on the database. Rows past `reset_at` are stale and get pruned.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

// ---------------------------------------------------------------------------------------------
// Leads (docs/decisions/005-leads.md): requests sent through the site's own form, their photos and
// their history
// ---------------------------------------------------------------------------------------------

/**
 * Request-form stamps (app/domain/lead-spam.server.ts) that have carried an accepted request: a stamp
 * is accepted once. A row outlives the stamp's own validity (72 hours) only until the next prune.
 */
export const usedFormStamps = pgTable(
  "used_form_stamps",
  {
    /** SHA-256 of the stamp. */
    stampHash: text("stamp_hash").primaryKey(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("used_form_stamps_used_at_idx").on(t.usedAt)],
);

/** Each notification's state: waiting for its first try or a retry, delivered, or given up on. */
export const MAIL_STATES = ["pending", "sent", "failed", "none"] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the visitor is told and can quote on the phone ("PR-4K7Q2M"). */
    reference: text("reference").notNull(),
    status: text("status").notNull().default("new"),
    /** Null for an instant estimate whose visitor has not (yet) said who they are. */
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    street: text("street"),
    town: text("town"),
    zip: text("zip"),
    service: text("service").notNull(),
    roofType: text("roof_type"),
    timeWindow: text("time_window").notNull().default("any"),
    message: text("message"),
    smsConsent: boolean("sms_consent").notNull().default(false),
    /** Whether the town is one of the service-area towns (service_locations). */
    inServiceArea: boolean("in_service_area").notNull().default(false),
    /** The office whose address is e-mailed (business config id). */
    officeId: text("office_id").notNull(),
    /** The page the request was sent from. */
    sourcePage: text("source_page"),
    referrer: text("referrer"),
    utm: jsonb("utm").$type<Record<string, string>>().notNull().default({}),
    /**
     * The visit it came from (docs/decisions/022-visits-and-attribution.md): the visit's landing
     * page and source the same day, and the town and post that brought it; null when the visit is
     * not known (Do Not Track, Global Privacy Control, a visit from another day).
     */
    landingPage: text("landing_page"),
    visitSource: text("visit_source"),
    visitSourceDetail: text("visit_source_detail"),
    attributedTownId: uuid("attributed_town_id").references(() => serviceLocations.id, { onDelete: "set null" }),
    attributedPostId: uuid("attributed_post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    officeMail: text("office_mail").notNull().default("pending"),
    customerMail: text("customer_mail").notNull().default("pending"),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    mailError: text("mail_error"),
    /** When the next send may be tried (null: nothing left to send). */
    mailRetryAt: timestamp("mail_retry_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("leads_reference_key").on(t.reference),
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_status_idx").on(t.status),
    index("leads_mail_retry_at_idx").on(t.mailRetryAt),
    check("leads_status_check", sql`${t.status} IN ('new', 'contacted', 'scheduled', 'won', 'lost', 'spam')`),
    check("leads_office_mail_check", sql`${t.officeMail} IN ('pending', 'sent', 'failed', 'none')`),
    check("leads_customer_mail_check", sql`${t.customerMail} IN ('pending', 'sent', 'failed', 'none')`),
  ],
);

/** A lead's photos: metadata-free JPEG renditions from the media pipeline, under leads/<hash>/. */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    contentHash: text("content_hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_photos_lead_id_idx").on(t.leadId), index("lead_photos_content_hash_idx").on(t.contentHash)],
);

/** A lead's history: notes and status changes, each with who made it. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    /** The staff member's e-mail (kept as text: the history outlives an account). */
    author: text("author").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_id_idx").on(t.leadId, t.createdAt), check("lead_events_kind_check", sql`${t.kind} IN ('note', 'status')`)],
);

// ---------------------------------------------------------------------------------------------
// Instant estimate (docs/decisions/017-instant-estimate.md): the owner's price book, each estimate
// (a lead's measured roof and price ranges), and the provider lookups cached per address
// ---------------------------------------------------------------------------------------------

/**
 * Every saved price book; the newest is in force. Rows are never changed, so an estimate's version
 * always names the prices it was made with. Public pages read whether one exists (the estimate
 * buttons), so it has a content-version trigger (drizzle/0016).
 */
export const priceBooks = pgTable("price_books", {
  version: integer("version").primaryKey().generatedAlwaysAsIdentity(),
  book: jsonb("book").$type<PriceBook>().notNull(),
  /** The owner's e-mail (kept as text: the history outlives an account). */
  savedBy: text("saved_by").notNull(),
  createdAt: createdAt(),
});

export const ESTIMATE_METHODS = ["measured", "answers"] as const;
export type EstimateMethod = (typeof ESTIMATE_METHODS)[number];

/** One instant estimate: the lead it belongs to, the roof, the ranges as shown, and their price book. */
export const estimates = pgTable(
  "estimates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The unguessable part of the estimate's own page (/instant-estimate/<token>). */
    token: text("token").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    priceBookVersion: integer("price_book_version")
      .notNull()
      .references(() => priceBooks.version),
    /** The address as the geocoder matched it, else as typed. */
    address: text("address").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    method: text("method", { enum: ESTIMATE_METHODS }).notNull(),
    /** Why the roof was not measured (app/domain/instant-estimate.ts), null when it was. */
    fallback: text("fallback"),
    measurement: jsonb("measurement").$type<RoofMeasurement>(),
    answers: jsonb("answers").$type<RoofAnswers>(),
    facts: jsonb("facts").$type<RoofFacts>().notNull(),
    ranges: jsonb("ranges").$type<MaterialRange[]>().notNull(),
    assumptions: jsonb("assumptions").$type<string[]>().notNull(),
    inspectionRequested: boolean("inspection_requested").notNull().default(false),
    /** When the visitor said who they are (the office's reply time counts from it); null until then. */
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    /** When its page first showed the price range (a step of the estimate funnel, docs/decisions/022-visits-and-attribution.md). */
    rangeShownAt: timestamp("range_shown_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("estimates_token_key").on(t.token),
    uniqueIndex("estimates_lead_id_key").on(t.leadId),
    index("estimates_price_book_version_idx").on(t.priceBookVersion),
    check("estimates_method_check", sql`${t.method} IN ('measured', 'answers')`),
  ],
);

/**
 * What the geocoder and the roof-measurement provider said about an address, kept so the same
 * address never costs a second call while the row is fresh (a month: imagery changes rarely, and
 * the provider's terms allow no longer). Transient failures (timeouts, quota) are not kept.
 */
export const estimateLookups = pgTable(
  "estimate_lookups",
  {
    addressKey: text("address_key").primaryKey(),
    /** Null: the geocoder found no such address. */
    geocode: jsonb("geocode").$type<GeocodedAddress>(),
    measurement: jsonb("measurement").$type<RoofMeasurement>(),
    /** "measured", "not-found" or "low-quality"; null while the roof has not been asked for. */
    measureOutcome: text("measure_outcome"),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("estimate_lookups_expires_at_idx").on(t.expiresAt)],
);

export type PriceBookRow = typeof priceBooks.$inferSelect;
export type Estimate = typeof estimates.$inferSelect;

/** Small key/value facts about this installation (for example, when the seed ran). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * What a post's history records: named saves and autosaves of the text, and the moments it went
 * live (publish), off the site (unpublish) or was scheduled, each with the text it had then.
 */
export const REVISION_KINDS = ["save", "autosave", "publish", "unpublish", "schedule"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** A doorway warning the owner confirmed: how close the clone was, and to which sibling. */
export interface DoorwayOverride {
  similarity: number;
  siblingTitle: string;
}

/**
 * A post's history (docs/decisions/007-editor.md, docs/decisions/013-publishing.md): every named
 * save, autosave, publish, unpublish and schedule keeps one, with who and when. Autosaves are
 * pruned to the newest few per post; the rest are kept.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REVISION_KINDS }).notNull(),
    /** The post's version this revision was based on (autosave) or became (save). */
    version: integer("version").notNull(),
    authorEmail: text("author_email").notNull(),
    fields: jsonb("fields").$type<RevisionFields>().notNull(),
    /**
     * Set on a publish or schedule that went ahead although the clone reads too much like a sibling:
     * the owner's confirmation, and what was confirmed (docs/decisions/013-publishing.md).
     */
    doorwayOverride: jsonb("doorway_override").$type<DoorwayOverride>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("post_revisions_kind_check", sql`${t.kind} IN ('save', 'autosave', 'publish', 'unpublish', 'schedule')`),
    index("post_revisions_post_id_created_at_idx").on(t.postId, t.createdAt.desc()),
  ],
);

/** A revision's copy of the editor's fields (the validated post input). */
export interface RevisionFields {
  title: string;
  content: string;
  author: string;
  excerpt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[] | null;
  categories: string[] | null;
  tags: string[] | null;
  featuredImage: string | null;
  featuredPhotoId: string | null;
}

export type PostRevision = typeof postRevisions.$inferSelect;

export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type ServiceLocation = typeof serviceLocations.$inferSelect;
export type ContentVariableRow = typeof contentVariables.$inferSelect;
export type ImageVariable = typeof imageVariables.$inferSelect;
export type RoofingBrand = typeof roofingBrands.$inferSelect;
export type RoofingService = typeof roofingServices.$inferSelect;
export type StaffUser = typeof user.$inferSelect;
export type StaffInvitation = typeof staffInvitations.$inferSelect;
export type Lead = typeof leads.$inferSelect;
export type LeadPhoto = typeof leadPhotos.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Warranty portal (docs/decisions/018-warranty-portal.md): jobs, their photos, documents and
// history, warranty claims, the homeowners' sign-in links, sessions and reminders, and the
// once-only e-mail log. No public page reads these tables, so they have no content-version trigger.
// ---------------------------------------------------------------------------------------------

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What staff and the homeowner quote ("JB-4K7Q2M"). */
    reference: text("reference").notNull(),
    /** The website request the job was made from, if any. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    customerName: text("customer_name").notNull(),
    /** Lower-cased: the homeowner signs in to the portal with it. */
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    street: text("street").notNull(),
    town: text("town").notNull(),
    zip: text("zip"),
    material: text("material").notNull(),
    manufacturer: text("manufacturer"),
    productLine: text("product_line"),
    squares: doublePrecision("squares"),
    startedOn: date("started_on", { mode: "string" }),
    completedOn: date("completed_on", { mode: "string" }),
    workmanshipYears: integer("workmanship_years").notNull().default(5),
    manufacturerWarranty: text("manufacturer_warranty"),
    registrationConfirmation: text("registration_confirmation"),
    registeredOn: date("registered_on", { mode: "string" }),
    registeredBy: text("registered_by"),
    /** Staff-only notes; never shown in the portal. */
    notes: text("notes"),
    /**
     * The homeowner is to get the portal's welcome e-mail (ticked when the job is recorded), and when
     * it went out (docs/decisions/021-launch-as-your-company.md).
     */
    welcomeRequested: boolean("welcome_requested").notNull().default(false),
    welcomeSentAt: timestamp("welcome_sent_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("jobs_reference_key").on(t.reference),
    index("jobs_customer_email_idx").on(t.customerEmail),
    index("jobs_lead_id_idx").on(t.leadId),
    index("jobs_created_at_idx").on(t.createdAt.desc()),
    // The registrations still to do (dashboard list, office reminders).
    index("jobs_unregistered_idx").on(t.completedOn).where(sql`${t.registeredOn} IS NULL AND ${t.manufacturerWarranty} IS NOT NULL`),
    check("jobs_workmanship_years_check", sql`${t.workmanshipYears} BETWEEN 1 AND 50`),
    check("jobs_squares_check", sql`${t.squares} IS NULL OR ${t.squares} > 0`),
    check("jobs_customer_email_lower_check", sql`${t.customerEmail} = lower(${t.customerEmail})`),
  ],
);

/** A job's photos: metadata-free JPEG renditions under jobs/<hash>/, private until staff publish one to the album. */
export const jobPhotos = pgTable(
  "job_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    contentHash: text("content_hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    caption: text("caption"),
    /** The album's copy, when staff published this photo to the public gallery. */
    albumPhotoId: uuid("album_photo_id").references(() => imageVariables.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("job_photos_job_id_idx").on(t.jobId, t.position), index("job_photos_content_hash_idx").on(t.contentHash)],
);

/** A job's files: the generated workmanship certificate (each edition), the manufacturer's certificate, other documents. */
export const jobDocuments = pgTable(
  "job_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** Where the file is in the media storage (under jobs/, never served by /media). */
    fileKey: text("file_key").notNull(),
    contentType: text("content_type").notNull(),
    bytes: integer("bytes").notNull(),
    certificateNumber: text("certificate_number"),
    edition: integer("edition").notNull().default(1),
    /** A re-issued certificate replaces this one: kept for staff, no longer offered to the homeowner. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_documents_job_id_idx").on(t.jobId, t.createdAt),
    uniqueIndex("job_documents_certificate_number_key").on(t.certificateNumber),
    check("job_documents_kind_check", sql`${t.kind} IN ('workmanship-certificate', 'manufacturer-certificate', 'document')`),
  ],
);

/** A job's history: what changed and who changed it (staff e-mail, or "homeowner"). */
export const jobEvents = pgTable(
  "job_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    summary: text("summary").notNull(),
    author: text("author").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("job_events_job_id_idx").on(t.jobId, t.createdAt)],
);

export const warrantyClaims = pgTable(
  "warranty_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    what: text("what").notNull(),
    location: text("location").notNull(),
    discoveredOn: date("discovered_on", { mode: "string" }).notNull(),
    /** Found more than 30 days before it was reported (accepted all the same, spec §9). */
    reportedLate: boolean("reported_late").notNull(),
    status: text("status").notNull().default("received"),
    /** When the inspection is booked (status inspection-scheduled and after). */
    inspectionAt: timestamp("inspection_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("warranty_claims_reference_key").on(t.reference),
    index("warranty_claims_job_id_idx").on(t.jobId),
    index("warranty_claims_created_at_idx").on(t.createdAt.desc()),
    check(
      "warranty_claims_status_check",
      sql`${t.status} IN ('received', 'inspection-scheduled', 'inspected', 'approved', 'declined', 'repaired')`,
    ),
  ],
);

export const claimPhotos = pgTable(
  "claim_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    contentHash: text("content_hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("claim_photos_claim_id_idx").on(t.claimId, t.position), index("claim_photos_content_hash_idx").on(t.contentHash)],
);

/** A claim's history: each status change with its note, who made it, and whether the homeowner has been e-mailed. */
export const claimEvents = pgTable(
  "claim_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    claimId: uuid("claim_id")
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    inspectionAt: timestamp("inspection_at", { withTimezone: true }),
    author: text("author").notNull(),
    /** When the homeowner's e-mail about this change went out; null until then (retried by the scheduler). */
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("claim_events_claim_id_idx").on(t.claimId, t.createdAt),
    index("claim_events_unmailed_idx").on(t.createdAt).where(sql`${t.mailedAt} IS NULL`),
  ],
);

/** One-time links e-mailed to a homeowner: sign in, or confirm a new e-mail address. Only the SHA-256 of the token is kept. */
export const portalLinks = pgTable(
  "portal_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("portal_links_expires_at_idx").on(t.expiresAt), check("portal_links_purpose_check", sql`${t.purpose} IN ('sign-in', 'change-email')`)],
);

/** Homeowners' portal sessions, apart from staff sessions; the cookie holds the token, the table its SHA-256. */
export const portalSessions = pgTable(
  "portal_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("portal_sessions_email_idx").on(t.email), index("portal_sessions_expires_at_idx").on(t.expiresAt)],
);

/** A homeowner's maintenance reminders (by e-mail address), and the token of their unsubscribe link. */
export const maintenanceReminders = pgTable(
  "maintenance_reminders",
  {
    email: text("email").primaryKey(),
    springMonth: integer("spring_month"),
    fallMonth: integer("fall_month"),
    afterStorms: boolean("after_storms").notNull().default(false),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("maintenance_reminders_unsubscribe_token_key").on(t.unsubscribeToken),
    check("maintenance_reminders_spring_check", sql`${t.springMonth} IS NULL OR ${t.springMonth} IN (3, 4, 5)`),
    check("maintenance_reminders_fall_check", sql`${t.fallMonth} IS NULL OR ${t.fallMonth} IN (9, 10, 11)`),
  ],
);

/**
 * E-mails that must go out once however many instances tick (a registration reminder, a seasonal
 * reminder, a claim update): the first instance to insert the key sends; a claim left "sending" by
 * a crashed instance can be taken over after a while.
 */
export const mailOnce = pgTable(
  "mail_once",
  {
    key: text("key").primaryKey(),
    state: text("state").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [check("mail_once_state_check", sql`${t.state} IN ('sending', 'sent')`), index("mail_once_claimed_at_idx").on(t.claimedAt)],
);

// ---------------------------------------------------------------------------------------------
// Reviews the honest way (docs/decisions/023-reviews.md): every finished job asked once, the same
// way; private feedback; testimonials only by the homeowner's consent
// ---------------------------------------------------------------------------------------------

/**
 * A job's review request: made when its e-mail goes out (the owner's days after the job was
 * completed or its certificate issued), then at most one reminder. The token is in every link of
 * the e-mail — the review sites through our redirect, private feedback, the one-click unsubscribe —
 * and names this job alone. Nothing more is sent once a review link was clicked, the homeowner
 * unsubscribed or a claim on the job is open.
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    jobId: uuid("job_id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** Lower-cased, as jobs keep it: an unsubscribe holds for every job of the address. */
    email: text("email").notNull(),
    token: text("token").notNull(),
    /** What started the count of days: the job's completion or its certificate. */
    trigger: text("trigger").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** The first click on any review link (each click is counted in review_clicks). */
    clickedAt: timestamp("clicked_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_requests_token_key").on(t.token),
    index("review_requests_email_idx").on(t.email),
    index("review_requests_sent_at_idx").on(t.sentAt),
    check("review_requests_trigger_check", sql`${t.trigger} IN ('completed', 'certificate')`),
  ],
);

/** Each click on a review link of a request's e-mail, by the place it led to ("google", "facebook", …). */
export const reviewClicks = pgTable(
  "review_clicks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => reviewRequests.jobId, { onDelete: "cascade" }),
    destination: text("destination").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("review_clicks_created_at_idx").on(t.createdAt), index("review_clicks_job_id_idx").on(t.jobId)],
);

/** What a homeowner wrote to the company privately, from the review request's e-mail or the portal. */
export const customerFeedback = pgTable(
  "customer_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** Where it was written: the review request's feedback page or the portal. */
    via: text("via").notNull(),
    /** When staff marked it read in the inbox; null while new. */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("customer_feedback_created_at_idx").on(t.createdAt.desc()), check("customer_feedback_via_check", sql`${t.via} IN ('review-email', 'portal')`)],
);

export const TESTIMONIAL_NAME_STYLES = ["full", "first-name-town", "initials"] as const;
export type TestimonialNameStyle = (typeof TESTIMONIAL_NAME_STYLES)[number];

/**
 * A homeowner's words the company may quote, given in the portal with the consent's exact wording
 * and time. Withdrawn in the portal: the words are deleted and the quote leaves every page at once
 * (a public-content trigger empties the page cache); the record of the consent and its withdrawal
 * stays. Staff choose where a consented quote appears.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** Null once withdrawn. */
    quote: text("quote"),
    nameStyle: text("name_style", { enum: TESTIMONIAL_NAME_STYLES }).notNull(),
    /** The name as the homeowner chose to show it, fixed when they consented ("Dana R., Wilson"). */
    shownName: text("shown_name").notNull(),
    /** The job's town: the town page it may appear on. */
    town: text("town").notNull(),
    /** The consent exactly as the homeowner read it when ticking it. */
    consentWording: text("consent_wording").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** Where staff show it: the home page, service pages by slug, the job's town page. */
    onHome: boolean("on_home").notNull().default(false),
    onServices: jsonb("on_services").$type<string[]>().notNull().default([]),
    onTownPage: boolean("on_town_page").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("testimonials_job_id_idx").on(t.jobId),
    index("testimonials_email_idx").on(t.email),
    check("testimonials_name_style_check", sql`${t.nameStyle} IN ('full', 'first-name-town', 'initials')`),
    check("testimonials_withdrawn_check", sql`(${t.withdrawnAt} IS NULL) = (${t.quote} IS NOT NULL)`),
  ],
);

export type ReviewRequest = typeof reviewRequests.$inferSelect;
export type CustomerFeedback = typeof customerFeedback.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;

export type Job = typeof jobs.$inferSelect;
export type JobPhoto = typeof jobPhotos.$inferSelect;
export type JobDocument = typeof jobDocuments.$inferSelect;
export type JobEvent = typeof jobEvents.$inferSelect;
export type WarrantyClaim = typeof warrantyClaims.$inferSelect;
export type ClaimPhoto = typeof claimPhotos.$inferSelect;
export type ClaimEvent = typeof claimEvents.$inferSelect;
export type MaintenanceReminder = typeof maintenanceReminders.$inferSelect;

// ---------------------------------------------------------------------------------------------
// AI generations: who asked the AI provider for what, and what it cost
// ---------------------------------------------------------------------------------------------

export const AI_GENERATION_KINDS = ["text", "image", "localize"] as const;
export type AiGenerationKind = (typeof AI_GENERATION_KINDS)[number];
export const AI_GENERATION_OUTCOMES = ["ok", "error", "stopped"] as const;
export type AiGenerationOutcome = (typeof AI_GENERATION_OUTCOMES)[number];

/**
 * One row per request to the AI provider. Staff-only bookkeeping: no public page reads it, so it
 * has no content-version trigger. The e-mail is copied so the log outlives a removed account.
 */
export const aiGenerations = pgTable(
  "ai_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id"),
    userEmail: text("user_email").notNull(),
    kind: text("kind", { enum: AI_GENERATION_KINDS }).notNull(),
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens"),
    completionTokens: integer("completion_tokens"),
    images: integer("images").notNull().default(0),
    outcome: text("outcome", { enum: AI_GENERATION_OUTCOMES }).notNull(),
    errorMessage: text("error_message"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("ai_generations_kind_check", sql`${t.kind} IN ('text', 'image', 'localize')`),
    check("ai_generations_outcome_check", sql`${t.outcome} IN ('ok', 'error', 'stopped')`),
    index("ai_generations_created_at_idx").on(t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Business settings (docs/decisions/014-business-settings.md)
// ---------------------------------------------------------------------------------------------

/**
 * The owner's business settings: one row per setting ever saved, keyed by its path in the
 * settings tree ("offices.greenville.phone", app/domain/business-settings.ts); a setting without a
 * row has its default. Every page shows them, so the table notifies the page cache (migration 0014).
 */
export const businessSettings = pgTable("business_settings", {
  key: text("key").primaryKey(),
  /** The setting's value as JSON (text, number, boolean, a week of hours); NULL for an empty optional figure. */
  value: jsonb("value"),
  updatedAt: updatedAt(),
});

/** Who changed which business setting, from what to what. */
export const businessSettingChanges = pgTable(
  "business_setting_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    oldValue: jsonb("old_value"),
    newValue: jsonb("new_value"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The staff member's e-mail, or the environment variable that set it (kept as text: the history outlives an account). */
    author: text("author").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("business_setting_changes_created_at_idx").on(t.createdAt.desc())],
);

/**
 * The town pages' similarity report (docs/decisions/015-scale-and-memory.md): worked out in the
 * background from the pages as visitors get them (app/seo/town-similarity.server.tsx) and read by the
 * staff screen, which never compares pages itself. One row (id "current"), replaced by each new
 * report. Staff-only: no public page reads it, so it has no content-version trigger.
 */
export const townSimilarityReports = pgTable("town_similarity_reports", {
  id: text("id").primaryKey(),
  report: jsonb("report").$type<StoredTownSimilarity>().notNull(),
  /** A hash of every town page's text: a report of the same texts is not worked out again. */
  fingerprint: text("fingerprint").notNull(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Visits and attribution (docs/decisions/022-visits-and-attribution.md): the daily salts of the
// visitor key, the raw events of the last 30 days (visits, page views per visitor, conversions),
// and the daily totals kept as long as the owner sets. No address and no user agent is stored.
// Staff-only: no public page reads these tables, so they have no content-version trigger.
// ---------------------------------------------------------------------------------------------

/** One random salt per office day, shared by every instance and deleted once its day is over. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/** A visit: a visitor key's first page of the day, with where the visitor came from. */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** hash(day's salt ‖ site ‖ client address ‖ user agent): meaningless once the salt is gone. */
    visitor: text("visitor").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    landingPath: text("landing_path").notNull(),
    source: text("source").notNull(),
    /** The referring domain (other sites, other search engines and social networks), or "". */
    sourceDetail: text("source_detail").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] })],
);

/** A visitor's views of one page in a day (a reload adds to `views`, not a row). */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
    path: text("path").notNull(),
    /** The post or town page the path was when counted (a post's location gives its town). */
    postId: uuid("post_id"),
    townId: uuid("town_id"),
    views: integer("views").notNull().default(1),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.path] })],
);

/**
 * A conversion: a request, a click on a phone number, a step of the instant estimate; with the
 * page it was sent from and the visit that brought it (its landing page and source, the town and
 * post involved), copied so the daily totals need nothing else.
 */
export const analyticsConversions = pgTable(
  "analytics_conversions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    /** Null when the visitor asked not to be counted (Do Not Track, Global Privacy Control). */
    visitor: text("visitor"),
    path: text("path").notNull().default(""),
    landingPath: text("landing_path").notNull().default(""),
    source: text("source").notNull(),
    sourceDetail: text("source_detail").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    townId: uuid("town_id"),
    postId: uuid("post_id"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
  },
  (t) => [index("analytics_conversions_day_idx").on(t.day), index("analytics_conversions_lead_id_idx").on(t.leadId)],
);

/** Days whose raw events have been added up into the daily tables below (each once, by one instance). */
export const analyticsRolledDays = pgTable("analytics_rolled_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each day's totals, for the dashboard's charts over any period (one row a day). */
export const analyticsDailyTotals = pgTable("analytics_daily_totals", {
  day: date("day", { mode: "string" }).primaryKey(),
  visitors: integer("visitors").notNull(),
  views: integer("views").notNull(),
  requests: integer("requests").notNull(),
  calls: integer("calls").notNull(),
});

/** Daily totals per page. */
export const analyticsDailyPages = pgTable(
  "analytics_daily_pages",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    postId: uuid("post_id"),
    townId: uuid("town_id"),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    /** Visits that started on this page. */
    entries: integer("entries").notNull(),
  },
  (t) => [
    index("analytics_daily_pages_day_idx").on(t.day),
    index("analytics_daily_pages_post_id_idx").on(t.postId, t.day).where(sql`${t.postId} IS NOT NULL`),
  ],
);

/**
 * A month's totals per page, added up from the daily rows once the month is over: a long period
 * reads a row per page a month instead of a row per page a day.
 */
export const analyticsMonthlyPages = pgTable(
  "analytics_monthly_pages",
  {
    /** The month's first day. */
    month: date("month", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    postId: uuid("post_id"),
    townId: uuid("town_id"),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [index("analytics_monthly_pages_month_idx").on(t.month)],
);

/** Months whose daily page rows are added up into analytics_monthly_pages (each once, by one instance). */
export const analyticsRolledMonths = pgTable("analytics_rolled_months", {
  month: date("month", { mode: "string" }).primaryKey(),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Daily visits per source and campaign. */
export const analyticsDailySources = pgTable(
  "analytics_daily_sources",
  {
    day: date("day", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    sourceDetail: text("source_detail").notNull(),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    visits: integer("visits").notNull(),
  },
  (t) => [index("analytics_daily_sources_day_idx").on(t.day)],
);

/** Daily conversions per kind and attribution. */
export const analyticsDailyConversions = pgTable(
  "analytics_daily_conversions",
  {
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    path: text("path").notNull(),
    landingPath: text("landing_path").notNull(),
    source: text("source").notNull(),
    sourceDetail: text("source_detail").notNull(),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    townId: uuid("town_id"),
    postId: uuid("post_id"),
    count: integer("count").notNull(),
    /** Distinct visitor keys among them (the estimate funnel's first step counts people, not tries). */
    visitors: integer("visitors").notNull(),
  },
  (t) => [index("analytics_daily_conversions_day_idx").on(t.day)],
);

/** Staff who turned the weekly visits-and-requests e-mail off (everyone else who may read it gets it). */
export const analyticsReportOptOuts = pgTable("analytics_report_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
