/**
 * The post editor (docs/decisions/007-editor.md, 019-visual-editor.md): the view of one state
 * (use-post-editor.ts). It shows the fields, sends every button's request through the state, and
 * reacts to the answers the state took in: a toast, the move to the post a first save made, the
 * owner's question about a clone the doorway check flagged.
 */
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { PublishDialog } from "~/components/posts/publish-dialog";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Link } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";
import type { AiStatus } from "~/domain/ai";
import type { PostFigures } from "~/domain/analytics-report";
import type { FieldErrors } from "~/domain/forms";
import type { Photo } from "~/domain/photos";
import type { ContentVariable, PlaceholderLocation } from "~/domain/placeholders";
import { EditorNotices } from "./autosave-status";
import type { CloneLocation, ExistingClone } from "./clone-panel";
import type { TownArea } from "./town-picker";
import { EditorTools, type ToolsPost } from "./editor-tools";
import { EditorWriting } from "./editor-writing";
import { LivePreview } from "./live-preview";
import { formFrom, type PostFields, type SavedNotice } from "./post-editor-state";
import type { RevisionItem } from "./revisions-panel";
import { clearBrowserCopy, useAutosave, useLeaveWarning } from "./use-autosave";
import { useEditorChecks } from "./use-editor-checks";
import { usePostEditor, type PendingAutosave } from "./use-post-editor";

/** A saved post as the editor receives it. */
export type EditorPost = PostFields & ToolsPost & { slug: string };

export interface PostEditorProps {
  today: string;
  /** The post's views and requests in the last 7, 30 and 90 days (docs/decisions/022-visits-and-attribution.md). */
  figures: PostFigures | null;
  /** The staff member editing: the sections they closed are remembered under their id. */
  userId: string;
  /** The owner may publish a clone the doorway check flags (docs/decisions/013-publishing.md). */
  isOwner: boolean;
  ai: { text: AiStatus; image: AiStatus };
  /** Every library variable's name: the publish guard's list, for the live check of unknown placeholders. */
  variableNames: string[];
  revisions: RevisionItem[];
  autosaved: PendingAutosave | null;
  post: EditorPost | null;
  variables: ContentVariable[];
  previewLocation: PlaceholderLocation | null;
  /** The album's newest photos, the picker's first page. */
  photos: Photo[];
  locations: CloneLocation[];
  /** The offices and saved town groups the clone panel chooses towns by. */
  townArea: TownArea;
  /** The post's clones: the clone panel offers to localize the drafts among them with AI. */
  clones?: ExistingClone[];
}

export function PostEditor(props: PostEditorProps) {
  const { post, userId, photos, locations, clones, revisions, ai, isOwner } = props;
  const business = useBusiness();
  const { state, send, edit, submit, unsavedScreen, contentNow, busyWith } = usePostEditor({ post, autosaved: props.autosaved });
  const { fields, answer } = state;
  const checks = useEditorChecks({ business, fields, post, previewLocation: props.previewLocation, variables: props.variables, variableNames: props.variableNames, today: props.today });
  const autosave = useAutosave({
    postId: post?.id ?? null,
    baseVersion: state.baseVersion,
    fields,
    stored: state.stored,
    toForm: formFrom,
    // The featured image is left out: the picker's auto mode sets it by itself on arrival, which is no work of the writer's.
    significant: ({ featuredPhoto: _photo, featuredImage: _image, ...text }) => text,
    onNewerSave: (by) => send({ type: "newerSave", by }),
  });

  const blocker = useLeaveWarning(autosave.unsaved);

  // Decisions point 17: after the first save the editor moves to the saved post (edit mode, clone panel).
  const navigate = useNavigate();
  const arrivedWith = (useLocation().state as { saved?: SavedNotice } | null)?.saved ?? null;
  useEffect(() => {
    if (!state.moveTo) return;
    clearBrowserCopy(null);
    void navigate(`/create-post?edit=${state.moveTo.id}`, { replace: true, state: { saved: state.moveTo } });
  }, [state.moveTo, navigate]);
  useEffect(() => {
    // A first save's answer is told on the saved post, after the move.
    if (!answer || state.moveTo) return;
    if (answer.ok) toast.success(answer.message);
    else if (!answer.doorway) toast.error(answer.message);
  }, [answer, state.moveTo]);
  useEffect(() => {
    if (arrivedWith) (arrivedWith.ok ? toast.success : toast.error)(arrivedWith.message);
  }, [arrivedWith]);

  const errors: FieldErrors = (answer && !answer.ok ? answer.errors : undefined) ?? {};
  // The writing part tells the answers of its own buttons; the schedule panel, its own.
  const scheduled = state.answerFor === "schedule" || state.answerFor === "unschedule";
  const failure = answer ? (answer.ok || scheduled ? null : answer) : arrivedWith && !arrivedWith.ok ? arrivedWith : null;
  const success = answer ? (answer.ok && !scheduled ? answer : null) : arrivedWith?.ok ? arrivedWith : null;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{post ? "Edit Blog Post" : "Create New Blog Post"}</h1>
        {post ? (
          <Link to={`/post-preview/${post.id}`} className={buttonClass("outline")}>
            Preview saved version
          </Link>
        ) : null}
      </div>

      <EditorNotices
        notice={state.notice}
        otherEditor={state.otherEditor}
        autosave={autosave.state}
        editing={post !== null}
        onDiscard={() => {
          send({ type: "discardRestored" });
          clearBrowserCopy(post?.id ?? null);
        }}
      />

      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        {/* Title and text first (docs/decisions/019-visual-editor.md); the tools follow in sections a writer can close. */}
        <div className="space-y-6">
          <EditorWriting
            fields={fields}
            errors={errors}
            onEdit={edit}
            readNow={contentNow}
            checks={checks}
            userId={userId}
            photos={photos}
            post={post}
            busyWith={busyWith}
            submit={submit}
            failure={failure}
            success={success}
          />
          <EditorTools
            userId={userId}
            post={post}
            fields={fields}
            errors={errors}
            onEdit={edit}
            onReplace={(restored) => send({ type: "replace", fields: restored })}
            snippet={checks.snippet}
            photos={photos}
            locations={locations}
            clones={clones}
            revisions={revisions}
            figures={props.figures}
            ai={ai}
            schedule={{
              busy: busyWith !== null,
              error: answer && !answer.ok && !answer.doorway && state.answerFor === "schedule" ? answer.message : null,
              onSchedule: (publishAt) => submit("schedule", { extra: { publishAt } }),
              onUnschedule: () => submit("unschedule"),
            }}
            clone={{ screen: unsavedScreen, onSaved: (saved, sentFields) => send({ type: "savedWith", fields: sentFields, saved }), area: props.townArea, isOwner }}
          />
        </div>

        <LivePreview fields={fields} values={checks.values} variables={props.variables} location={props.previewLocation} />
      </div>

      <PublishDialog
        open={state.held !== null}
        count={1}
        flagged={state.held?.posts ?? []}
        isOwner={isOwner}
        verb={state.held?.intent === "schedule" ? "schedule" : undefined}
        onPublish={(confirmDoorway) => {
          const held = state.held!;
          send({ type: "heldClosed" });
          submit(held.intent, { confirmDoorway, extra: held.extra });
        }}
        onCancel={() => send({ type: "heldClosed" })}
      />

      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Leave without saving?"
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        Your latest changes are not saved yet. They stay in this browser and come back when you open this post again, but nobody else sees them until you save.
      </ConfirmDialog>
    </>
  );
}
