/**
 * Hostile input from a signed-in staff member, for the fuzz suite: every staff route with ids that
 * are not ids, every staff page's query with control characters and impossible dates, and every
 * form a staff page renders (read from its HTML, so a new form is covered the day it lands) sent back
 * with each field made hostile. The requests are plain fetch calls: they are well-formed HTTP whose
 * content is bad, unlike the malformed bytes of fuzz-requests.ts.
 */
import { Parser } from "htmlparser2";
import { isStaffPath } from "~/domain/staff-paths";
import { routeFiles } from "./route-files";

export interface StaffFuzzRequest {
  label: string;
  method: "GET" | "POST";
  path: string;
  body?: URLSearchParams | FormData;
}

/** Values that are not what a field expects: ids, dates, numbers and text a browser would never send. */
export const HOSTILE_IDS = ["-".repeat(36), "ZZZ", "00000000-0000-0000-0000-00000000000g", "%00", "\u0000", "1".repeat(400)];
export const HOSTILE_DATES = ["2024-02-30", "2023-02-29", "2024-13-01", "0000-01-01", "99999-01-01", "2024-02-30T25:61", "2024-1-1"];
export const HOSTILE_TEXT = ["\u0000", "before\u0000after", "\u0001\u0008\u000b\u001f\u007f", "\ud800", "-1", "1e309", "99999999999999999999"];

/** Query parameters the staff loaders read (and a few they do not), each set to one hostile value. */
const QUERY_NAMES = ["q", "from", "to", "id", "post", "edit", "page", "town", "status", "service", "location", "category", "tag", "view", "tab", "w", "auto", "ref"];

export interface FormField {
  name: string;
  value: string;
  type: string;
}

export interface PageForm {
  action: string;
  enctype: string;
  fields: FormField[];
  /** Named submit buttons: each is a different action (intent=…). */
  submits: { name: string; value: string }[];
}

/** The POST forms of a page, with their fields as the page renders them. */
export function postForms(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  let current: PageForm | null = null;
  let textarea: FormField | null = null;
  let select: FormField | null = null;
  const parser = new Parser({
    onopentag(tag, attrs) {
      if (tag === "form") {
        current = (attrs.method ?? "get").toLowerCase() === "post" ? { action: attrs.action || pagePath, enctype: attrs.enctype ?? "", fields: [], submits: [] } : null;
        return;
      }
      if (!current || !attrs.name) return;
      if (tag === "input") {
        const type = (attrs.type ?? "text").toLowerCase();
        if (type === "submit") current.submits.push({ name: attrs.name, value: attrs.value ?? "" });
        else if ((type !== "checkbox" && type !== "radio") || "checked" in attrs) current.fields.push({ name: attrs.name, value: attrs.value ?? "", type });
      } else if (tag === "button" && (attrs.type ?? "submit") === "submit") {
        current.submits.push({ name: attrs.name, value: attrs.value ?? "" });
      } else if (tag === "textarea") {
        textarea = { name: attrs.name, value: "", type: "textarea" };
        current.fields.push(textarea);
      } else if (tag === "select") {
        select = { name: attrs.name, value: "", type: "select" };
        current.fields.push(select);
      } else if (tag === "option" && select && (select.value === "" || "selected" in attrs)) {
        select.value = attrs.value ?? "";
      }
    },
    ontext(text) {
      if (textarea) textarea.value += text;
    },
    onclosetag(tag) {
      if (tag === "form" && current) {
        forms.push(current);
        current = null;
      }
      if (tag === "textarea") textarea = null;
      if (tag === "select") select = null;
    },
  });
  parser.write(html);
  parser.end();
  return forms;
}

const looksLikeId = (field: FormField) => /(^|[a-z])(id|ids)$/i.test(field.name) || /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(field.value);
const looksLikeDate = (field: FormField) => field.type === "date" || field.type === "datetime-local" || /(date|from|to|at)$/i.test(field.name);

function body(form: PageForm, fields: FormField[], submit: { name: string; value: string } | null): URLSearchParams | FormData {
  const multipart = form.enctype === "multipart/form-data";
  const out = multipart ? new FormData() : new URLSearchParams();
  for (const field of fields) {
    if (field.type === "file") {
      if (out instanceof FormData) out.append(field.name, new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0])]), "x\u0000.pdf");
      continue;
    }
    out.append(field.name, field.value);
  }
  if (submit) out.append(submit.name, submit.value);
  return out;
}

/** Every POST a form allows, each once with every text field hostile and once per id or date field made hostile. */
export function formRequests(form: PageForm, page: string): StaffFuzzRequest[] {
  const requests: StaffFuzzRequest[] = [];
  const submits = form.submits.length ? form.submits : [null];
  for (const submit of submits) {
    const what = `${page} → POST ${form.action}${submit ? ` (${submit.name}=${submit.value})` : ""}`;
    const send = (label: string, fields: FormField[]) => requests.push({ label: `${what}: ${label}`, method: "POST", path: form.action, body: body(form, fields, submit) });
    for (const text of HOSTILE_TEXT.slice(0, 3)) {
      send(`every field ${JSON.stringify(text)}`, form.fields.map((f) => (f.type === "file" ? f : { ...f, value: `${f.value}${text}` })));
    }
    for (const field of form.fields) {
      if (field.type !== "file") send(`${field.name} with NUL`, form.fields.map((f) => (f === field ? { ...f, value: `${f.value}\u0000${f.value}` } : f)));
      if (looksLikeId(field)) for (const id of HOSTILE_IDS) send(`${field.name}=${JSON.stringify(id)}`, form.fields.map((f) => (f === field ? { ...f, value: id } : f)));
      if (looksLikeDate(field)) for (const date of HOSTILE_DATES) send(`${field.name}=${date}`, form.fields.map((f) => (f === field ? { ...f, value: date } : f)));
    }
  }
  return requests;
}

/** The staff routes' paths with `sample` in their dynamic segments (ids, numbers, slugs). */
export function staffRoutePaths(sample: string): string[] {
  return routeFiles(sample)
    .map((r) => r.path)
    .filter((p) => isStaffPath(p));
}

/**
 * GETs and POSTs on every staff route with hostile ids in its dynamic segments, and every staff
 * page with each hostile value in every query parameter staff loaders read.
 */
export function routeRequests(): StaffFuzzRequest[] {
  const requests: StaffFuzzRequest[] = [];
  for (const id of HOSTILE_IDS) {
    for (const path of staffRoutePaths(encodeURIComponent(id))) {
      if (!path.includes(encodeURIComponent(id))) continue;
      requests.push({ label: `GET ${path}`, method: "GET", path });
      requests.push({ label: `GET ${path}.data`, method: "GET", path: `${path}.data` });
      for (const intent of ["status", "note", "resend", "delete", "save"]) {
        requests.push({ label: `POST ${path} intent=${intent}`, method: "POST", path, body: new URLSearchParams({ intent, status: "contacted", note: "Called back", id }) });
      }
    }
  }
  const pages = staffRoutePaths("x").filter((p) => !p.includes("/x"));
  for (const value of [...HOSTILE_TEXT, ...HOSTILE_DATES, ...HOSTILE_IDS]) {
    const query = new URLSearchParams(QUERY_NAMES.map((name) => [name, value])).toString();
    for (const path of pages) requests.push({ label: `GET ${path}?…=${JSON.stringify(value)}`, method: "GET", path: `${path}?${query}` });
  }
  return requests;
}

const fields = (values: Record<string, string>, types: Record<string, string> = {}): FormField[] =>
  Object.entries(values).map(([name, value]) => ({ name, value, type: types[name] ?? "text" }));

/**
 * The forms staff screens send from their scripts (the editor, the album's dialogs, the AI panels,
 * the uploads), which have no `<form method="post">` in the page's HTML to read them from.
 */
export function scriptForms(ids: { postId: string; photoTown: string }): PageForm[] {
  const post = { title: "Ridge Vents", content: "Ridge vents let a hot attic breathe.", author: "Olive", excerpt: "", seoTitle: "", seoDescription: "", seoKeywords: "attic", categories: "Roofing", tags: "vents", featuredImage: "", featuredPhotoId: "" };
  const photo = { title: "Ridge", altTag: "A ridge vent", description: "", category: "Residential", locationId: ids.photoTown, tags: "vents" };
  const form = (action: string, values: Record<string, string>, submits: { name: string; value: string }[] = [], enctype = "", types: Record<string, string> = {}): PageForm => ({
    action,
    enctype,
    fields: fields(values, types),
    submits,
  });
  return [
    form("/create-post", post),
    form(`/create-post?edit=${ids.postId}`, { ...post, baseVersion: "1", publishAt: "2031-05-01T09:00", locationIds: ids.photoTown }, [
      { name: "intent", value: "save" },
      { name: "intent", value: "clone" },
      { name: "intent", value: "schedule" },
      { name: "intent", value: "unschedule" },
    ], "", { publishAt: "datetime-local" }),
    form("/create-post/autosave", { ...post, postId: ids.postId, baseVersion: "1" }),
    form("/create-post/localize", { postId: ids.postId }),
    form("/create-post/ai-draft", { topic: "Ridge vents", audience: "Homeowners", town: ids.photoTown, tone: "friendly", length: "short", source: "" }),
    form("/create-post/generate-image", { prompt: "A ridge vent on a shingle roof" }),
    form("/photo-album/", { ...photo, id: ids.postId }, [
      { name: "intent", value: "update" },
      { name: "intent", value: "delete" },
    ]),
    form("/photo-album/upload", { ...photo, file: "" }, [], "multipart/form-data", { file: "file" }),
    form("/create-post/import", { file: "" }, [], "multipart/form-data", { file: "file" }),
    form("/posts", { id: ids.postId, ids: ids.postId, operation: "publish", confirm: "delete-drafts" }, [
      { name: "intent", value: "publish" },
      { name: "intent", value: "unpublish" },
      { name: "intent", value: "bulk" },
    ]),
    form("/posts/trash", { id: ids.postId }, [{ name: "intent", value: "restore" }]),
  ];
}
