import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { BODY_LIMITS, bodyLimitFor, bodyLimits, isAllowedMethod, isFormContentType, isValidHost, largestBodyLimit, originVerdict } from "./request-rules";

describe("isValidHost", () => {
  it.each([
    ["127.0.0.1:3000", true],
    ["localhost", true],
    ["roofing.example", true],
    ["roofing.example.", true],
    ["[::1]:8080", true],
    ["www.pamlico-ridge.example:443", true],
    [undefined, false],
    ["", false],
    ["exa mple", false],
    ["a/b@c", false],
    ["[::1", false],
    ["127.0.0.1:99999", false],
    ["host:", false],
    ["bücher.example", false],
    ["-bad.example", false],
    ["evil.example#x", false],
    ["user@host", false],
  ])("%j → %s", (host, valid) => {
    expect(isValidHost(host)).toBe(valid);
  });
});

describe("originVerdict", () => {
  const site = "http://127.0.0.1:3000";
  it.each([
    [{ origin: "http://127.0.0.1:3000" }, "same-origin"],
    [{ origin: "http://127.0.0.1:3000", referer: "https://evil.example/" }, "same-origin"],
    [{ referer: "http://127.0.0.1:3000/auth?x=1" }, "same-origin"],
    [{ origin: "", referer: "http://127.0.0.1:3000/auth" }, "same-origin"],
    [{}, "no-origin"],
    [{ origin: "", referer: "" }, "no-origin"],
    [{ origin: "https://evil.example" }, "cross-origin"],
    [{ origin: "https://127.0.0.1:3000" }, "cross-origin"],
    [{ origin: "http://localhost:3000" }, "cross-origin"],
    [{ origin: "http://127.0.0.1:3001" }, "cross-origin"],
    [{ origin: "null" }, "cross-origin"],
    [{ origin: "::not a url::" }, "cross-origin"],
    [{ referer: "https://evil.example/http://127.0.0.1:3000" }, "cross-origin"],
    [{ origin: "javascript:alert(1)" }, "cross-origin"],
  ] as const)("%j → %s", (headers, verdict) => {
    expect(originVerdict(headers, site)).toBe(verdict);
  });

  it("ignores a default port written out", () => {
    expect(originVerdict({ origin: "https://roofing.example" }, "https://roofing.example:443")).toBe("same-origin");
  });
});

describe("methods and content types", () => {
  it.each([
    ["GET", true],
    ["HEAD", true],
    ["POST", true],
    ["OPTIONS", true],
    ["PUT", false],
    ["PATCH", false],
    ["DELETE", false],
    ["TRACE", false],
    ["PROPFIND", false],
  ])("%s allowed: %s", (method, allowed) => {
    expect(isAllowedMethod(method)).toBe(allowed);
  });

  it.each([
    ["application/x-www-form-urlencoded", true],
    ["application/x-www-form-urlencoded;charset=UTF-8", true],
    ["Multipart/Form-Data; boundary=x", true],
    ["application/json", false],
    ["text/plain", false],
    [undefined, false],
    ["", false],
  ])("%j is a form: %s", (type, form) => {
    expect(isFormContentType(type)).toBe(form);
  });
});

describe("bodyLimitFor", () => {
  it.each([
    ["/auth", "form"],
    ["/auth/logout", "form"],
    ["/api/auth/sign-in/email", "form"],
    ["/contact", "leadForm"],
    ["/contact.data", "leadForm"],
    ["/book-inspection", "leadForm"],
    ["/book-inspection/thanks", "form"],
    ["/create-post", "editor"],
    ["/create-post.data", "editor"],
    ["/posts", "editor"],
    ["/variables", "editor"],
    ["/Blog-Page-Builder/staff", "editor"],
    ["/blog/posts-about-roofs", "form"],
    ["/photo-album/upload", "upload"],
    ["/photo-album/upload.data", "upload"],
    ["/photo-album/upload/", "upload"],
    ["/photo-album/", "editor"],
    ["/photo-album/upload-something", "editor"],
    ["/create-post/import", "documentImport"],
    ["/create-post/import.data", "documentImport"],
    ["/create-post/imports", "editor"],
    ["/jobs/4b1c2a8e-0000-4000-8000-000000000000/files", "warrantyFiles"],
    ["/jobs/4b1c2a8e-0000-4000-8000-000000000000/files.data", "warrantyFiles"],
    ["/jobs/4b1c2a8e-0000-4000-8000-000000000000", "editor"],
    ["/portal/jobs/4b1c2a8e-0000-4000-8000-000000000000/claim", "warrantyFiles"],
    ["/portal/jobs/4b1c2a8e-0000-4000-8000-000000000000", "form"],
    ["/portal", "form"],
  ] as const)("%s → %s", (pathname, name) => {
    expect(bodyLimitFor(pathname)).toEqual({ name, bytes: BODY_LIMITS[name] });
  });

  it("fits the request form's five photos of 10 MB", () => {
    expect(BODY_LIMITS.leadForm).toBeGreaterThan(5 * 10 * 1024 * 1024);
  });

  it("fits a warranty claim's five photos of 10 MB, and a job's five photos or one 15 MB document", () => {
    expect(BODY_LIMITS.warrantyFiles).toBeGreaterThan(5 * 10 * 1024 * 1024);
    expect(BODY_LIMITS.warrantyFiles).toBeGreaterThan(15 * 1024 * 1024);
  });

  it("fits a 10 MB document in the import's limit", () => {
    expect(BODY_LIMITS.documentImport).toBeGreaterThan(10 * 1024 * 1024);
  });

  it("takes the server's own upload limit (MEDIA_MAX_FILE_MB)", () => {
    expect(bodyLimitFor("/photo-album/upload", { ...BODY_LIMITS, upload: 5 }).bytes).toBe(5);
  });
});

describe("deploy/nginx.conf", () => {
  const root = path.resolve(import.meta.dirname, "..");
  const nginx = fs.readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const compose = fs.readFileSync(path.join(root, "compose.yaml"), "utf8");
  // What the app in compose.yaml accepts: its MEDIA_MAX_FILE_MB, or the default when it sets none.
  const mediaMb = /^\s*MEDIA_MAX_FILE_MB:\s*"?([\d.]+)"?/m.exec(compose)?.[1];
  const app = largestBodyLimit(bodyLimits(parseEnv(mediaMb ? { MEDIA_MAX_FILE_MB: mediaMb } : {}).media.maxFileBytes));

  const sizes = [...nginx.matchAll(/client_max_body_size\s+(\d+)([kKmMgG]?)\s*;/g)].map(([, n, unit]) => Number(n) * 1024 ** ("kmg".indexOf(unit.toLowerCase()) + 1 || 0));

  it("lets through exactly the largest body the app accepts, rounded up to the next megabyte", () => {
    expect(sizes, "one client_max_body_size for the whole site").toHaveLength(1);
    expect(sizes[0]).toBeGreaterThanOrEqual(app);
    expect(sizes[0] - app).toBeLessThan(1024 * 1024);
  });

  it("passes bodies on as they arrive, so the app can refuse one before it is read", () => {
    expect(nginx).toMatch(/^\s*proxy_request_buffering\s+off\s*;/m);
  });
});
