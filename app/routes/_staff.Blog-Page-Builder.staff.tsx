import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_staff.Blog-Page-Builder.staff";
import { failed, parseForm, succeeded, type ActionResult, type FieldErrors } from "~/domain/forms";
import { requireOwner } from "~/auth/guard.server";
import { INVITATION_DAYS } from "~/auth/forms";
import { inviteStaff, listInvitations, listStaff, normalizeEmail, revokeInvitation } from "~/auth/staff-access.server";
import { Alert } from "~/components/ui/alert";
import { Field, SelectField } from "~/components/ui/field";
import { STAFF_ROLES } from "~/db/schema";
import { businessContext, servicesContext } from "~/context.server";
import { buttonClass } from "~/components/ui/button";
import { idSchema } from "~/domain/input-rules";
import { StaffTable } from "~/components/ui/staff-table";
import { officeTime } from "~/domain/office-time";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireOwner(context);
  const { db } = context.get(servicesContext);
  const [staff, invitations] = await Promise.all([listStaff(db), listInvitations(db)]);
  const welcome = new URL(request.url).searchParams.get("welcome") === "owner";
  return { staff, invitations, welcome };
}

const inviteSchema = z.object({
  email: z.string().trim().min(1, "Enter the e-mail address to invite").pipe(z.email("Enter a valid e-mail address")),
  role: z.enum(STAFF_ROLES, { error: "Choose a role" }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const owner = requireOwner(context);
  const { db, mailer, env } = context.get(servicesContext);
  const business = context.get(businessContext);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "revoke") {
    const id = idSchema().safeParse(form.get("id"));
    if (!id.success || !(await revokeInvitation(db, id.data))) {
      return data<ActionResult>(failed("That invitation no longer exists."), { status: 404 });
    }
    return data<ActionResult>(succeeded("Invitation withdrawn."));
  }

  const parsed = parseForm(inviteSchema, form);
  if (!parsed.ok) {
    return data<ActionResult>(failed("Check the invitation.", { errors: parsed.errors, values: parsed.values }), { status: 400 });
  }
  const email = normalizeEmail(parsed.data.email);
  const invited = await inviteStaff(db, { email, role: parsed.data.role, invitedBy: owner.id });
  if (!invited.ok) {
    return data<ActionResult>(failed(`${email} already has a staff account.`), { status: 409 });
  }
  const link = `${env.siteUrl}/auth/invitation?token=${invited.token}`;
  await mailer.send({
    to: email,
    subject: `You are invited to the ${business.name} staff area`,
    text:
      `${owner.email} invited you to the ${business.name} staff area as ${parsed.data.role === "owner" ? "an owner" : "an editor"}.\n\n` +
      `Open this link to choose your password and create your account:\n${link}\n\n` +
      `The link is yours alone: it works once, only for ${email}, for ${INVITATION_DAYS} days, and stops working if ` +
      "you are invited again (then use the newest e-mail). You are signed in as soon as you choose your password; " +
      "no second e-mail follows.\n\n" +
      "If you did not expect this invitation, ignore this message; no account is made without the link.\n",
  });
  return data<ActionResult>(succeeded(`Invitation sent to ${email}. Its link works once, for ${INVITATION_DAYS} days.`));
}


export default function StaffManagement({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const errors: FieldErrors = actionData?.errors ?? {};
  const pending = loaderData.invitations.filter((i) => !i.acceptedAt);
  return (
    <>
      <h1 className="text-3xl font-bold">Staff &amp; Invitations</h1>
      <p className="mt-2 text-muted">
        Only people you invite (or addresses allowed by the server settings) can create a staff account. An invitation
        e-mails a link that works once, for {INVITATION_DAYS} days: whoever opens it chooses the password for the invited
        address and is signed in. Nobody can sign up with an invited address any other way, and inviting the same address
        again replaces the earlier link.
      </p>

      <div className="mt-6 space-y-3">
        {loaderData.welcome ? (
          <Alert tone="success">Your owner account is ready. Invite the people who will write and publish posts.</Alert>
        ) : null}
        {actionData && !actionData.errors ? <Alert tone={actionData.ok ? "success" : "error"}>{actionData.message}</Alert> : null}
      </div>

      <section aria-labelledby="invite-heading" className="mt-8 rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
        <h2 id="invite-heading" className="font-sans text-lg font-bold">
          Invite a staff member
        </h2>
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <Field
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={actionData?.values?.email}
            error={errors.email}
          />
          {/* Short options: a select's text cannot wrap, so what each role may do is said beside it. */}
          <SelectField id="invite-role" label="Role" name="role" defaultValue="editor" error={errors.role} hint="Editors write and publish; owners also manage staff.">
            <option value="editor">Editor</option>
            <option value="owner">Owner</option>
          </SelectField>
          <button type="submit" className={buttonClass("secondary", "sm", "sm:mt-6")} disabled={busy}>
            {busy ? "Sending…" : "Send Invitation"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="pending-heading" className="mt-8">
        <h2 id="pending-heading" className="font-sans text-lg font-bold">
          Open invitations ({pending.length})
        </h2>
        {pending.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No open invitations.</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
            {pending.map((inv) => (
              <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold">{inv.email}</p>
                  <p className="text-xs text-muted">
                    {inv.role} · sent {officeTime(inv.createdAt, "date")} · expires {officeTime(inv.expiresAt, "date")}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="id" value={inv.id} />
                  <button type="submit" className={buttonClass("outline")} aria-label={`Withdraw the invitation for ${inv.email}`}>
                    Withdraw
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="staff-heading" className="mt-8">
        <h2 id="staff-heading" className="font-sans text-lg font-bold">
          Staff accounts ({loaderData.staff.length})
        </h2>
        <StaffTable className="mt-3">
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="p-3">Email</th>
                <th scope="col" className="p-3">Role</th>
                <th scope="col" className="p-3">Confirmed</th>
                <th scope="col" className="p-3">Joined</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {loaderData.staff.map((s) => (
                <tr key={s.id}>
                  <td className="p-3">{s.email}</td>
                  <td className="p-3 capitalize">{s.role}</td>
                  <td className="p-3">{s.emailVerified ? "Yes" : "Waiting for e-mail confirmation"}</td>
                  <td className="p-3">{officeTime(s.createdAt, "date")}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
      </section>
    </>
  );
}
