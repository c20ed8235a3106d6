import { z } from "zod";
import type { Route } from "./+types/_staff.create-post_.import";
import { requireStaff } from "~/auth/guard.server";
import { importDocument } from "~/documents/import.server";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportResponse } from "~/domain/document-type";
import { servicesContext } from "~/context.server";

const reply = (status: number, body: ImportResponse) => Response.json(body satisfies ImportResponse, { status });

const importForm = z.object({
  file: z.file({ error: IMPORT_MESSAGES.noFile }).max(IMPORT_MAX_BYTES, { error: IMPORT_MESSAGES.tooLarge }),
});

/**
 * POST /create-post/import: one document (multipart `file`) in, the editor's title and markdown
 * out; pictures of a .docx go into the album. Saves no post. 400 no file, 413 too large, 415 not a
 * document it reads (old .doc included), 422 encrypted, scanned, damaged or empty. The server's
 * `documentImport` body limit applies to this path.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db, media, env } = context.get(servicesContext);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply(400, { ok: false, message: IMPORT_MESSAGES.noFile });
  }
  const parsed = importForm.safeParse({ file: form.get("file") });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return reply(issue.code === "too_big" ? 413 : 400, { ok: false, message: issue.message });
  }
  const { file } = parsed.data;
  try {
    const outcome = await importDocument({ db, media, limits: env.media }, { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name });
    if (!outcome.ok) return reply(outcome.status, { ok: false, message: outcome.message });
    return reply(200, { ok: true, ...outcome.value });
  } catch (error) {
    console.error(`[import] ${JSON.stringify(file.name)} by ${staff.email} failed:`, error);
    return reply(500, { ok: false, message: IMPORT_MESSAGES.failed });
  }
}
