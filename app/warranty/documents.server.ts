/**
 * A job's certificate or document as a download (docs/decisions/018-warranty-portal.md): the file
 * from the private jobs/ root, named after its title. Staff get every edition; the homeowner only
 * the current ones (a replaced certificate is no longer valid).
 */
import { privateFileResponse } from "~/media/private-photos.server";
import { jobDocument } from "~/models/jobs.server";
import type { AppServices } from "~/context.server";

export async function documentDownload(services: Pick<AppServices, "db" | "media">, jobId: string, documentId: string, opts: { currentOnly: boolean }): Promise<Response> {
  const doc = await jobDocument(services.db, jobId, documentId);
  if (!doc || (opts.currentOnly && doc.supersededAt)) throw new Response("Not found.", { status: 404 });
  const extension = doc.contentType === "application/pdf" ? "pdf" : "jpg";
  return privateFileResponse(services.media, { key: doc.fileKey, contentType: doc.contentType, fileName: `${doc.title}.${extension}` });
}
