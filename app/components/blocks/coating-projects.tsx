import type { PageBlock } from "~/content/blocks";
import { CoatingProjectPanel } from "~/components/services/coating-project";
import { Tabs } from "~/components/ui/tabs";

/** Coating project types as tabs, the first one open. */
export function CoatingProjectsBlock({ block }: { block: Extract<PageBlock, { type: "coatingProjects" }> }) {
  return (
    <Tabs
      label={block.label}
      defaultId={block.projects[0]?.id ?? ""}
      items={block.projects.map((project) => ({ id: project.id, label: project.label, content: <CoatingProjectPanel project={project} /> }))}
    />
  );
}
