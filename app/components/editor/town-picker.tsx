import { X } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useActionResult } from "~/components/ui/use-action-result";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { ActionResult } from "~/domain/forms";
import {
  areaPickMessage,
  countiesOf,
  MAX_AREA_MILES,
  MAX_NEAREST,
  nearestTowns,
  townOrigins,
  townsInCounty,
  townsServedFrom,
  townsWithin,
  type AreaPick,
  type OfficePoint,
  type SelectableTown,
} from "~/domain/town-selection";
import type { TownGroup } from "~/models/town-groups.server";

/** The offices and saved groups the picker chooses towns by. */
export interface TownArea {
  offices: OfficePoint[];
  groups: TownGroup[];
}

/** What the picker changes: the ticked towns (useSelection). */
export interface TownSelection {
  ids: string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  clear: () => void;
  add: (ids: readonly string[]) => number;
}

/**
 * Towns the server renders in the list, more than its scrolled box shows: the panel works only
 * with JavaScript, and a thousand towns' checkboxes made the editor's page 800 KB and held the
 * server for over 100 ms (docs/decisions/015-scale-and-memory.md). The browser lists every town.
 */
const SERVER_LISTED_TOWNS = 40;
/** Selected towns shown by name; the rest are counted. */
const SHOWN_SELECTED = 60;
const GROUPS_URL = "/create-post/town-groups";
const number = new Intl.NumberFormat("en-US");

/**
 * Choosing the towns to clone to (spec §2.11, docs/decisions/013-publishing.md): by county, by the
 * office that serves them, within a distance of an office or a town, the nearest N, a saved group,
 * or one by one from the list. What is selected stays in view with its count; one click clears it.
 */
export function TownPicker({ towns, area, selection, disabled }: { towns: SelectableTown[]; area: TownArea; selection: TownSelection; disabled: boolean }) {
  const hydrated = useHydrated();
  const counties = useMemo(() => countiesOf(towns), [towns]);
  const origins = useMemo(() => townOrigins(hydrated ? towns : [], area.offices), [towns, area.offices, hydrated]);
  const byId = useMemo(() => new Map(towns.map((t) => [t.id, t])), [towns]);
  const [county, setCounty] = useState(counties[0]?.county ?? "");
  const [office, setOffice] = useState(area.offices[0]?.id ?? "");
  const [origin, setOrigin] = useState(origins[0]?.key ?? "");
  const [miles, setMiles] = useState("30");
  const [nearest, setNearest] = useState("20");
  const [filter, setFilter] = useState("");
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const groups = area.groups;
  const [group, setGroup] = useState(area.groups[0]?.id ?? "");
  const [groupName, setGroupName] = useState("");
  const [deleting, setDeleting] = useState<TownGroup | null>(null);
  // Saving or deleting a group reloads the editor's data, so the groups come back from the loader.
  const groupFetcher = useFetcher<ActionResult & { group?: TownGroup }>();
  useActionResult(groupFetcher.data, (answer) => {
    if (answer.errors) setSaid({ text: answer.message, error: true });
    if (answer.group) {
      setGroup(answer.group.id);
      setGroupName("");
    }
  });

  const place = origins.find((o) => o.key === origin) ?? origins[0];
  function pick(picked: AreaPick, what: string) {
    const added = selection.add(picked.ids);
    setSaid({ text: areaPickMessage(picked, added, what), error: false });
  }
  function whole(text: string, max: number, label: string): number | null {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      setSaid({ text: `${label} must be a whole number from 1 to ${number.format(max)}.`, error: true });
      return null;
    }
    return n;
  }

  const matching = towns.filter((t) => t.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const listed = hydrated ? matching : matching.slice(0, SERVER_LISTED_TOWNS);
  const selected = selection.ids.map((id) => byId.get(id)).filter((t): t is SelectableTown => Boolean(t));
  const savedGroup = groups.find((g) => g.id === group) ?? groups[0];

  return (
    <div className="space-y-4">
      <fieldset className="rounded-md border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold">Add towns by area</legend>
        <div className="grid gap-3 text-sm sm:grid-cols-2">
          <AreaRow
            id="town-county"
            label="County"
            control={
              <select id="town-county" className="field-input" value={county} onChange={(e) => setCounty(e.target.value)}>
                {counties.map((c) => (
                  <option key={c.county} value={c.county}>
                    {c.county} ({c.towns} {c.towns === 1 ? "town" : "towns"})
                  </option>
                ))}
              </select>
            }
          >
            <button type="button" className={buttonClass("outline", "sm")} disabled={disabled || !county} onClick={() => pick(townsInCounty(towns, county), `in ${county}`)}>
              Add county
            </button>
          </AreaRow>
          {area.offices.length > 1 ? (
            <AreaRow
              id="town-office"
              label="Towns an office serves"
              control={
                <select id="town-office" className="field-input" value={office} onChange={(e) => setOffice(e.target.value)}>
                  {area.offices.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name} ({o.city})
                    </option>
                  ))}
                </select>
              }
            >
              <button
                type="button"
                className={buttonClass("outline", "sm")}
                disabled={disabled}
                onClick={() => {
                  const o = area.offices.find((x) => x.id === office);
                  if (o) pick(townsServedFrom(towns, area.offices, o.id), `served from ${o.name} (nearer it than any other office)`);
                }}
              >
                Add office's towns
              </button>
            </AreaRow>
          ) : null}
          <div className="sm:col-span-2">
            <label htmlFor="town-origin" className="mb-1 block font-semibold">
              Measured from
            </label>
            <select id="town-origin" className="field-input" value={place?.key ?? ""} onChange={(e) => setOrigin(e.target.value)}>
              {origins.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <AreaRow
            id="town-miles"
            label="Miles"
            narrow
            control={
              <input id="town-miles" type="number" inputMode="numeric" min={1} max={MAX_AREA_MILES} className="field-input" value={miles} onChange={(e) => setMiles(e.target.value)} />
            }
          >
            <button
              type="button"
              className={buttonClass("outline", "sm")}
              disabled={disabled || !place}
              onClick={() => {
                const n = whole(miles, MAX_AREA_MILES, "Miles");
                if (n !== null && place) pick(townsWithin(towns, place, n), `within ${n} ${n === 1 ? "mile" : "miles"} of ${place.label}`);
              }}
            >
              Add towns within
            </button>
          </AreaRow>
          <AreaRow
            id="town-nearest"
            label="How many"
            narrow
            control={
              <input id="town-nearest" type="number" inputMode="numeric" min={1} max={MAX_NEAREST} className="field-input" value={nearest} onChange={(e) => setNearest(e.target.value)} />
            }
          >
            <button
              type="button"
              className={buttonClass("outline", "sm")}
              disabled={disabled || !place}
              onClick={() => {
                const n = whole(nearest, MAX_NEAREST, "How many");
                if (n !== null && place) pick(nearestTowns(towns, place, n), `among the ${n} nearest ${place.label}`);
              }}
            >
              Add the nearest
            </button>
          </AreaRow>
          {groups.length ? (
            <AreaRow
              id="town-group"
              label="Saved group"
              wide
              control={
                <select id="town-group" className="field-input" value={savedGroup?.id ?? ""} onChange={(e) => setGroup(e.target.value)}>
                  {groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name} ({g.locationIds.length} {g.locationIds.length === 1 ? "town" : "towns"})
                    </option>
                  ))}
                </select>
              }
            >
              <button
                type="button"
                className={buttonClass("outline", "sm")}
                disabled={disabled || !savedGroup}
                onClick={() => savedGroup && pick({ ids: savedGroup.locationIds.filter((id) => byId.has(id)), unplaced: 0 }, `in the group “${savedGroup.name}”`)}
              >
                Add group
              </button>
              <button type="button" className={buttonClass("ghost", "sm")} disabled={!savedGroup || groupFetcher.state !== "idle"} onClick={() => setDeleting(savedGroup ?? null)}>
                Delete group
              </button>
            </AreaRow>
          ) : null}
        </div>
        <p className={`mt-3 min-h-5 text-sm ${said?.error ? "font-semibold text-red-700" : ""}`} role="status">
          {said?.text}
        </p>
      </fieldset>

      <section aria-labelledby="town-selected-heading" className="rounded-md border border-gray-200 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="town-selected-heading" className="font-sans text-sm font-bold" aria-live="polite">
            {selected.length} of {towns.length} selected
          </h3>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass("outline", "sm")} disabled={disabled || towns.length === 0 || selected.length === towns.length} onClick={() => pick({ ids: towns.map((t) => t.id), unplaced: 0 }, "from the whole list")}>
              Select All
            </button>
            <button
              type="button"
              className={buttonClass("outline", "sm")}
              disabled={disabled || selected.length === 0}
              onClick={() => {
                selection.clear();
                setSaid({ text: "Selection cleared.", error: false });
              }}
            >
              Clear selection
            </button>
          </div>
        </div>
        {selected.length ? (
          <>
            <ul className="mt-2 flex max-h-40 flex-wrap gap-1 overflow-y-auto" aria-label="Selected towns">
              {selected.slice(0, SHOWN_SELECTED).map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded-full border border-gray-300 bg-gray-50 px-2 py-0.5 text-sm hover:bg-gray-100"
                    aria-label={`Remove ${t.name}`}
                    disabled={disabled}
                    onClick={() => selection.toggle(t.id)}
                  >
                    {t.name} <X aria-hidden="true" className="size-3" />
                  </button>
                </li>
              ))}
              {selected.length > SHOWN_SELECTED ? <li className="px-2 py-0.5 text-sm text-muted">and {number.format(selected.length - SHOWN_SELECTED)} more</li> : null}
            </ul>
            <form
              className="mt-3 flex flex-wrap items-end gap-2 text-sm"
              onSubmit={(e) => {
                e.preventDefault();
                const form = new FormData();
                form.set("intent", "save");
                form.set("name", groupName);
                for (const id of selection.ids) form.append("locationIds", id);
                void groupFetcher.submit(form, { method: "post", action: GROUPS_URL });
              }}
            >
              <div className="min-w-0 flex-1">
                <label htmlFor="town-group-name" className="mb-1 block font-semibold">
                  Save these towns as a group
                </label>
                <input id="town-group-name" className="field-input" maxLength={80} placeholder="For example: Tar River towns" value={groupName} onChange={(e) => setGroupName(e.target.value)} />
              </div>
              <button type="submit" className={buttonClass("outline", "sm")} disabled={groupFetcher.state !== "idle"}>
                {groupFetcher.state !== "idle" ? "Saving…" : "Save group"}
              </button>
            </form>
          </>
        ) : (
          <p className="mt-2 text-sm text-muted">No town selected yet: add towns by area above, or tick them in the list below.</p>
        )}
      </section>

      {towns.length === 0 ? (
        <p className="text-sm text-muted">No service locations exist yet.</p>
      ) : (
        <div>
          <label htmlFor="clone-filter" className="mb-1 block text-sm font-semibold">
            Find a town
          </label>
          <input id="clone-filter" type="search" className="field-input" value={filter} onChange={(e) => setFilter(e.target.value)} />
          <fieldset className="mt-2">
            <legend className="sr-only">Locations</legend>
            <ul className="max-h-64 divide-y divide-gray-100 overflow-y-auto rounded border border-gray-200">
              {listed.map((l) => (
                <li key={l.id}>
                  <div className="flex items-center gap-3 px-3 py-2 hover:bg-gray-50">
                    <input
                      id={`clone-${l.id}`}
                      type="checkbox"
                      className="size-4"
                      checked={selection.has(l.id)}
                      disabled={disabled}
                      onChange={() => selection.toggle(l.id)}
                      aria-describedby={`clone-${l.id}-facts`}
                    />
                    <div className="flex-1">
                      <label htmlFor={`clone-${l.id}`} className="cursor-pointer font-semibold">
                        {l.name}
                      </label>
                      <p id={`clone-${l.id}-facts`} className="text-xs text-muted">
                        {l.county} · {l.population ? `population ${number.format(l.population)}` : "population not recorded"}
                      </p>
                    </div>
                  </div>
                </li>
              ))}
              {listed.length === 0 ? <li className="px-3 py-2 text-sm text-muted">No town matches “{filter}”.</li> : null}
            </ul>
          </fieldset>
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the group “${deleting?.name ?? ""}”?`}
        confirmLabel="Delete group"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void groupFetcher.submit({ intent: "delete", id: deleting.id }, { method: "post", action: GROUPS_URL });
          setDeleting(null);
        }}
      >
        The towns stay as they are; only the saved list of {deleting?.locationIds.length ?? 0} towns is removed.
      </ConfirmDialog>
    </div>
  );
}

/**
 * One way of adding towns: its labelled control, then its buttons beside it (below it on a narrow
 * screen). `narrow` for a number, `wide` for a row spanning both columns.
 */
function AreaRow({ id, label, control, narrow = false, wide = false, children }: { id: string; label: string; control: ReactNode; narrow?: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex flex-wrap items-end gap-2 ${wide ? "sm:col-span-2" : ""}`}>
      <div className={narrow ? "w-24" : "min-w-0 flex-1"}>
        <label htmlFor={id} className="mb-1 block font-semibold">
          {label}
        </label>
        {control}
      </div>
      {children}
    </div>
  );
}
