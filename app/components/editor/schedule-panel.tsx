import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { buttonClass } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { OFFICE_TIME_ZONE } from "~/domain/office-time";

/**
 * Publish later (docs/decisions/007-editor.md): a date and time on the office's clock. Scheduling
 * saves the text on the screen with the moment, in one request through the editor (its state sends
 * what the screen shows); the scheduler publishes that version then, if the publish guard lets it.
 * A clone the doorway check flags is scheduled only when the owner confirms it
 * (docs/decisions/013-publishing.md): the editor asks.
 */
export function SchedulePanel({
  status,
  scheduledAt,
  scheduledLabel,
  scheduleBlocked,
  busy,
  error,
  onSchedule,
  onUnschedule,
}: {
  status: "draft" | "published";
  /** The scheduled moment as a datetime-local value on the office clock. */
  scheduledAt: string | null;
  scheduledLabel: string | null;
  scheduleBlocked: string | null;
  busy: boolean;
  /** The last schedule's refusal. */
  error: string | null;
  onSchedule: (publishAt: string) => void;
  onUnschedule: () => void;
}) {
  const [value, setValue] = useState(scheduledAt ?? "");
  const zoneName = OFFICE_TIME_ZONE.replace(/^.*\//, "").replace(/_/g, " ");

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
        <div className="mt-3 space-y-3">
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
              Scheduling saves the text as it is now; that version is published then. Placeholders are checked again at that moment.
            </p>
          </div>
          <FieldError id="publish-at-error" error={error} spacing="" />
          <div className="flex flex-wrap gap-2">
            {/* Reads the field itself at the click: a date typed and scheduled in one go is the one sent. */}
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              disabled={busy || !value}
              onClick={() => onSchedule((document.getElementById("publish-at") as HTMLInputElement | null)?.value ?? value)}
            >
              {scheduledLabel ? "Change schedule" : "Schedule"}
            </button>
            {scheduledLabel ? (
              <button type="button" className={buttonClass("outline", "sm")} disabled={busy} onClick={onUnschedule}>
                Cancel schedule
              </button>
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}
