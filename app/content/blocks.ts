/**
 * The typed blocks every content-driven public page is made of: the guides under /resources, the
 * service, company and office pages. Content modules (app/content/**) hold only data of these
 * types; app/components/blocks/blocks.tsx is the one renderer, one component file per block type
 * (its looks a table of classes or a branch of it: docs/decisions/020-layers.md).
 *
 * Text fields accept a tiny inline syntax, resolved by the renderer:
 *   [label](/path or https://…)   a link (external ones open in a new tab, safely)
 *   **bold**                      strong emphasis
 *   {{phone}} {{emergencyPhone}}  the business's phone numbers as tap-to-call links
 *   {{officePhone}}               the page's office line (see <Blocks office>), the main one elsewhere
 *   {{officeStreet}}              the page's office street
 *   {{claimsEmail}} {{infoEmail}} {{careersEmail}} the claims, general and careers e-mail addresses (mailto links)
 *   {{company}}                   the company name
 * and the company's figures, filled into every text of a block (titles, figures and labels too):
 *   {{foundingYear}} {{yearsInBusiness}}  the year the company was founded, the years since
 *   {{rating}} {{reviewCount}}    its customer rating and the number of reviews behind it
 *   {{townCount}}                 the towns it serves ("78", or the owner's round "70+")
 *   {{workmanshipYears}} {{extendedWarrantyYears}} its workmanship warranty and the extended one
 *   {{serviceRadius}}             how many miles from an office its crews travel
 *   {{lenderName}} {{dealerNumber}} the financing partner and the dealer number its form asks for
 *   {{aprFrom}} {{financeTerm}} {{financedPercent}} the lender's lowest rate, longest term, share financed
 *   {{roofsCompleted}} {{emergencyResponse}} {{award}}  roofs done ("5,000+"), average emergency hours, a badge
 *   {{officeCount}} {{officeTowns}} {{hqTown}} {{hqHours}} {{region}}  the offices and the region
 * Business details and figures are never written into content: they come from the business
 * settings (docs/decisions/014-business-settings.md), so no page contradicts another. A fact the
 * owner has not given is absent (docs/decisions/021-launch-as-your-company.md): write optional facts
 * in sections, `{{#rating}}Rated {{rating}}/5{{/rating}}` and `{{^financing}}…{{/financing}}`; a text
 * that still names an absent fact is left out with the card, figure or block holding it, and the
 * conditions `{{insured}}`, `{{financing}}` and `{{extendedWarranty}}` written as tokens keep their
 * text only while they hold (app/domain/business-facts.ts).
 */

import type { PhotoTile } from "~/domain/gallery";

/**
 * The icons content may name. app/components/blocks/icons.tsx maps each name to its component, so
 * content stays data and only the icons named here reach the client bundle.
 */
export type IconName =
  | "award"
  | "badge-check"
  | "badge-percent"
  | "bell"
  | "book-open"
  | "building-2"
  | "calendar-clock"
  | "calendar-range"
  | "church"
  | "circle-check"
  | "circle-dollar-sign"
  | "clipboard-check"
  | "clock"
  | "credit-card"
  | "cloud-hail"
  | "cloud-lightning"
  | "cloud-rain"
  | "dollar-sign"
  | "droplets"
  | "factory"
  | "graduation-cap"
  | "hammer"
  | "hard-hat"
  | "hand-coins"
  | "heart-pulse"
  | "home"
  | "hotel"
  | "house"
  | "landmark"
  | "layers"
  | "leaf"
  | "paint-roller"
  | "recycle"
  | "search-check"
  | "shield-check"
  | "siren"
  | "store"
  | "sun"
  | "thermometer"
  | "timer"
  | "tornado"
  | "tree-pine"
  | "triangle-alert"
  | "warehouse"
  | "wind"
  | "wrench";

/** Where a fact was checked: shown as a small "Source" link beside the fact. */
export interface Source {
  url: string;
  /** Month the fact was checked against the page, "YYYY-MM". */
  checked: string;
  /** What the link is, when not obvious ("State Farm: Settling a claim"). */
  label?: string;
}

/** How a button looks (app/components/ui/button.ts); onDark is the outline on the dark hero. */
export type ButtonLook = "primary" | "secondary" | "outline" | "onDark";

export type ButtonItem =
  /**
   * Tap-to-call; the number comes from the business config (office: the page's office line).
   * The label goes before the number ("Call" unless given; "" shows the number alone).
   */
  | {
      kind: "call";
      label?: string;
      line?: "main" | "emergency" | "office";
      variant?: ButtonLook;
      size?: "md" | "lg";
      icon?: IconName;
      withNumber?: boolean;
      /** The label to call the main line with when the company has no 24/7 line (none: no button then). */
      mainLabel?: string;
    }
  /** An internal page. */
  | { kind: "link"; label: string; href: string; variant?: ButtonLook; size?: "md" | "lg"; arrow?: boolean }
  /**
   * The estimate: instant where the site can give a price, else the request form
   * (app/domain/estimate-offer.ts), so its label must be true of both ("Get a Free Estimate").
   */
  | { kind: "estimate"; label: string; variant?: ButtonLook; size?: "md" | "lg" }
  /** The outside scheduling page for inspections (from the business config), in a new tab. */
  | { kind: "schedule"; label: string; variant?: ButtonLook; size?: "md" | "lg" }
  /** The financing partner's application (its address comes from the business config), in a new tab. */
  | { kind: "apply"; label: string; variant?: ButtonLook; size?: "md" | "lg" }
  /** Mail to one of the business's addresses. */
  | { kind: "email"; label?: string; mailbox: "claims" | "info"; variant?: ButtonLook }
  /** An outside page, opened in a new tab. */
  | { kind: "external"; label: string; href: string };

/** A link under an FAQ answer: a page, or the estimate (app/domain/estimate-offer.ts). */
export type FaqLink = { label: string; href: string } | { label: string; estimate: true };

export interface FaqItem {
  question: string;
  /** One or more paragraphs (inline syntax allowed). */
  answer: string[];
}

export interface FaqGroup {
  title?: string;
  items: FaqItem[];
}

/** One step of a process (spec §3 "process step": number, title, description, detail). */
export interface Step {
  title: string;
  /** The step's description (inline syntax allowed). */
  text: string;
  points?: string[];
  /** A short time marker shown beside the step ("Day 1", "Within 24-48 hours"). */
  when?: string;
  /** A closing line under a rule, in a page section's numbered steps. */
  detail?: string;
}

export interface Card {
  title: string;
  text?: string;
  /** Short label/value facts ("Lifespan", "20-30 years"). */
  facts?: { label: string; value: string }[];
  points?: string[];
  source?: Source;
  link?: { label: string; href: string };
}

export interface Carrier {
  name: string;
  /** Digits only (10). Omitted when it could not be confirmed on the carrier's own page. */
  phone?: string;
  /** How the carrier spells its number ("800-SF-CLAIM"), shown beside the digits. */
  phoneMnemonic?: string;
  phoneSource?: Source;
  website: { url: string; label: string };
  /** What to do when no central number is listed, or a caveat worth knowing. */
  note?: string;
}

/** A statement of a list block: the text (inline syntax allowed), after its title when it has one. */
export interface ListItem {
  title?: string;
  text: string;
}

interface BlockBase {
  /** Anchor id; derived from the heading when absent. */
  id?: string;
  heading?: string;
  /** Paragraphs under the heading. */
  intro?: string[];
}

/**
 * The blocks a guide is made of: they render inside the guide's article column, each a section
 * under its own h2. Five of them (paragraphs, table, list, faq, callout) also have a part form,
 * without the h2, that page sections hold (PageBlock below); one component renders both forms.
 */
export type ArticleBlock =
  | (BlockBase & { type: "paragraphs"; heading: string; paragraphs: string[] })
  | (BlockBase & {
      type: "table";
      heading: string;
      caption: string;
      columns: string[];
      rows: string[][];
      /** Text under the table (e.g. "Figures are our own ranges, not a quote."). */
      note?: string;
    })
  | (BlockBase & { type: "steps"; heading: string; steps: Step[] })
  | (BlockBase & { type: "faq"; heading: string; groups: FaqGroup[] })
  /**
   * Cards: a guide's looks here, a band's and a section's in PageBlock below (one renderer, cards.tsx).
   * plain (the default): under the section's h2, each card's title, text, facts, points, link and
   * source, three across unless `columns` is 2; carriers: insurance carriers' claim lines (with the
   * page that confirms each number) and sites, three across, then the block's note.
   */
  | (BlockBase & { type: "cards"; look?: "plain"; heading: string; cards: Card[]; columns?: 2 | 3 })
  | (BlockBase & { type: "cards"; look: "carriers"; heading: string; carriers: Carrier[]; note?: string })
  | (BlockBase & { type: "callout"; tone: "warning" | "info" | "tip"; title: string; text: string[]; points?: string[] })
  /**
   * Statements after a marker. bullets (the default): a guide's bulleted list, each statement's
   * title run in; checkBoxes: short claims after a check mark, each in a box, two across, then the
   * block's note; sources: where the guide's facts come from, each a link out (new tab) and a note;
   * dosDonts: advice in two columns, what to do after a check mark and what not to after a cross.
   */
  | (BlockBase & { type: "list"; look?: "bullets"; heading: string; items: ListItem[] })
  | (BlockBase & { type: "list"; look: "checkBoxes"; heading: string; items: string[]; note?: string })
  | (BlockBase & { type: "list"; look: "sources"; heading?: string; items: { label: string; url: string; note?: string }[] })
  | (BlockBase & {
      type: "list";
      look: "dosDonts";
      heading: string;
      dos: string[];
      donts: string[];
      /** Column titles; "Do" and "Don't" unless given (e.g. "Covered" / "Not covered"). */
      labels?: [string, string];
    })
  | (BlockBase & { type: "buttons"; look?: "box"; text?: string; items: ButtonItem[] });


/** A card of a section's cards (the feature, raised, tiles, outlined, compact and regions looks). */
export interface FeatureCard {
  icon?: IconName;
  title: string;
  /** Where the card's subject is ("Wake County · Triangle region"), under the title after a map pin. */
  place?: string;
  text: string;
  /** Short facts shown as a definition list under the text. */
  specs?: { label: string; value: string }[];
  bullets?: string[];
  /** A link at the card's foot. */
  link?: { label: string; href: string };
}

/** A card of the cards block's links look: an outside organisation and why it matters. */
export interface LinkCard {
  title: string;
  /** The organisation's site, opened in a new tab. */
  href: string;
  text: string;
}

/** The drawings a hero can show (components/services/illustrations/). */
export type IllustrationName = "new-roof" | "home-roof" | "commercial" | "storm" | "steeple" | "coating" | "financing" | "report";

/** One category of the service catalogue, as the services table holds it. */
export interface CatalogGroup {
  category: string;
  services: { id: string; serviceName: string; description: string }[];
}

/** The background of a full-width band. */
export type Tone = "white" | "sand" | "brand" | "dark";

/** A full-width band of a page: its h2 labels the region. */
/** A manufacturer's online roof visualizer (a card of the cards block's visualizers look). */
export interface VisualizerPartner {
  id: string;
  name: string;
  tagline: string;
  /** Initials drawn as the logo mark; we never hotlink manufacturer logos. */
  logo: { initials: string; color: string };
  description: string;
  features: string[];
  url: string;
  /** Tailwind classes for the card's background and border. */
  bgGradient: string;
  borderColor: string;
}

/** One open position (a jobOpenings block). */
export interface JobOpening {
  id: string;
  title: string;
  type: string;
  location: string;
  experience: string;
  description: string;
  requirements: string[];
}

export interface BandFields {
  /** The band's anchor; its heading's id is `${id}-title`. */
  id: string;
  heading: string;
  /** An icon before the heading. */
  icon?: IconName;
  /** The paragraph under the heading (inline syntax allowed). */
  intro?: string;
  tone?: Tone;
  /** A link under the band's content ("See all service areas"). */
  link?: { label: string; href: string };
}

/** One card of a page band. */
export interface BandCard {
  title: string;
  text?: string;
  /** A bulleted list under the text. */
  points?: string[];
  /** A link at the foot of the card. */
  link?: { label: string; href: string };
}

/** A town near an office, with its distance: filled in from the service locations by the route. */
export interface NearbyTown {
  name: string;
  county: string;
  href: string;
  miles: number;
}

/** The drawings a news card can show (components/company/news-illustration.tsx). */
export type NewsIllustration = "storm" | "insurance" | "materials" | "coating" | "steeple" | "financing";

/** One card of the home page's news carousel (a card grid in the news look). */
export interface NewsCard {
  id: string;
  title: string;
  excerpt: string;
  /** Which drawn illustration fills the card's image slot (we have no photos). */
  image: NewsIllustration;
  /** An internal page that exists. */
  link: string;
  category: string;
}

/** One person of a band in the team look, shown with initials, not a photo. */
export interface TeamMember {
  name: string;
  title: string;
  description: string;
  initials: string;
}

/** One roof coating project type, a tab of a coatingProjects block. */
export interface CoatingProject {
  id: "residential" | "commercial" | "metal";
  label: string;
  title: string;
  scenario: string;
  scope: string[];
  figures: { label: string; value: string }[];
}

export interface Testimonial {
  text: string;
  author: string;
}

/** The blocks of the full-width public pages (service, company and office pages). */
export type PageBlock =
  | { type: "breadcrumb"; items: { name: string; path: string }[] }
  /**
   * The top of a page. page (the default): the h1 on the dark band, a short promise, the page's
   * actions and an optional aside; splash: the home page's opening, a rating badge over the h1, a
   * promise, actions and a drawing; about: not a page's top but a "who we are" region under its h2,
   * a short story and its link beside big figures and highlight cards.
   */
  | {
      type: "hero";
      look?: "page";
      eyebrow?: string;
      title: string;
      /** The h1 and the paragraph under it take the inline syntax. */
      intro?: string;
      /** Short promises under the intro, with the list's accessible name. */
      points?: { label: string; items: string[] };
      /** A rating badge under the intro (inline syntax allowed). */
      badge?: string;
      /** Show the financing dealer number under the intro. */
      dealerNumber?: boolean;
      actions?: ButtonItem[];
      /** Beside the text: a few big figures, the page's office card, or a drawing. */
      aside?:
        | { kind: "figures"; figures: { label: string; value: string }[] }
        | { kind: "office"; title: string }
        | { kind: "illustration"; name: IllustrationName; /** The drawing's own description when absent. */ label?: string };
    }
  | { type: "hero"; look: "splash"; badge: string; title: string; intro: string; actions: ButtonItem[]; illustration: IllustrationName }
  | {
      type: "hero";
      look: "about";
      id: string;
      eyebrow: string;
      heading: string;
      text: string;
      link: { label: string; href: string };
      /** Big figures; `icon` stands before a value that is a word ("Insured"). */
      stats: { value: string; label: string; icon?: IconName }[];
      highlights: { title: string; text: string }[];
    }
  /** A list's badges look: short trust claims, each after its icon, on a dark strip under a hero; `label` names the list. */
  | { type: "list"; look: "badges"; label: string; items: { icon: IconName; text: string }[] }
  /**
   * A titled band of a service page (eyebrow, h2, intro) holding section parts: the blocks below
   * from the section's cards on, which render inside it.
   */
  | { type: "section"; id: string; eyebrow?: string; title: string; intro?: string; tone?: Tone; parts: PageBlock[] }
  /**
   * Cards inside a section, two across from small screens and `columns` across on large ones (the
   * look's own number when absent). feature: the icon in a tinted square, specs,
   * bullets and a link at each card's foot (with an arrow when `arrows`), three across; raised: small
   * white cards with a shadow, four across; tiles: the same, larger, three across; outlined:
   * bordered, three across; compact: small bordered cards, four across; regions: tinted cards with
   * an accent top edge, each region's place under its name, three across; links: outside
   * organisations, each card's title a link out (new tab), three across; areas: bordered cards of
   * areas and their towns, three across, ending with a dark card to call the `call` line from
   * anywhere else. `icon` stands on every card that names none.
   */
  | {
      type: "cards";
      look: "feature" | "raised" | "tiles" | "outlined" | "compact" | "regions";
      icon?: IconName;
      cards: FeatureCard[];
      columns?: 2 | 3 | 4;
      arrows?: boolean;
    }
  | { type: "cards"; look: "links"; cards: LinkCard[]; columns?: 2 | 3 }
  | { type: "cards"; look: "areas"; cards: { title: string; text: string }[]; call: { title: string; line: "main" | "emergency" }; columns?: 2 | 3 }
  /** Every service, grouped by category, each category behind its own toggle. Filled in from the database by the route. */
  | { type: "serviceCatalog"; groups: CatalogGroup[] }
  /**
   * A process inside a section (a guide's steps are above). numbered (the default): numbered cards,
   * `columns` across (three when absent); cards: tinted cards headed "Step 1", "Step 2"…, four
   * across; timeline: when each thing happens (the step's title) and what (its text), as a
   * vertical timeline under the block's title (h3).
   */
  | { type: "steps"; steps: Step[]; look?: "numbered" | "cards"; columns?: 2 | 3 | 4 }
  | { type: "steps"; steps: Step[]; look: "timeline"; title: string }
  /**
   * Blocks side by side on wide screens. even (the default): section parts in two equal columns;
   * wide: the first part takes three fifths of the row; bands: bands (their h2s kept) as columns of
   * one full-width region on `tone`, labelled by the first band's heading.
   */
  | { type: "split"; parts: PageBlock[]; look?: "even" | "wide" }
  | { type: "split"; parts: PageBlock[]; look: "bands"; tone?: Tone }
  /**
   * A band with one offer and its button (or a row of actions), `id` its anchor. dark (the default):
   * on the dark band; accent: on the light accent band ("Financing that fits your budget"), with an
   * optional icon before the title. Two looks bring their own words and buttons: closing, the call
   * to action that ends a page (the site-wide title and text when absent; `instantText` replaces
   * `text` where the site gives a price online, app/domain/estimate-offer.ts); contact: phone,
   * emergency line and claims e-mail side by side under an optional title.
   */
  | ({ type: "banner"; id: string; title: string; text: string; look?: "dark" | "accent"; icon?: IconName } & (
      | { action: { label: string; href: string } }
      | { actions: ButtonItem[] }
    ))
  | { type: "banner"; look: "closing"; title?: string; text?: string; instantText?: string }
  | { type: "banner"; look: "contact"; title?: string }
  /**
   * A row of buttons, in three looks: box (a guide's, above): a tinted box under a line of text;
   * panel: a boxed call to act under its title (h3) and text, with a closing line (inline syntax
   * allowed); row: the bare buttons inside a section, optionally beside the financing dealer number.
   */
  | { type: "buttons"; look: "panel"; title: string; text: string; items: ButtonItem[]; note?: string }
  | { type: "buttons"; look: "row"; items: ButtonItem[]; dealerNumber?: boolean }
  /** A warning in a bordered box, inside a section: one sentence, or a list of points. */
  | { type: "callout"; tone: "warning"; text?: string; points?: string[] }
  /** A flat price on a dark card, beside what it includes (a paragraph and a check list). */
  | { type: "priceCard"; label: string; price: string; terms: string; text: string; includesTitle: string; includes: string[] }
  /** A list's checks look: short claims after check marks, inside a section; `dark` on a dark section. */
  | { type: "list"; look: "checks"; items: string[]; columns?: 1 | 2; dark?: boolean }
  /**
   * A list's towns look, inside a section: the towns a page serves, then its `note` (inline syntax
   * allowed), or else a line linking to the full service-area explorer.
   */
  | { type: "list"; look: "towns"; towns: readonly string[]; note?: string }
  /**
   * Questions and answers (the same entries feed the page's FAQPage JSON-LD), in two forms besides a
   * guide's groups above. With `faqs`, a list inside a section; a `title` (h3) above them makes the
   * questions h4. With `topics`, a page of questions by topic: a "jump to a topic" nav with each
   * topic's count, then one section per topic whose questions open in an accordion (h3), each
   * answer with its links to further pages.
   */
  | { type: "faq"; faqs: { question: string; answer: string }[]; title?: string }
  | {
      type: "faq";
      navTitle: string;
      topics: {
        id: string;
        title: string;
        intro: string;
        items: { id: string; question: string; answer: string; links?: FaqLink[] }[];
      }[];
    }
  /**
   * Big figures ("27-point": steeple inspection). tiles (the default): a row of tinted tiles; strip:
   * a dark full-width strip under a hero, with an optional `note` under it; panel: a tinted panel
   * under its `title` (h3), each figure over what it means ("39 mph": what it does).
   */
  | { type: "figures"; figures: { value: string; label: string }[]; look?: "tiles" }
  | { type: "figures"; figures: { value: string; label: string }[]; look: "strip"; note?: string }
  | { type: "figures"; figures: { value: string; label: string }[]; look: "panel"; title: string }
  /** An "On this page" list of links to the page's sections, by their ids, under the hero. */
  | { type: "pageNav"; label: string; links: { id: string; title: string }[] }
  /**
   * The manufacturers, streamed from the route loader's promise (the route hands it to the
   * component): `skeletons` placeholder cards (announcing `loading`) until it settles, then the
   * cards, or the `error` message if it fails.
   */
  | { type: "brandGrid"; skeletons: number; loading: string; error: string }
  /** A line of text under a section's content (inline syntax allowed); `small` for fine print. */
  | { type: "callout"; tone: "note"; text: string; small?: boolean }
  /** A boxed aside pointing to a related page, labelled by its own h3 (`id` its anchor). */
  | { type: "callout"; tone: "aside"; id: string; title: string; text: string; link: { label: string; href: string } }
  /** The cards' payment look, inside a section: ways to pay, two across, each with its button; the featured one stands out. */
  | {
      type: "cards";
      look: "payment";
      cards: { icon: IconName; title: string; text: string; note?: string; action: ButtonItem; featured?: boolean }[];
    }
  /** Paragraphs in larger type inside a section, a readable measure wide unless `narrow: false` (in a column). */
  | { type: "paragraphs"; paragraphs: string[]; narrow?: boolean }
  /** A comparison table inside a section, labelled by its caption; each row's first cell heads the row. */
  | { type: "table"; caption: string; columns: string[]; rows: string[][] }
  /** Roof coating project types, one tab each. */
  | { type: "coatingProjects"; label: string; projects: CoatingProject[] }
  /**
   * The instant estimate with its explanation; with `callLead`, a line to call instead and the
   * estimate beside the text, without it the estimate under the text. Shown only where a price can be
   * given online (app/domain/estimate-offer.ts); elsewhere the page's request form is the way.
   */
  | {
      type: "estimate";
      id: string;
      heading: string;
      paragraphs: string[];
      callLead?: string;
    }
  /** The site's own request form (a lead), with a heading, a line above it and what happens next. */
  | { type: "requestForm"; id: string; heading: string; intro: string }
  /** The cards' visualizers look, inside a section: manufacturers' roof visualizers, each with a button that opens the tool in a new tab. */
  | { type: "cards"; look: "visualizers"; cards: VisualizerPartner[] }
  /**
   * Open positions, each an article: title, type, place and experience, an apply link (to `applyHref`,
   * naming the job for screen readers), description and requirements. `id` is the section's anchor.
   */
  | { type: "jobOpenings"; id: string; heading: string; applyHref: string; jobs: JobOpening[] }
  /**
   * How to reach the headquarters: phone lines and mailboxes (numbers and addresses from the business
   * config; `officeLines` lists every office with a line of its own), address, hours, a booking box
   * and a map.
   */
  | {
      type: "contactDetails";
      id: string;
      heading: string;
      linesTitle: string;
      lines: ({ kind: "phone"; line: "main" | "emergency"; label: string } | { kind: "officeLines" } | { kind: "email"; mailbox: "info" | "claims"; label: string })[];
      hoursTitle: string;
      hoursNote: string;
      booking: { title: string; text: string; action: string };
      mapTitle: string;
    }
  /**
   * Cards in a full-width band. band: white cards on a tinted band; bandOutlined: bordered cards;
   * bandDark: on the dark band; bandLinks: each title the card's link. Three looks frame their band
   * differently: serviceTiles,
   * services with an icon above each title and a "More about" link each, then a button to all of
   * them; news, the band's line and its link beside the heading, then the cards in a carousel
   * named by `label`; photos, the same heading row over a few project photos (picked at random by
   * the route's loader), or a line saying there are none yet.
   */
  | (BandFields & {
      type: "cards";
      cards: BandCard[];
      /** Columns at the widest size (1: a stack). */
      columns: 1 | 2 | 3 | 4 | 5;
      look: "band" | "bandOutlined" | "bandDark" | "bandLinks";
      /** An icon before every card title. */
      cardIcon?: IconName;
      /** Numbered cards ("Step 1", "Stage 2"), as an ordered list. */
      counter?: string;
      /** Smaller, centred cards (a row of names). */
      compact?: boolean;
      /** Buttons between the intro and the cards. */
      actions?: ButtonItem[];
    })
  | (Pick<BandFields, "id" | "heading" | "tone"> & {
      type: "cards";
      look: "serviceTiles";
      cards: { icon: IconName; title: string; href: string; text: string }[];
      action: { label: string; href: string };
    })
  | (Pick<BandFields, "id" | "heading" | "tone"> & {
      type: "cards";
      look: "news";
      text: string;
      link: { label: string; href: string };
      cards: NewsCard[];
      label: string;
    })
  | { type: "cards"; look: "photos"; id: string; heading: string; text: string; link: { label: string; href: string }; images: PhotoTile[] }
  /**
   * A full-width band under its h2. plain (the default): just the heading and its intro (inline
   * syntax allowed), a pointer to another page; story: the company story (paragraphs, inline syntax
   * allowed) beside a few big figures; team: one card a person; testimonials: customers' words,
   * each with its author; and an office page's bands, which read the page's office — climate:
   * advice for its town from its distance to the coast, the distance between `before` and `after`;
   * visit: its address, phone, a paragraph, directions and a map; hours: a call to book beside its
   * week of hours; map: its address (as the intro) and map, `place` naming it in the map's title
   * ("Greenville office"); nearby: the towns around it, nearest first (filled in by the route).
   */
  | (BandFields & { type: "band"; look?: "plain" })
  | { type: "band"; look: "story"; id: string; heading: string; paragraphs: string[]; figures: { figure: string; label: string }[] }
  | (BandFields & { type: "band"; look: "climate"; before: string; after: string })
  | (BandFields & { type: "band"; look: "visit"; text: string })
  | (BandFields & { type: "band"; look: "hours"; text: string; action: { label: string; href: string } })
  | (Omit<BandFields, "intro"> & { type: "band"; look: "map"; place: string })
  | (BandFields & { type: "band"; look: "nearby"; towns: NearbyTown[] })
  | (BandFields & { type: "band"; look: "team"; members: TeamMember[] })
  | (BandFields & { type: "band"; look: "testimonials"; items: Testimonial[] })
  /**
   * A band of statements, each after an icon, and a closing note. icons: short statements, one under
   * another, each after `itemIcon`; values: titled statements (h3) with a check mark each, three
   * across ("What we stand for"). A guide's bulleted list and its sources are the lists above.
   */
  | (BandFields & { type: "list"; look: "icons"; itemIcon: IconName; items: ListItem[]; note?: string })
  | (BandFields & { type: "list"; look: "values"; items: Required<ListItem>[]; note?: string });

export type Block = ArticleBlock | PageBlock;

export type BlockType = Block["type"];
