import { useCallback, useMemo, useState } from "react";

/**
 * Which of a list's items are ticked: toggle one, tick or untick all. `among` is the list the
 * selection applies to; ids no longer in it (a post deleted meanwhile) do not count as selected.
 */
export function useSelection(among: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const ids = useMemo(() => among.filter((id) => ticked.has(id)), [among, ticked]);
  const all = among.length > 0 && ids.length === among.length;

  const toggle = useCallback((id: string) => {
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => setTicked(all ? new Set() : new Set(among)), [all, among]);
  const clear = useCallback(() => setTicked(new Set()), []);
  /** Ticks these too; answers how many were not ticked before. */
  const add = useCallback(
    (more: readonly string[]) => {
      const fresh = more.filter((id) => !ticked.has(id));
      if (fresh.length) setTicked((current) => new Set([...current, ...fresh]));
      return fresh.length;
    },
    [ticked],
  );

  return { ids, has: (id: string) => ticked.has(id), all, toggle, toggleAll, clear, add };
}
