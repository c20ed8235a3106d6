import { BUSINESS_TIME_ZONE } from "~/config/business";

export interface SettingChangeRow {
  id: string;
  /** ISO time of the change. */
  at: string;
  author: string;
  setting: string;
  from: string;
  to: string;
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE });

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
        <div className="mt-3 overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full text-left text-sm">
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
                    <time dateTime={c.at}>{when.format(new Date(c.at))}</time>
                  </td>
                  <td className="p-3 break-all">{c.author}</td>
                  <td className="p-3">{c.setting}</td>
                  <td className="p-3 break-words text-muted">{c.from}</td>
                  <td className="p-3 break-words">{c.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
