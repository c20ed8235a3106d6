import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { SearchField } from "~/components/ui/search-field";
import { ALL_CATEGORIES, categoriesInUse, filterVariables } from "~/domain/content-variables";
import { VariableCard, type VariableView } from "./variable-card";
import { buttonClass } from "~/components/ui/button";

/** The content variables list (spec §2.11): search, category filter, cards. */
export function VariableList({
  variables,
  onAdd,
  onEdit,
  onDelete,
}: {
  variables: VariableView[];
  onAdd: () => void;
  onEdit: (variable: VariableView) => void;
  onDelete: (variable: VariableView) => void;
}) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categoryId = useId();
  const categories = categoriesInUse(variables);
  // A filter on a category that no longer exists (its last variable was deleted) shows everything.
  const activeCategory = category === ALL_CATEGORIES || categories.includes(category) ? category : ALL_CATEGORIES;
  const shown = filterVariables(variables, query, activeCategory);
  const filtered = shown.length !== variables.length;

  return (
    <section aria-labelledby="content-variables-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="content-variables-heading" className="text-2xl font-bold">
          Content Variables
        </h2>
        <button type="button" className={buttonClass("secondary")} onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Add Variable
        </button>
      </div>
      <div role="search" aria-label="Variables" className="mt-4 grid gap-3 sm:grid-cols-[1fr_16rem]">
        <SearchField label="Search variables" value={query} onValueChange={setQuery} placeholder="Name, description or value" />
        <div>
          <label htmlFor={categoryId} className="mb-1 block text-sm font-semibold">
            Filter by category
          </label>
          <select id={categoryId} value={activeCategory} onChange={(e) => setCategory(e.target.value)} className="field-input">
            <option value={ALL_CATEGORIES}>All Categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {filtered
          ? `Showing ${shown.length} of ${variables.length} variables`
          : `${variables.length} ${variables.length === 1 ? "variable" : "variables"}`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-muted">
          No variables found. Try adjusting your search or add a new variable.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((v) => (
            <li key={v.id}>
              <VariableCard variable={v} onEdit={() => onEdit(v)} onDelete={() => onDelete(v)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
