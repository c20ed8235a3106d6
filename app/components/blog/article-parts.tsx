import { ArrowLeft, CalendarDays, Clock, Phone, UserRound } from "lucide-react";
import { formatPostDate, readTimeLabel } from "~/components/blog/format";
import { buttonClass } from "~/components/ui/button";
import { Link, PhoneLink } from "~/components/ui/links";
import { useBusiness } from "~/components/use-business";

/** The dark band above a blog article: the way back, its categories, title, author, date and reading time. */
export function ArticleHeader({
  article,
}: {
  article: { title: string; author: string; categories: string[]; publishedIso: string | null; readMinutes: number };
}) {
  const business = useBusiness();
  const date = formatPostDate(article.publishedIso);
  return (
    <div className="bg-brand-800 text-white">
      <div className="container-page py-10 md:py-14">
        <Link to="/blog" className="btn -ml-3 text-brand-100 hover:bg-brand-700 hover:text-white">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the blog
        </Link>
        {article.categories.length > 0 ? (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Categories">
            {article.categories.map((category) => (
              <li key={category} className="rounded-full bg-accent-500 px-3 py-1 text-xs font-semibold text-brand-900">
                {category}
              </li>
            ))}
          </ul>
        ) : null}
        <h1 className="mt-4 max-w-4xl text-3xl leading-tight font-bold text-white md:text-5xl">{article.title}</h1>
        <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-brand-100">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            By {article.author.trim().toLowerCase() === "admin" ? `the ${business.name} team` : article.author}
          </span>
          {date ? (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={article.publishedIso ?? undefined}>{date}</time>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {readTimeLabel(article.readMinutes)}
          </span>
        </p>
      </div>
    </div>
  );
}

/** The article's sidebar card: questions about your roof go to a person, by form or by phone. */
export function ArticleQuestions() {
  const business = useBusiness();
  return (
    <section aria-labelledby="post-help-title" className="rounded-lg bg-brand-700 p-6 text-white">
      <h2 id="post-help-title" className="text-2xl font-bold text-white">
        Questions about your roof?
      </h2>
      <p className="mt-2 text-sm text-brand-100">
        Our inspectors will look at your roof, photograph what they find and explain your options, with no
        obligation.
      </p>
      <div className="mt-5 flex flex-col gap-2">
        <Link to="/contact" className={buttonClass("primary")}>
          Contact us
        </Link>
        <PhoneLink phone={business.phones.main} className={buttonClass("onDark")}>
          <Phone aria-hidden="true" className="size-4" />
          Call {business.phones.main.display}
        </PhoneLink>
      </div>
    </section>
  );
}
