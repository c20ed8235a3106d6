/**
 * A job's files (docs/decisions/018-warranty-portal.md): photos through the image pipeline into the
 * private jobs/ root, documents decoded before they are kept (a PDF must parse as one, a picture
 * goes through the pipeline), the workmanship certificate generated as a PDF, a photo published to
 * the public album, and deletion of jobs with every file they leave behind.
 */
import crypto from "node:crypto";
import { PDFDocument } from "@cantoo/pdf-lib";
import { headquarters, formatAddress } from "~/domain/business";
import { officeToday } from "~/domain/calendar-days";
import { certificateContent } from "~/domain/certificate";
import { done, refuse, said, type Outcome } from "~/domain/outcome";
import { CERTIFICATE_MESSAGES, certificateNumber, JOB_DOCUMENT_MAX_BYTES, JOB_PHOTO_MAX_BYTES, JOB_PHOTOS_PER_UPLOAD } from "~/domain/jobs";
import { findServiceTown } from "~/domain/leads";
import { sniffImageType } from "~/domain/image-type";
import { renderCertificatePdf } from "~/documents/certificate-pdf.server";
import { MediaError, checkUpload, processImage } from "~/media/pipeline.server";
import { uploadPhoto } from "~/media/photos.server";
import { renditionUpTo, storePrivatePhotos } from "~/media/private-photos.server";
import {
  addJobDocument,
  addJobPhotos,
  getJob,
  jobPhoto,
  nextCertificateEdition,
  setPhotoAlbumCopy,
  storeCertificate,
  type Job,
  type JobDocument,
  type NewJobDocument,
} from "~/models/jobs.server";
import { listLocations } from "~/models/locations.server";
import type { ServicesWithBusiness } from "~/context.server";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

type Services = Pick<ServicesWithBusiness, "db" | "media" | "env" | "business" | "clock">;

export async function addPhotosToJob(services: Services, job: Job, files: File[], author: string): Promise<Outcome> {
  if (!files.length) return refuse(400, "Choose the photos to add.", { errors: { photos: "Choose the photos to add." } });
  if (files.length > JOB_PHOTOS_PER_UPLOAD) {
    const message = `Add at most ${JOB_PHOTOS_PER_UPLOAD} photos at a time.`;
    return refuse(400, message, { errors: { photos: message } });
  }
  const stored = await storePrivatePhotos(files, { root: "jobs", media: services.media, limits: services.env.media, maxFileBytes: JOB_PHOTO_MAX_BYTES });
  if ("error" in stored) return refuse(422, stored.error, { errors: { photos: stored.error } });
  await addJobPhotos(services.db, job.id, stored.photos, author);
  return said(`${files.length} photo${files.length === 1 ? "" : "s"} added to the job.`);
}

const PDF_MAGIC = Buffer.from("%PDF-");

/**
 * A document as it will be kept: a PDF that parses (kept as sent), or a picture turned into a
 * metadata-free JPEG by the image pipeline. Never the name or type the browser claimed.
 */
async function decodeDocument(bytes: Buffer, services: Services): Promise<Outcome<{ data: Buffer; contentType: string; extension: string }>> {
  if (bytes.length === 0) return refuse(422, "This file is empty.");
  if (bytes.length > JOB_DOCUMENT_MAX_BYTES) return refuse(413, `This file is too large: at most ${JOB_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`);
  if (bytes.subarray(0, 1024).includes(PDF_MAGIC)) {
    try {
      // Parsing proves it is a PDF; a certificate with an owner password (no printing changes) still parses.
      await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    } catch {
      return refuse(422, "This PDF is damaged or incomplete and could not be read.");
    }
    return done({ data: bytes, contentType: "application/pdf", extension: "pdf" });
  }
  if (sniffImageType(bytes) === "unknown") return refuse(415, "Upload the certificate as a PDF or a photo (JPEG, PNG, WebP or HEIC exported as JPEG).");
  try {
    const limits = { ...services.env.media, maxFileBytes: JOB_DOCUMENT_MAX_BYTES };
    const image = await processImage(bytes, limits, checkUpload(bytes, limits), ["jpeg"]);
    const widest = image.variants.sort((a, b) => b.width - a.width)[0];
    return done({ data: widest.data, contentType: "image/jpeg", extension: "jpg" });
  } catch (error) {
    if (error instanceof MediaError) return refuse(422, error.message);
    throw error;
  }
}

/** Decodes and stores an uploaded document under the job; the sentence staff read when it is refused. */
export async function addDocumentToJob(
  services: Services,
  job: Job,
  file: File | null,
  details: { kind: NewJobDocument["kind"]; title: string },
  author: string,
): Promise<Outcome<JobDocument>> {
  if (!file || file.size === 0) return refuse(400, "Choose the file to upload.");
  if (file.size > JOB_DOCUMENT_MAX_BYTES) return refuse(413, `This file is too large: at most ${JOB_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`);
  const decoded = await decodeDocument(Buffer.from(await file.arrayBuffer()), services);
  if (!decoded.ok) return decoded;
  const { data, contentType, extension } = decoded.value;
  const key = `jobs/${job.id}/documents/${crypto.randomUUID()}.${extension}`;
  await services.media.put(key, data, contentType);
  return done(await addJobDocument(services.db, job.id, { ...details, fileKey: key, contentType, bytes: data.length }, author));
}

/** Generates the next edition of the job's workmanship certificate (the first, or a re-issue). */
export async function issueWorkmanshipCertificate(services: Services, jobId: string, author: string): Promise<Outcome<JobDocument>> {
  const job = await getJob(services.db, jobId);
  if (!job) return refuse(404, "There is no such job.");
  if (!job.completedOn) return refuse(400, CERTIFICATE_MESSAGES.notCompleted);
  const { business } = services;
  const { edition, replaces } = await nextCertificateEdition(services.db, job.id);
  const number = certificateNumber(job.reference, job.completedOn, edition);
  const office = headquarters(business);
  const pdf = await renderCertificatePdf(
    certificateContent({
      job: { ...job, completedOn: job.completedOn },
      company: {
        name: business.name,
        legalName: business.legalName,
        address: formatAddress(office),
        phone: business.phones.main.display,
        email: business.emails.claims,
        website: business.siteUrl.replace(/^https?:\/\//, ""),
      },
      number,
      issuedOn: officeToday(services.clock(), OFFICE_TIME_ZONE),
      replaces,
      portalUrl: `${business.siteUrl.replace(/^https?:\/\//, "")}/portal`,
    }),
  );
  const key = `jobs/${job.id}/documents/${number.toLowerCase()}.pdf`;
  await services.media.put(key, Buffer.from(pdf), "application/pdf");
  const document = await storeCertificate(services.db, job.id, { number, edition, fileKey: key, bytes: pdf.length }, author);
  return done(document, `Certificate ${document.certificateNumber} issued: the homeowner can download it in the portal.`);
}

/**
 * Publishes a job photo to the public album: its largest rendition goes through the album's own
 * pipeline (new files under photos/), so the private copy stays private. The album's copy is
 * linked to the job photo, and placed in the job's town when it is a service-area town.
 */
export async function publishJobPhoto(services: Services, job: Job, position: number): Promise<Outcome> {
  const photo = await jobPhoto(services.db, job.id, position);
  if (!photo) return refuse(404, "There is no such photo.");
  if (photo.albumPhotoId) return said("This photo is already in the album.", "info");
  const largest = renditionUpTo(photo.variants, Number.MAX_SAFE_INTEGER);
  const object = await services.media.get(largest.key);
  if (!object) return refuse(404, "The photo's file is missing.");
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const town = findServiceTown(await listLocations(services.db), job.town);
  const uploaded = await uploadPhoto({ db: services.db, media: services.media, limits: services.env.media }, { bytes: Buffer.concat(chunks), name: `${job.town} roof` }, {
    title: photo.caption || `Roof in ${job.town}`,
    altTag: photo.caption || `Roof we built in ${job.town}, NC`,
    locationId: town?.id ?? null,
  });
  if (!uploaded.ok) return uploaded;
  await setPhotoAlbumCopy(services.db, photo.id, uploaded.value.photo.id);
  return said(uploaded.value.created ? `Published to the album as “${uploaded.value.photo.title}”.` : (uploaded.message ?? ""));
}
