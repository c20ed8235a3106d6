import { useState } from "react";
import { useFetcher } from "react-router";
import { PublishDialog } from "~/components/posts/publish-dialog";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { useActionResult } from "~/components/ui/use-action-result";
import type { ScheduleActionResult } from "~/domain/staff-posts";
import { FieldError } from "~/components/ui/field";

/**
 * Publish later (docs/decisions/007-editor.md): a date and time on the office's clock. The
 * scheduler publishes the saved version at that moment, if the publish guard lets it. A clone the
 * doorway check flags is scheduled only when the owner confirms it
 * (docs/decisions/013-publishing.md).
 */
export function SchedulePanel({
  status,
  scheduledAt,
  scheduledLabel,
  scheduleBlocked,
  timeZone,
  unsaved,
  isOwner,
}: {
  status: "draft" | "published";
  /** The scheduled moment as a datetime-local value on the office clock. */
  scheduledAt: string | null;
  scheduledLabel: string | null;
  scheduleBlocked: string | null;
  timeZone: string;
  unsaved: boolean;
  isOwner: boolean;
}) {
  const fetcher = useFetcher<ScheduleActionResult>();
  const [value, setValue] = useState(scheduledAt ?? "");
  const busy = fetcher.state !== "idle";
  useActionResult(fetcher.state === "idle" && !fetcher.data?.doorway ? fetcher.data : undefined);
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  // The answer that held the clone back, until the question is answered.
  const [asked, setAsked] = useState<ScheduleActionResult | null>(null);
  const [answered, setAnswered] = useState<ScheduleActionResult | undefined>(undefined);
  if (fetcher.state === "idle" && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.doorway) setAsked(fetcher.data);
  }
  const zoneName = timeZone.replace(/^.*\//, "").replace(/_/g, " ");

  return (
    <>
      {scheduleBlocked ? (
        <div className="mt-3">
          <Alert tone="error">{scheduleBlocked}</Alert>
        </div>
      ) : null}
      {status === "published" ? (
        <p className="mt-2 text-sm text-muted">This post is published. Switch it to draft to schedule it for later.</p>
      ) : (
        <fetcher.Form method="post" className="mt-3 space-y-3">
          {scheduledLabel ? (
            <p className="text-sm font-semibold" data-testid="scheduled-for">
              Scheduled for {scheduledLabel}
            </p>
          ) : null}
          <div>
            <label htmlFor="publish-at" className="mb-1 block text-sm font-semibold">
              Publish on ({zoneName} time)
            </label>
            <input
              id="publish-at"
              name="publishAt"
              type="datetime-local"
              className="field-input"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-describedby={error ? "publish-at-hint publish-at-error" : "publish-at-hint"}
              aria-invalid={error ? true : undefined}
            />
            <p id="publish-at-hint" className="mt-1 text-xs text-muted">
              The last saved version is published then{unsaved ? ": save your changes first" : ""}. Placeholders are checked again at that moment.
            </p>
          </div>
          <FieldError id="publish-at-error" error={error} spacing="" />
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="schedule" className={buttonClass("secondary", "sm")} disabled={busy || !value}>
              {scheduledLabel ? "Change schedule" : "Schedule"}
            </button>
            {scheduledLabel ? (
              <button type="submit" name="intent" value="unschedule" className={buttonClass("outline", "sm")} disabled={busy}>
                Cancel schedule
              </button>
            ) : null}
          </div>
        </fetcher.Form>
      )}
      <PublishDialog
        open={asked !== null}
        count={1}
        flagged={asked?.doorway?.held ?? []}
        isOwner={isOwner}
        verb="schedule"
        onPublish={(confirmDoorway) => {
          setAsked(null);
          fetcher.submit({ intent: "schedule", publishAt: value, ...(confirmDoorway ? { confirmDoorway: "on" } : {}) }, { method: "post" });
        }}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
