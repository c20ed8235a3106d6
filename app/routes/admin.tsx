import { Building2, FileText, Images, LayoutTemplate, Variable } from "lucide-react";
import { Link } from "~/components/ui/links";
import { Logo } from "~/components/logo";
import { useBusiness } from "~/components/use-business";
import { buttonClass } from "~/components/ui/button";

const features = [
  { icon: FileText, title: "Create and edit posts", text: "Write a post once, preview it, and publish it when it is ready." },
  { icon: LayoutTemplate, title: "Location templates", text: "Turn one article into honest, town-specific drafts for the communities we serve." },
  { icon: Images, title: "Gallery images", text: "Keep the public project gallery stocked with recent work." },
  { icon: Variable, title: "Content variables", text: "Reusable sentences and offers: change one once and every post that uses it follows." },
  { icon: Building2, title: "Business settings", text: "Change a phone number, office hours or a warranty term once and every page, e-mail and search listing follows." },
];

/** Spec §2.10: the public landing of the content management area. */
export default function Admin() {
  const business = useBusiness();
  return (
    <main className="min-h-screen bg-sand px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <div className="flex justify-center">
          <Logo name={business.name} />
        </div>
        <h1 className="mt-8 text-4xl font-bold">Content Management System</h1>
        <p className="mt-4 text-lg text-muted">
          The staff area of {business.name}: where our team writes blog posts, manages gallery photos and keeps the site's
          business details up to date.
        </p>
        <ul className="mt-10 grid gap-4 text-left sm:grid-cols-2">
          {features.map((f) => (
            <li key={f.title} className="rounded-lg bg-white p-5 shadow-sm">
              <f.icon aria-hidden="true" className="size-6 text-accent-600" />
              <h2 className="mt-3 font-sans text-lg font-bold">{f.title}</h2>
              <p className="mt-1 text-sm text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/auth" className={buttonClass("secondary", "sm", "px-6 py-3")}>
            Login to Dashboard
          </Link>
          <Link to="/home" className={buttonClass("outline", "sm", "px-6 py-3")}>
            Return to Website
          </Link>
        </div>
      </div>
    </main>
  );
}
