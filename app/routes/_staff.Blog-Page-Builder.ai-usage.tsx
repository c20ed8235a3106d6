import { data } from "react-router";
import type { Route } from "./+types/_staff.Blog-Page-Builder.ai-usage";
import { requireStaff } from "~/auth/guard.server";
import { Alert } from "~/components/ui/alert";
import { aiStatusFor } from "~/domain/ai";
import { generationTotals, listGenerations } from "~/models/ai-generations.server";
import { businessFromMatches, pageMeta } from "~/seo/meta";
import { servicesContext } from "~/context.server";
import { StaffTable } from "~/components/ui/staff-table";
import { officeTime } from "~/domain/office-time";

/** The newest generations the screen lists; the totals count every one. */
const SHOWN = 200;

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    business: businessFromMatches(matches),
    pathname: location.pathname,
    title: "AI Usage",
    description: "Who used the AI writing assistant, when, and what it cost in tokens and images.",
  });
}

/** The owner sees every AI generation — who, when, what, and how it ended. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireStaff(context);
  if (user.role !== "owner") throw data({ error: "Only the site owner can see AI usage." }, { status: 403 });
  const { db, ai, env } = context.get(servicesContext);
  const [rows, totals] = await Promise.all([listGenerations(db, SHOWN), generationTotals(db)]);
  return {
    totals,
    perHour: env.ai.generationsPerHour,
    text: aiStatusFor(ai.availability("text"), "text", "owner"),
    image: aiStatusFor(ai.availability("image"), "image", "owner"),
    generations: rows.map((r) => ({
      id: r.id,
      who: r.userEmail,
      when: officeTime(r.createdAt),
      kind: r.kind,
      model: r.model,
      promptTokens: r.promptTokens,
      completionTokens: r.completionTokens,
      images: r.images,
      outcome: r.outcome,
      error: r.errorMessage,
      seconds: Math.round(r.durationMs / 100) / 10,
    })),
  };
}

const KIND_LABEL = { text: "Draft", image: "Image", localize: "Localized clone" } as const;
const OUTCOME_LABEL = { ok: "Done", error: "Failed", stopped: "Stopped" } as const;
const number = new Intl.NumberFormat("en-US");

export default function AiUsage({ loaderData }: Route.ComponentProps) {
  const { totals, generations, perHour, text, image } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold">AI Usage</h1>
      <p className="mt-2 text-muted">
        Every request to the AI service, newest first. Each staff member may start {perHour} generations an hour.
      </p>

      <div className="mt-4 space-y-2">
        {text.ready ? <p className="text-sm">Drafts are written by {text.model}.</p> : <Alert tone="info">{text.message}</Alert>}
        {image.ready ? <p className="text-sm">Images are drawn by {image.model}.</p> : <Alert tone="info">{image.message}</Alert>}
      </div>

      <section aria-labelledby="totals-heading" className="mt-6">
        <h2 id="totals-heading" className="font-sans text-lg font-bold">
          Totals
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="ai-totals">
          {[
            ["Generations", totals.generations],
            ["Prompt tokens", totals.promptTokens],
            ["Output tokens", totals.completionTokens],
            ["Images", totals.images],
            ["Failed", totals.errors],
            ["Stopped", totals.stopped],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-xl font-bold">{number.format(Number(value))}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="generations-heading" className="mt-8">
        <h2 id="generations-heading" className="font-sans text-lg font-bold">
          Generations
        </h2>
        {generations.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Nobody has used the AI yet.</p>
        ) : (
          <StaffTable className="mt-3">
              <caption className="sr-only">AI generations, newest first{totals.generations > generations.length ? ` (the newest ${generations.length})` : ""}</caption>
              <thead className="bg-gray-50">
                <tr>
                  <th scope="col" className="p-3">When</th>
                  <th scope="col" className="p-3">Who</th>
                  <th scope="col" className="p-3">Kind</th>
                  <th scope="col" className="p-3">Model</th>
                  <th scope="col" className="p-3">Tokens or images</th>
                  <th scope="col" className="p-3">Outcome</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200">
                {generations.map((g) => (
                  <tr key={g.id}>
                    <td className="p-3 whitespace-nowrap">{g.when}</td>
                    <td className="p-3">{g.who}</td>
                    <td className="p-3">{KIND_LABEL[g.kind]}</td>
                    <td className="p-3">{g.model}</td>
                    <td className="p-3">
                      {g.kind === "image"
                        ? `${g.images} ${g.images === 1 ? "image" : "images"}`
                        : g.promptTokens === null && g.completionTokens === null
                          ? "Not reported"
                          : `${number.format(g.promptTokens ?? 0)} in, ${number.format(g.completionTokens ?? 0)} out`}
                    </td>
                    <td className="p-3">
                      {OUTCOME_LABEL[g.outcome]} <span className="text-muted">({g.seconds} s)</span>
                      {g.error ? <p className="text-xs text-red-700">{g.error}</p> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </StaffTable>
        )}
      </section>
    </>
  );
}
