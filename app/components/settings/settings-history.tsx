import { StaffTable } from "~/components/ui/staff-table";
import { officeTime } from "~/domain/office-time";

export interface SettingChangeRow {
  id: string;
  /** ISO time of the change. */
  at: string;
  author: string;
  setting: string;
  from: string;
  to: string;
}


/** Who changed which business setting, from what to what, newest first. */
export function SettingsHistory({ changes }: { changes: SettingChangeRow[] }) {
  return (
    <section aria-labelledby="settings-history" className="mt-12">
      <h2 id="settings-history" className="font-sans text-xl font-bold">
        History
      </h2>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No setting has been changed yet: the site shows the defaults.</p>
      ) : (
        <StaffTable className="mt-3">
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="p-3">When</th>
                <th scope="col" className="p-3">Who</th>
                <th scope="col" className="p-3">Setting</th>
                <th scope="col" className="p-3">From</th>
                <th scope="col" className="p-3">To</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {changes.map((c) => (
                <tr key={c.id} className="align-top">
                  <td className="p-3 whitespace-nowrap">
                    <time dateTime={c.at}>{officeTime(c.at)}</time>
                  </td>
                  <td className="p-3 break-all">{c.author}</td>
                  <td className="p-3">{c.setting}</td>
                  <td className="p-3 break-words text-muted">{c.from}</td>
                  <td className="p-3 break-words">{c.to}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
      )}
    </section>
  );
}
