import { Trophy } from "lucide-react";
import type { SuccessStory } from "~/domain/business";

/** The success-story cards of /gallery/ (spec §2.7): the owner's stories, from the business settings. */
export function SuccessStories({ stories }: { stories: readonly SuccessStory[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {stories.map((story) => (
        <li key={story.id} className="flex flex-col rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-accent-700 uppercase">
            <Trophy aria-hidden="true" className="size-4" /> {story.eyebrow}
          </p>
          <h3 className="mt-2 text-2xl font-bold">{story.title}</h3>
          <p className="mt-3 flex-1 text-muted">{story.text}</p>
          {/* Two columns while each can hold 10rem, else one: a figure's words never break mid-word. */}
          {story.figures.length ? (
            <dl className="mt-5 grid grid-cols-[repeat(auto-fit,minmax(min(100%,10rem),1fr))] gap-4 rounded-md bg-brand-50 p-4">
              {story.figures.map((f, i) => (
                <div key={`${i}-${f.label}`} className="flex flex-col-reverse">
                  {/* A figure the owner gave without a label ("Same night") is named by its story's kind for screen readers. */}
                  <dt className={f.label ? "text-sm text-muted" : "sr-only"}>{f.label || story.eyebrow}</dt>
                  <dd className="font-display text-2xl font-bold text-brand-700">{f.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
