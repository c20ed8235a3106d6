import { describe, expect, it } from "vitest";
import { done, refuse, said, toActionResult } from "./outcome";

describe("a workflow's outcome", () => {
  it("reads as the one ActionResult: done with its message, refused with its fields", () => {
    expect(toActionResult(said("Status changed."))).toEqual({ ok: true, tone: "success", message: "Status changed." });
    expect(toActionResult(done({ id: "c1" }, "Nothing to change.", "info"))).toEqual({ ok: true, tone: "info", message: "Nothing to change." });
    expect(toActionResult(refuse(400, "Please check the highlighted fields.", { errors: { photos: "Too many." }, values: { title: "Leak" } }))).toEqual({
      ok: false,
      tone: "error",
      message: "Please check the highlighted fields.",
      errors: { photos: "Too many." },
      values: { title: "Leak" },
    });
  });

  it("keeps what was made and why it was refused", () => {
    const made = done({ id: "c1" });
    expect(made.ok && made.value).toEqual({ id: "c1" });
    expect(refuse(404, "There is no such job.")).toMatchObject({ ok: false, status: 404 });
  });
});
