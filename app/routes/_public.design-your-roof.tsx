import { Link } from "react-router";
import { CallToAction } from "~/components/marketing/call-to-action";
import { PageHero } from "~/components/marketing/page-hero";
import { CheckList } from "~/components/services/check-list";
import { ProcessSteps } from "~/components/marketing/process-steps";
import { Section } from "~/components/services/section";
import { VisualizerCard } from "~/components/services/visualizer-card";
import { colorTips, designSteps, visualizerPartners } from "~/content/services/design-tools";
import { buttonClass } from "~/components/ui/button";

export default function DesignYourRoofPage() {
  return (
    <>
      <PageHero
        eyebrow="Design your roof"
        title="See your new roof before it's installed"
        intro={
          <p>
            A roof is the largest color on your house and you'll live with it for decades. Try shingle styles and colors on a
            home like yours with the manufacturers' free visualizers, then see real samples at your free inspection.
          </p>
        }
        actions={
          <>
            <Link to="/book-inspection" className={buttonClass("primary", "lg")}>
              Book a Free Inspection
            </Link>
            <Link to="/contact" className={buttonClass("onDark", "lg")}>
              Contact Us
            </Link>
          </>
        }
      />

      <Section
        id="visualizers"
        eyebrow="Visualizer tools"
        title="Two free tools from the brands we install"
        intro="Both tools open on the manufacturer's website in a new tab. Nothing to download, and no account needed to start."
      >
        <ul className="grid gap-8 lg:grid-cols-2">
          {visualizerPartners.map((partner) => (
            <VisualizerCard key={partner.id} partner={partner} />
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" tone="sand" eyebrow="How it works" title="From screen to samples in three steps">
        <ProcessSteps steps={designSteps} />
      </Section>

      <Section id="color-tips" title="Choosing a roof color in Eastern North Carolina">
        <div className="max-w-3xl">
          <CheckList items={colorTips} />
          <p className="mt-8 text-muted">
            Comparing manufacturers too?{" "}
            <Link to="/brands" className="font-semibold text-brand-600 underline">
              See the brands we install and their warranties
            </Link>
            .
          </p>
        </div>
      </Section>

      <CallToAction
        title="Found a color you love?"
        text="Book a free inspection and we'll bring real samples of your favorites, measure your roof and give you a written price."
      />
    </>
  );
}
