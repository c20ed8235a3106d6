import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/_staff.variables";
import { failed, fieldErrors, succeeded, type ActionResult } from "~/domain/forms";
import { requireStaff } from "~/auth/guard.server";
import { Tabs } from "~/components/ui/tabs";
import { useActionResult } from "~/components/ui/use-action-result";
import { AddDefaultsCard, DEFAULTS_FETCHER_KEY } from "~/components/variables/add-defaults-card";
import { BusinessPlaceholders } from "~/components/variables/business-placeholders";
import { DatabaseOverviewPanel } from "~/components/variables/database-overview";
import { DeleteVariableDialog } from "~/components/variables/delete-variable-dialog";
import type { VariableView } from "~/components/variables/variable-card";
import { targetForEdit, targetForNew, VariableFormDialog, type VariableFormTarget } from "~/components/variables/variable-form-dialog";
import { VariableList } from "~/components/variables/variable-list";
import {
  VARIABLE_MESSAGES,
  builtInPlaceholders,
  variableFormSchema,
  variableFormValues,
  variableIntent,
  type VariableActionResult,
  type VariableFormValues,
  type VariableIntent,
} from "~/domain/content-variables";
import {
  addDefaultVariables,
  createContentVariable,
  deleteContentVariable,
  listContentVariables,
  updateContentVariable,
} from "~/models/content-variables.server";
import { databaseOverview } from "~/models/database-overview.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { businessContext, servicesContext } from "~/context.server";
import { buttonClass } from "~/components/ui/button";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "Variable Manager",
    description: "Manage the reusable content variables that fill {{placeholders}} in blog posts.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const [variables, overview] = await Promise.all([listContentVariables(db), databaseOverview(db)]);
  const views: VariableView[] = variables.map(({ id, name, description, value, category, syntax }) => ({ id, name, description, value, category, syntax }));
  return { variables: views, overview, builtIns: builtInPlaceholders(business, new Date()), isOwner: user.role === "owner" };
}

function reply(status: number, intent: VariableIntent | null, result: ActionResult<VariableFormValues>) {
  return data<VariableActionResult>({ ...result, intent }, { status });
}

/** One action, four intents: create, update, delete, defaults. Every outcome is a readable message. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const business = context.get(businessContext);
  const form = await request.formData();
  const intent = variableIntent(form.get("intent"));
  const failure = {
    create: VARIABLE_MESSAGES.createFailed,
    update: VARIABLE_MESSAGES.updateFailed,
    delete: VARIABLE_MESSAGES.deleteFailed,
    defaults: VARIABLE_MESSAGES.defaultsFailed,
  } as const;
  if (!intent) return reply(400, null, failed(VARIABLE_MESSAGES.unknownIntent));
  const chosen = form.get("id");
  const id = typeof chosen === "string" ? chosen : "";

  try {
    switch (intent) {
      case "defaults": {
        await addDefaultVariables(db, business);
        return reply(200, intent, succeeded(VARIABLE_MESSAGES.defaultsAdded));
      }

      case "delete": {
        if (!id) return reply(400, intent, failed(`${failure.delete}: no variable was chosen.`));
        const deleted = await deleteContentVariable(db, id);
        if (!deleted) return reply(404, intent, failed(`${failure.delete}. ${VARIABLE_MESSAGES.notFound}`));
        return reply(200, intent, succeeded(VARIABLE_MESSAGES.deleted));
      }

      case "create":
      case "update": {
        const values = variableFormValues(form);
        if (intent === "update" && !id) {
          return reply(400, intent, failed(`${failure.update}: no variable was chosen.`));
        }
        const parsed = variableFormSchema.safeParse(values);
        if (!parsed.success) {
          return reply(400, intent, failed(failure[intent], { errors: fieldErrors(parsed.error), values }));
        }
        const saved =
          intent === "create"
            ? await createContentVariable(db, parsed.data)
            : await updateContentVariable(db, id, parsed.data);
        if (saved.ok) {
          return reply(200, intent, succeeded(intent === "create" ? VARIABLE_MESSAGES.created : VARIABLE_MESSAGES.updated));
        }
        if (saved.reason === "duplicate") {
          return reply(400, intent, failed(failure[intent], { errors: { name: VARIABLE_MESSAGES.nameTaken(saved.existingName) }, values }));
        }
        return reply(404, intent, failed(`${failure[intent]}. ${VARIABLE_MESSAGES.notFound}`));
      }
    }
  } catch (error) {
    // The database refused or is unreachable: say so in the spec's words, log the cause once.
    console.error(`[variables] ${intent} failed for ${staff.email}:`, error);
    return reply(503, intent, failed(failure[intent]));
  }
}

export default function VariableManager({ loaderData }: Route.ComponentProps) {
  const { variables, overview, builtIns, isOwner } = loaderData;
  const [formTarget, setFormTarget] = useState<VariableFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<VariableView | null>(null);
  const defaults = useFetcher<typeof action>({ key: DEFAULTS_FETCHER_KEY });
  useActionResult(defaults.data);

  const closeForm = useCallback(() => setFormTarget(null), []);
  const closeDelete = useCallback(() => setToDelete(null), []);
  // After a deletion the card (and its Delete button) is gone: focus the list's heading instead.
  const listHeading = useCallback(() => {
    const heading = document.getElementById("content-variables-heading");
    if (heading) heading.tabIndex = -1;
    return heading;
  }, []);
  const pageHeading = useCallback(() => document.getElementById("variable-manager-heading"), []);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="variable-manager-heading" tabIndex={-1} className="text-3xl font-bold">
            Variable Manager
          </h1>
          <p className="mt-2 max-w-2xl text-muted">
            Reusable values such as service areas, seasonal offers and taglines. Type a variable&rsquo;s placeholder in a post and the
            stored value appears on the published page — change it here and every post follows.
          </p>
        </div>
        <button type="button" className={buttonClass("primary")} onClick={() => setFormTarget(targetForNew())}>
          <Plus aria-hidden="true" className="size-4" />
          Add New Variable
        </button>
      </div>

      <div className="mt-6">
        <BusinessPlaceholders placeholders={builtIns} isOwner={isOwner} />
      </div>

      {variables.length === 0 ? (
        <div className="mt-6">
          <AddDefaultsCard />
        </div>
      ) : null}

      <div className="mt-8">
        <Tabs
          label="Variable Manager views"
          items={[
            {
              id: "manage",
              label: "Manage Variables",
              content: (
                <VariableList
                  variables={variables}
                  onAdd={() => setFormTarget(targetForNew())}
                  onEdit={(v) => setFormTarget(targetForEdit(v))}
                  onDelete={(v) => setToDelete(v)}
                />
              ),
            },
            { id: "database", label: "Database Variables", content: <DatabaseOverviewPanel overview={overview} /> },
          ]}
        />
      </div>

      <VariableFormDialog target={formTarget} onClose={closeForm} fallbackFocus={pageHeading} />
      <DeleteVariableDialog variable={toDelete} onClose={closeDelete} fallbackFocus={listHeading} />
    </>
  );
}
