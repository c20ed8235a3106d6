/**
 * Write with AI (docs/decisions/013-publishing.md): the brief staff fill in, the
 * prompt made from it, and the reading of the model's answer — while it streams — into the editor's
 * fields.
 *
 * The model is asked for structured output: a JSON object of DRAFT_SCHEMA (title, metaTitle,
 * metaDescription, excerpt, tags, content), sent as a JSON-schema response format where the API
 * offers one. Its answer is read while it is still arriving (`readPartialJson`). Models that answer
 * otherwise are read too: the line format
 *   TITLE: …            META TITLE: …        META DESCRIPTION: …
 *   EXCERPT: …          TAGS: a, b, c        ---        the body in Markdown
 * or plain Markdown, whose leading "# Heading" is then the title. An answer with no title at all
 * says so (`untitled`) instead of being called ready.
 */
import { z } from "zod";
import { META_DESCRIPTION_TARGET } from "./post-input";
import { BUSINESS_PLACEHOLDER_NAMES, CURRENT_DATE_PLACEHOLDER, findPlaceholders, LOCATION_PLACEHOLDER_NAMES } from "./placeholders";
import { idSchema } from "./input-rules";

export const DRAFT_TONES = [
  { value: "friendly", label: "Friendly and reassuring" },
  { value: "expert", label: "Expert and matter-of-fact" },
  { value: "urgent", label: "Urgent (storm season, leaks)" },
  { value: "neighborly", label: "Neighborly, local" },
] as const;

/** Labels short enough for a drop-down on a 320px phone (a select cannot wrap its text). */
export const DRAFT_LENGTHS = [
  { value: "short", label: "Short (~400 words)", words: 400, maxOutputTokens: 1000 },
  { value: "medium", label: "Medium (~800 words)", words: 800, maxOutputTokens: 1800 },
  { value: "long", label: "Long (~1,300 words)", words: 1300, maxOutputTokens: 2800 },
] as const;

/** The town choice: every town through placeholders (a template to clone), no town, or one town. */
export const ALL_TOWNS = "all";
export const NO_TOWN = "none";

/** Source material longer than this is cut (the prompt must fit a small local model's context). */
export const MAX_SOURCE_CHARS = 12_000;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters).`);

export const draftBriefSchema = z.object({
  topic: z.string().trim().min(3, "Say what the post is about (a few words at least).").max(300, "The topic is too long (at most 300 characters)."),
  audience: text(200, "The audience").default(""),
  town: z.union([z.literal(ALL_TOWNS), z.literal(NO_TOWN), idSchema("Choose a town from the list.")], { error: "Choose a town from the list." }),
  tone: z.enum(DRAFT_TONES.map((t) => t.value) as [string, ...string[]], "Choose a tone from the list."),
  length: z.enum(DRAFT_LENGTHS.map((l) => l.value) as [string, ...string[]], "Choose a length from the list."),
  // The editor's current content (typed, pasted or imported), when staff ask to build on it.
  source: z
    .string()
    .default("")
    .transform((s) => s.trim().slice(0, MAX_SOURCE_CHARS)),
});

export type DraftBrief = z.infer<typeof draftBriefSchema>;

export function draftBriefFromForm(form: FormData) {
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return draftBriefSchema.safeParse({
    topic: field("topic") ?? "",
    audience: field("audience"),
    town: field("town") ?? "",
    tone: field("tone") ?? "",
    length: field("length") ?? "",
    source: field("useSource") === "on" ? field("source") : "",
  });
}

/**
 * What the draft route streams, one JSON object per line (app/ai/draft.server.ts). `untitled`: the
 * answer came without a title, so the editor must not call the draft ready.
 */
export type DraftEvent =
  | { type: "delta"; text: string }
  | { type: "done"; unknownPlaceholders: string[]; untitled?: true }
  | { type: "error"; message: string };

/** The structured output asked of the model (OpenAI's JSON-schema response format, strict). */
export const DRAFT_SCHEMA = {
  name: "blog_post_draft",
  schema: {
    type: "object",
    properties: {
      title: { type: "string" },
      metaTitle: { type: "string" },
      metaDescription: { type: "string" },
      excerpt: { type: "string" },
      tags: { type: "array", items: { type: "string" } },
      content: { type: "string" },
    },
    required: ["title", "metaTitle", "metaDescription", "excerpt", "tags", "content"],
    additionalProperties: false,
  },
} as const;

/** The facts of the chosen town the model may use (only what the database holds). */
export interface DraftTown {
  name: string;
  county: string | null;
  population: number | null;
  historicalFact: string | null;
}

export function draftPrompt(
  brief: DraftBrief,
  ctx: { businessName: string; town: DraftTown | null },
): { system: string; prompt: string; maxOutputTokens: number; responseFormat: typeof DRAFT_SCHEMA } {
  const length = DRAFT_LENGTHS.find((l) => l.value === brief.length) ?? DRAFT_LENGTHS[1];
  const tone = DRAFT_TONES.find((t) => t.value === brief.tone) ?? DRAFT_TONES[0];
  const system = [
    `You write blog posts for ${ctx.businessName}, a roofing contractor in Eastern North Carolina.`,
    "Write plainly for homeowners and property managers. Do not invent prices, statistics, awards, reviews or local history.",
    "Answer with one JSON object and nothing else, with these fields:",
    '"title": the post\'s title, under 70 characters;',
    '"metaTitle": a search-result title, under 60 characters;',
    `"metaDescription": a search-result summary, 120 to ${META_DESCRIPTION_TARGET} characters;`,
    '"excerpt": one or two sentences for the blog list;',
    '"tags": 3 to 6 short tags;',
    '"content": the post in Markdown: an opening paragraph, then sections under ## headings; do not repeat the title as a heading.',
  ].join("\n");
  const lines = [
    "Write a blog post draft.",
    `Topic: ${brief.topic}`,
    brief.audience ? `Audience: ${brief.audience}` : null,
    `Tone: ${tone.label}`,
    `Length: about ${length.words} words`,
  ];
  if (brief.town === ALL_TOWNS) {
    lines.push(
      "This post is a template that will be copied for every town the company serves.",
      "Wherever the town's name belongs, write {{locationName}} exactly (double braces); write {{locationCounty}} for its county.",
      "You may also use {{businessName}}, {{businessPhone}}, {{businessEmail}}, {{businessWebsite}} and {{locationPhone}} (the nearest office's phone).",
      "Use no other {{...}} placeholders, and never name a particular town.",
    );
  } else if (ctx.town) {
    const facts = [
      `Town: ${ctx.town.name}, North Carolina`,
      ctx.town.county ? `County: ${ctx.town.county} County` : null,
      ctx.town.population ? `Population: ${ctx.town.population.toLocaleString("en-US")}` : null,
      ctx.town.historicalFact ? `A fact about the town: ${ctx.town.historicalFact}` : null,
    ].filter(Boolean);
    lines.push("The post is for homeowners in this town; use only these facts about it:", ...(facts as string[]));
  }
  if (brief.source) {
    lines.push("Base the post on this source material (keep its facts, improve the writing):", '"""', brief.source, '"""');
  }
  return { system, prompt: lines.filter((l): l is string => l !== null).join("\n"), maxOutputTokens: length.maxOutputTokens, responseFormat: DRAFT_SCHEMA };
}

/** The editor's fields as read from the answer so far. */
export interface DraftFields {
  title: string;
  seoTitle: string;
  seoDescription: string;
  excerpt: string;
  tags: string[];
  content: string;
}

const HEADER_KEYS = { TITLE: "title", "META TITLE": "seoTitle", "META DESCRIPTION": "seoDescription", EXCERPT: "excerpt", TAGS: "tags" } as const;
type HeaderKey = keyof typeof HEADER_KEYS;
const HEADER_LINE = /^\s*[*_#]*\s*(TITLE|META TITLE|META DESCRIPTION|EXCERPT|TAGS)\s*[*_]*\s*:\s*[*_]*\s*(.*?)\s*[*_]*\s*$/i;
const SEPARATOR = /^\s*(-{3,}|\*{3,}|_{3,})\s*$/;
const FENCE = /^\s*```\w*\s*$/;

/** Could an unfinished line still become a header line or the separator? (Then wait for more.) */
function mayBecomeHeader(line: string): boolean {
  const s = line.replace(/^[\s*_#]+/, "").toUpperCase();
  if (s === "" || /^-{1,2}$/.test(line.trim()) || /^`{1,3}\w*$/.test(line.trim())) return true;
  return Object.keys(HEADER_KEYS).some((k) => k.startsWith(s) || s.startsWith(k));
}

/** Reads the answer received so far, in whichever format it comes; every field may still be incomplete. */
export function parseDraft(answer: string): DraftFields {
  const json = jsonAnswer(answer);
  return json === null ? parseLines(answer) : parseJsonDraft(json);
}

/** The JSON text of an answer that is a JSON object (bare, or in a ``` fence), else null. */
function jsonAnswer(answer: string): string | null {
  const text = answer.replace(/^\s*```(?:json)?[ \t]*\r?\n?/i, "");
  return /^\s*\{/.test(text) ? text.replace(/\s*```\s*$/, "") : null;
}

function parseJsonDraft(json: string): DraftFields {
  const read = readPartialJson(json);
  const object = read && typeof read === "object" && !Array.isArray(read) ? (read as Record<string, unknown>) : {};
  const text = (key: string) => (typeof object[key] === "string" ? (object[key] as string).trim() : "");
  const tags = Array.isArray(object.tags) ? object.tags.filter((t): t is string => typeof t === "string").join(",") : text("tags");
  return finish({ title: text("title"), seoTitle: text("metaTitle"), seoDescription: text("metaDescription"), excerpt: text("excerpt"), tags: splitTags(tags), content: "" }, text("content"));
}

function parseLines(answer: string): DraftFields {
  const fields: DraftFields = { title: "", seoTitle: "", seoDescription: "", excerpt: "", tags: [], content: "" };
  const lines = answer.replace(/\r\n?/g, "\n").split("\n");
  const complete = answer.endsWith("\n");
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i];
    const last = i === lines.length - 1 && !complete;
    const header = HEADER_LINE.exec(line);
    if (header) {
      const key = HEADER_KEYS[header[1].toUpperCase().replace(/\s+/g, " ") as HeaderKey];
      if (key === "tags") fields.tags = splitTags(header[2]);
      else fields[key] = header[2];
      continue;
    }
    if (line.trim() === "" || FENCE.test(line)) continue;
    if (SEPARATOR.test(line)) {
      i++;
      break;
    }
    if (last && mayBecomeHeader(line)) return fields;
    break;
  }
  return finish(fields, lines.slice(i).join("\n"));
}

/**
 * The body and the fields read around it. An answer without a title whose body starts with a
 * "# Heading" (plain Markdown) has that heading as its title.
 */
function finish(fields: DraftFields, body: string): DraftFields {
  const heading = /^\s*#[ \t]+(.+?)[ \t#]*(?:\n|$)/.exec(body);
  const title = fields.title || (heading ? heading[1].trim() : "");
  return { ...fields, title, content: cleanBody(body, title), seoDescription: fitMetaDescription(fields.seoDescription) };
}

/**
 * A JSON value read from text that may stop anywhere (a streamed answer): what has arrived of
 * objects, arrays and strings is kept, a cut-off string included; null when nothing is readable yet.
 */
export function readPartialJson(text: string): unknown {
  let i = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  type Read = { value: unknown; complete: boolean } | null;
  const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f" };
  const string = (): { value: string; complete: boolean } => {
    i++;
    let out = "";
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i++;
        return { value: out, complete: true };
      }
      if (c !== "\\") {
        out += c;
        i++;
        continue;
      }
      const e = text[i + 1];
      if (e === undefined) break;
      if (e === "u") {
        const hex = text.slice(i + 2, i + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) break;
        out += String.fromCharCode(parseInt(hex, 16));
        i += 6;
      } else {
        out += ESCAPES[e] ?? e;
        i += 2;
      }
    }
    i = text.length;
    return { value: out, complete: false };
  };
  const value = (): Read => {
    space();
    const c = text[i];
    if (c === undefined) return null;
    if (c === '"') return string();
    if (c === "{") {
      i++;
      const out: Record<string, unknown> = {};
      for (;;) {
        space();
        if (text[i] === "}") {
          i++;
          return { value: out, complete: true };
        }
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] !== '"') return { value: out, complete: false };
        const key = string();
        space();
        if (!key.complete || text[i] !== ":") return { value: out, complete: false };
        i++;
        const v = value();
        if (!v) return { value: out, complete: false };
        out[key.value] = v.value;
        if (!v.complete) return { value: out, complete: false };
      }
    }
    if (c === "[") {
      i++;
      const out: unknown[] = [];
      for (;;) {
        space();
        if (text[i] === "]") {
          i++;
          return { value: out, complete: true };
        }
        if (text[i] === ",") {
          i++;
          continue;
        }
        const v = value();
        if (!v) return { value: out, complete: false };
        out.push(v.value);
        if (!v.complete) return { value: out, complete: false };
      }
    }
    const literal = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i));
    if (!literal) return null;
    i += literal[0].length;
    return { value: JSON.parse(literal[0]), complete: i < text.length };
  };
  return value()?.value ?? null;
}

function splitTags(list: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of list.split(",")) {
    const tag = raw.replace(/^[\s#]+/, "").trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags.slice(0, 8);
}

/** The body without a wrapping ``` fence or a first heading that only repeats the title. */
function cleanBody(body: string, title: string): string {
  let lines = body.split("\n");
  while (lines.length && lines[0].trim() === "") lines.shift();
  const first = /^#\s+(.*)$/.exec(lines[0] ?? "");
  if (first && (!title || normalize(first[1]) === normalize(title))) lines.shift();
  while (lines.length && lines[0].trim() === "") lines.shift();
  const lastFence = lines.findLastIndex((l) => l.trim() !== "");
  if (lastFence >= 0 && FENCE.test(lines[lastFence])) lines = lines.slice(0, lastFence);
  return lines.join("\n").replace(/\s+$/, (tail) => (tail.includes("\n") ? "\n" : tail));
}

const normalize = (s: string) => s.replace(/[^\p{L}\p{N}{}]+/gu, " ").trim().toLowerCase();

/** A meta description of at most META_DESCRIPTION_TARGET characters, cut at a word. */
export function fitMetaDescription(description: string): string {
  const s = description.replace(/\s+/g, " ").trim();
  if (s.length <= META_DESCRIPTION_TARGET) return s;
  const cut = s.slice(0, META_DESCRIPTION_TARGET - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > META_DESCRIPTION_TARGET * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * The names a draft may hold: business, date and library names always; the town's names only in
 * a template (cloning fills them; in any other post they would stay as written).
 */
export function knownDraftPlaceholders(template: boolean, libraryNames: readonly string[]): Set<string> {
  return new Set<string>([
    ...BUSINESS_PLACEHOLDER_NAMES,
    CURRENT_DATE_PLACEHOLDER,
    ...libraryNames,
    ...(template ? LOCATION_PLACEHOLDER_NAMES : []),
  ]);
}

/** Every {{…}} name in the draft's fields, once each, in order of appearance. */
export function draftPlaceholders(draft: DraftFields): string[] {
  const texts = [draft.title, draft.seoTitle, draft.seoDescription, draft.excerpt, ...draft.tags, draft.content];
  return [...new Set(texts.flatMap((t) => findPlaceholders(t)))];
}

/** Every {{…}} in the draft's fields that is not a known name, once each, in order of appearance. */
export function unknownDraftPlaceholders(draft: DraftFields, known: ReadonlySet<string>): string[] {
  return draftPlaceholders(draft).filter((name) => !known.has(name));
}

export function wordCount(text: string): number {
  return (text.match(/\S+/g) ?? []).length;
}

/** The words of a draft's fields (not of the JSON or the keys around them), as the editor counts them arriving. */
export function draftWords(draft: DraftFields): number {
  return wordCount([draft.title, draft.seoTitle, draft.seoDescription, draft.excerpt, draft.tags.join(" "), draft.content].join(" "));
}
