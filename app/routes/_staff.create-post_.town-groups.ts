import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.create-post_.town-groups";
import { requireStaff } from "~/auth/guard.server";
import { failed, succeeded, type ActionResult } from "~/domain/forms";
import { hasControlCharacters, idSchema } from "~/domain/input-rules";
import { deleteTownGroup, saveTownGroup, type TownGroup } from "~/models/town-groups.server";
import { unknownLocationIds } from "~/models/locations.server";
import { servicesContext } from "~/context.server";

/** At most every town we hold, with room to spare (decision 015 counts 1,078). */
const GROUP_TOWNS_LIMIT = 5000;

const saveRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name the group first, for example “Nash County”.")
    .max(80, "A group's name can be at most 80 characters.")
    .refine((name) => !hasControlCharacters(name), "A group's name cannot hold control characters."),
  locationIds: z
    .array(idSchema("One of the selected towns is not a town we know: reload the page and select again."))
    .min(1, "Select the towns of the group first.")
    .max(GROUP_TOWNS_LIMIT, `A group can hold at most ${GROUP_TOWNS_LIMIT} towns.`),
});

/**
 * The clone panel's saved town groups (docs/decisions/013-publishing.md): POST intent=save with a
 * name and locationIds (a name that exists, in any case, is replaced), or intent=delete with an id.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaff(context);
  const { db } = context.get(servicesContext);
  const form = await request.formData();
  const reply = (result: ActionResult & { group?: TownGroup }, status = 200) => data(result, { status });
  const intent = form.get("intent");
  if (intent === "delete") {
    const id = idSchema("That group no longer exists.").safeParse(form.get("id"));
    if (!id.success) return reply(failed("That group no longer exists."), 404);
    const name = await deleteTownGroup(db, id.data);
    return name ? reply(succeeded(`Deleted the group “${name}”.`)) : reply(failed("That group no longer exists."), 404);
  }
  if (intent !== "save") return reply(failed("Unknown action."), 400);
  const parsed = saveRequest.safeParse({ name: form.get("name") ?? "", locationIds: form.getAll("locationIds") });
  if (!parsed.success) return reply(failed(parsed.error.issues[0].message, { errors: { name: parsed.error.issues[0].message } }), 400);
  if ((await unknownLocationIds(db, parsed.data.locationIds)).size) return reply(failed("Some selected towns no longer exist: reload the page and select again."), 400);
  const { group, replaced } = await saveTownGroup(db, { ...parsed.data, by: user.email });
  const towns = `${group.locationIds.length} ${group.locationIds.length === 1 ? "town" : "towns"}`;
  return reply({ ...succeeded(replaced ? `Updated the group “${group.name}”: ${towns}.` : `Saved the group “${group.name}”: ${towns}.`), group });
}
