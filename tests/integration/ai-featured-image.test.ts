/**
 * "Generate an image" (docs/decisions/009-ai-media.md) for the featured image, against the local
 * server speaking the real OpenAI images protocol (tests/fakes/openai.mjs answers a real PNG).
 * Through the route, as the editor calls it: the picture goes through the album's media pipeline
 * and is marked AI-generated.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { StaffUser } from "~/auth/staff-user";
import { aiGenerations, imageVariables, serviceLocations } from "~/db/schema";
import type { GenerateImageResponse } from "~/domain/ai-image";
import { diskStorage, type MediaStorage } from "~/media/storage.server";
import { galleryPage, homeGalleryPhotos, townPhotos } from "~/models/gallery.server";
import { getPhoto, listPhotos } from "~/models/photos.server";
import { action } from "~/routes/_staff.create-post_.generate-image";
import { servicesContext } from "~/context.server";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { callRoute, EDITOR, testContext } from "../support/route-call";
import { createTestDatabase, type TestDatabase } from "../support/test-db";

const OWNER: StaffUser = { id: "owner-1", email: "owner@staff.example", role: "owner" };

let t: TestDatabase;
let fake: FakeOpenAI;
let root: string;
let media: MediaStorage;

function context(user: StaffUser = EDITOR, env: Record<string, string> = {}) {
  const ctx = testContext(t.db, user, { OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: fake.baseURL, AI_TEXT_MODEL: "fake-writer", AI_IMAGE_MODEL: "fake-painter", ...env });
  ctx.set(servicesContext, { ...ctx.get(servicesContext), media });
  return ctx;
}

const generate = (prompt: string, ctx = context()) => callRoute<GenerateImageResponse>(action, { url: "/create-post/generate-image", form: { prompt }, context: ctx });
const photoCount = () => t.db.$count(imageVariables);

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestDatabase();
  root = fs.mkdtempSync(path.join(os.tmpdir(), "ai-image-"));
  media = diskStorage(root);
});
afterAll(async () => {
  await fake.close();
  await t.drop();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(() => fake.reset());

describe("generating a featured image with AI", () => {
  it("stores the picture in the album through the media pipeline, marked AI-generated, with its alt text from the prompt, and logs it", async () => {
    const prompt = "A new standing seam metal roof on a white farmhouse";
    const { status, data } = await generate(`  ${prompt}\n`);
    expect(status).toBe(201);
    if (!data.ok) throw new Error(data.message);
    expect(data.message).toBe("Image generated successfully! It is in the album, marked AI-generated, and is now the featured image.");

    const photo = (await getPhoto(t.db, data.photo.id))!;
    expect(photo).toMatchObject({ aiGenerated: true, title: prompt, altTag: prompt, description: `AI-generated image (model fake-painter) from the prompt: ${prompt}` });
    // The pipeline's renditions, on disk, each a real image without metadata.
    expect(photo.variants.map((v) => v.format).sort()).toEqual(expect.arrayContaining(["avif", "jpeg", "webp"]));
    for (const v of photo.variants) {
      const bytes = await buffer((await media.get(v.key))!.body);
      expect((await sharp(bytes).metadata()).width).toBe(v.width);
      expect(await exifr.parse(bytes).catch(() => undefined)).toBeUndefined();
    }

    // The model was asked for the staff's words plus the house style.
    const [request] = await fake.requests();
    expect(request).toMatchObject({ path: "/v1/images/generations", model: "fake-painter", status: 200 });
    expect(request.prompt).toBe(`${prompt}. Photo-realistic, natural light, no text, no logos, no watermarks.`);
    const [log] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.kind, "image"));
    expect(log).toMatchObject({ userEmail: EDITOR.email, model: "fake-painter", images: 1, outcome: "ok" });
  });

  it("keeps the AI picture off the public gallery, home page and town pages (it is no photo of a real job), but in the album", async () => {
    const { data } = await generate(`a clay tile roof in the evening ${Date.now()}`);
    if (!data.ok) throw new Error(data.message);
    const [town] = await t.db.insert(serviceLocations).values({ name: "Wilson", county: "Wilson County" }).returning();
    await t.db.update(imageVariables).set({ locationId: town.id });
    expect((await listPhotos(t.db)).photos.map((p) => p.id)).toContain(data.photo.id);
    expect((await galleryPage(t.db, { q: "", category: "", page: 1 })).photos.map((p) => p.id)).not.toContain(data.photo.id);
    expect((await homeGalleryPhotos(t.db)).map((p) => p.id)).not.toContain(data.photo.id);
    expect((await townPhotos(t.db, town.id)).map((p) => p.id)).not.toContain(data.photo.id);
  });

  it("refuses an empty prompt with the spec's message and asks nothing of the AI", async () => {
    const before = await photoCount();
    const { status, data } = await generate("   ");
    expect(status).toBe(400);
    expect(data.message).toBe("Please enter a prompt for image generation");
    expect(await fake.requests()).toEqual([]);
    expect(await photoCount()).toBe(before);
  });

  it("says in plain words when the AI service fails, adds nothing, and logs the error", async () => {
    const before = await photoCount();
    const { status, data } = await generate("a roof that will fail");
    expect(status).toBe(502);
    expect(data.message).toBe("The AI service had a problem on its side. Try again in a few minutes.");
    expect(await photoCount()).toBe(before);
    const [log] = await t.db.select().from(aiGenerations).where(eq(aiGenerations.outcome, "error"));
    expect(log).toMatchObject({ kind: "image", images: 0, errorMessage: data.message });
  });

  it("cancelling aborts the AI request: no photo, logged as stopped", async () => {
    const before = await photoCount();
    const controller = new AbortController();
    const form = new FormData();
    form.set("prompt", "a slow sunset over a shingle roof");
    const pending = action({ request: new Request("http://localhost/create-post/generate-image", { method: "POST", body: form, signal: controller.signal }), params: {}, context: context() } as never);
    await expect.poll(async () => (await fake.requests()).length).toBe(1);
    controller.abort();
    expect(((await pending) as { init: { status: number } }).init.status).toBe(499);
    await expect.poll(async () => (await fake.requests())[0].aborted).toBe(true);
    expect(await photoCount()).toBe(before);
    expect(await t.db.$count(aiGenerations, eq(aiGenerations.outcome, "stopped"))).toBe(1);
  });

  it("applies the per-user AI rate limit", async () => {
    const ctx = context({ id: "busy-editor", email: "busy@staff.example", role: "editor" }, { AI_GENERATIONS_PER_HOUR: "1" });
    expect((await generate("gutters on a brick ranch house", ctx)).status).toBe(201);
    const { status, data } = await generate("gutters on a brick colonial house", ctx);
    expect(status).toBe(429);
    expect(data.message).toMatch(/AI/);
    expect((await fake.requests()).length).toBe(1);
  });

  it.each([
    [OWNER, "AI images is not set up yet. Set AI_IMAGE_MODEL in the server's environment (see .env.example), then restart the server."],
    [EDITOR, "AI images is not set up on this site yet. Ask the site owner to set it up."],
  ])("without an image model, says so plainly (%s)", async (user, message) => {
    const { status, data } = await generate("a roof", context(user, { AI_IMAGE_MODEL: "" }));
    expect(status).toBe(503);
    expect(data.message).toBe(message);
  });
});
