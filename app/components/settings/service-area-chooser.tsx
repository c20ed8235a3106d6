/**
 * The towns a company serves, chosen in the guided set-up (docs/decisions/021-launch-as-your-company.md):
 * every town within a distance of the headquarters, or every town of the counties ticked. While
 * the owner chooses, the count and the names of the towns it makes are shown (worked out in the
 * browser with the same rule the server applies: app/domain/launch.ts).
 */
import { useEffect, useState } from "react";
import { FieldError, Field } from "~/components/ui/field";
import { townsInArea, type AreaChoice } from "~/domain/launch";
import { SET_UP_FIELDS as F } from "~/domain/set-up";
import { settingControlId } from "./setting-controls";
import { PANEL_CLASS } from "~/components/ui/panel";

interface Town {
  name: string;
  county: string;
  latitude: number;
  longitude: number;
}

export function ServiceAreaChooser({
  towns,
  counties,
  typed,
  typedCounties,
  errors,
  defaultMiles,
  headquarters,
}: {
  towns: Town[];
  counties: { county: string; towns: number }[];
  typed: Record<string, string> | null;
  typedCounties: string[];
  errors: Partial<Record<string, string>>;
  defaultMiles: number;
  /** The headquarters' town when it is known (Business Settings); else the set-up's Town field is followed. */
  headquarters?: string;
}) {
  const [by, setBy] = useState<"distance" | "county">(typed?.[F.area] === "county" ? "county" : "distance");
  const [miles, setMiles] = useState(typed?.[F.miles] ?? String(defaultMiles));
  const [ticked, setTicked] = useState<string[]>(typedCounties);
  const [hqName, setHqName] = useState(headquarters ?? typed?.[F.town] ?? "");
  // In the set-up the headquarters' town is typed above this fieldset: follow it for the distance preview.
  useEffect(() => {
    if (headquarters) return;
    const input = document.getElementById(settingControlId(F.town)) as HTMLInputElement | null;
    if (!input) return;
    const follow = () => setHqName(input.value);
    follow();
    input.addEventListener("input", follow);
    return () => input.removeEventListener("input", follow);
  }, [headquarters]);

  const hq = towns.find((t) => t.name.toLowerCase() === hqName.trim().toLowerCase());
  const choice: AreaChoice | null = by === "county" ? { by, counties: ticked } : Number(miles) > 0 ? { by, miles: Number(miles) } : null;
  const preview = hq && choice ? townsInArea(towns.map((t) => ({ ...t, id: t.name })), choice, hq) : null;

  return (
    <fieldset className={PANEL_CLASS}>
      <legend className="px-1 font-sans text-lg font-bold">Towns you serve</legend>
      <p className="text-sm text-muted">Each town you serve gets its own page, and posts can be written for it. You can add or drop towns later.</p>
      <FieldError id="area-by-error" error={errors[F.area]} />
      <div className="mt-3 space-y-4">
        <div>
          <label className="flex items-center gap-2 font-semibold">
            <input id="area-distance" type="radio" name={F.area} value="distance" checked={by === "distance"} onChange={() => setBy("distance")} className="size-4" />
            Every town within a distance of my office
          </label>
          {by === "distance" ? (
            <Field
              id={settingControlId(F.miles)}
              label="Miles from the office"
              name={F.miles}
              type="number"
              min={5}
              max={250}
              value={miles}
              onChange={(e) => setMiles(e.target.value)}
              error={errors[F.miles]}
              className="mt-2 ml-6 max-w-48"
            />
          ) : null}
        </div>
        <div>
          <label className="flex items-center gap-2 font-semibold">
            <input type="radio" name={F.area} value="county" checked={by === "county"} onChange={() => setBy("county")} className="size-4" />
            Every town of the counties I tick
          </label>
          {by === "county" ? (
            <fieldset id="area-counties" tabIndex={-1} className="mt-2 ml-6" aria-describedby={errors[F.counties] ? "area-counties-error" : undefined}>
              <legend className="sr-only">Counties</legend>
              <FieldError id="area-counties-error" error={errors[F.counties]} />
              <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
                {counties.map((c) => (
                  <li key={c.county}>
                    <label className="inline-flex items-center gap-2 py-1">
                      <input
                        type="checkbox"
                        name={F.counties}
                        value={c.county}
                        checked={ticked.includes(c.county)}
                        onChange={(e) => setTicked((all) => (e.target.checked ? [...all, c.county] : all.filter((x) => x !== c.county)))}
                        className="size-4"
                      />
                      {c.county} <span className="text-muted">({c.towns})</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
        </div>
      </div>
      <p role="status" className="mt-4 text-sm">
        {preview
          ? `${preview.length} ${preview.length === 1 ? "town" : "towns"}: ${preview
              .slice(0, 12)
              .map((t) => t.name)
              .join(", ")}${preview.length > 12 ? ` and ${preview.length - 12} more` : ""}.`
          : by === "distance"
            ? "Choose your office's town above to see the towns this makes."
            : ""}
      </p>
    </fieldset>
  );
}
