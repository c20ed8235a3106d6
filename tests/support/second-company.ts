/**
 * A second made-up company, with every business setting given a value of its own, and the demo
 * company's values to look for: the proof that no page, feed or e-mail of a launched site states
 * a fact of the demo (docs/decisions/021-launch-as-your-company.md).
 */
import type { Database } from "~/db/client.server";
import { serviceLocations } from "~/db/schema";
import { SETTING_LEAVES, type OfficeSettings } from "~/domain/business-settings";
import { DEMO_COMPANY } from "~/domain/demo-company";
import { weekdays } from "~/domain/office-hours";
import { postInputSchema } from "~/domain/post-input";
import { loadBusiness, saveSettings } from "~/models/business-settings.server";
import { createPost } from "~/models/posts/save.server";
import { publishPosts } from "~/models/posts/publish.server";
import { launchSite, startAsOwnCompany } from "~/models/site-start.server";
import { inArray } from "drizzle-orm";

const hours = { ...weekdays("07:30", "16:30"), saturday: { opens: "08:00", closes: "12:00" } };

const office = (o: Partial<OfficeSettings>): OfficeSettings => ({
  name: "",
  staffed: true,
  street: "",
  city: "",
  zip: "",
  county: "",
  phone: "",
  email: "",
  mapQuery: "",
  latitude: null,
  longitude: null,
  hours,
  ...o,
});

/** Every setting of the second company, by key. */
export const SECOND_COMPANY = new Map<string, unknown>([
  ["company.name", "Neuse Bend Roofing"],
  ["company.legalName", "Neuse Bend Roofing & Restoration, Inc."],
  ["company.tagline", "Roofs and Repairs Along the Neuse"],
  ["company.serviceArea", "Eastern North Carolina"],
  ["company.foundingYear", 1998],
  ["company.insured", true],
  ["look.brandColor", "#7a1f2b"],
  ["look.logoPhotoId", ""],
  ["contact.mainPhone", "(919) 555-0177"],
  ["contact.emergencyPhone", "(919) 555-0178"],
  ["contact.officeEmail", "hello@neusebend-roofing.com"],
  ["contact.claimsEmail", "claims@neusebend-roofing.com"],
  ["contact.careersEmail", "jobs@neusebend-roofing.com"],
  [
    "offices.list",
    [
      office({ name: "Kinston Headquarters", street: "210 North Queen Street", city: "Kinston", zip: "28501" }),
      office({ name: "New Bern Office", street: "415 Pollock Street", city: "New Bern", zip: "28560", phone: "(252) 555-0190", email: "newbern@neusebend-roofing.com" }),
    ],
  ],
  ["figures.reviewRating", 4.7],
  ["figures.reviewCount", 132],
  ["figures.reviewsReadOn", "2026-11-02"],
  ["figures.ratingInSearchResults", true],
  ["figures.roofsCompleted", 1800],
  ["figures.emergencyResponseHours", 5.5],
  ["figures.workmanshipWarrantyYears", 8],
  ["figures.extendedWarrantyYears", 15],
  ["figures.award", "Owens Corning Preferred Contractor"],
  ["figures.townCountFloor", null],
  ["financing.lenderName", "Coastal Plain Credit Union"],
  ["financing.dealerNumber", "NB-2211"],
  ["financing.applyUrl", "https://loans.coastalplaincu.org/roof"],
  ["financing.aprFrom", 7.49],
  ["financing.termYears", 15],
  ["financing.financedPercent", 90],
  ...SETTING_LEAVES.filter((l) => l.key.startsWith("profiles.")).map((l): [string, unknown] => [l.key, `https://social.neusebend-roofing.com/${l.key.slice(9)}`]),
  ["people.team", [{ name: "Dorothy Sutton", title: "Owner", description: "Dorothy has run Neuse Bend's crews since 1998 and still inspects every storm claim herself." }]],
  ["people.testimonials", [{ quote: "They found the leak two other roofers missed and fixed it in an afternoon.", name: "Harold P.", town: "Kinston", consent: "Said yes by e-mail, 2 March 2026" }]],
  ["people.stories", [{ kind: "Hail claim", title: "A church roof rebuilt after the April hail", text: "We documented the hail bruising on the sanctuary roof, met the adjuster and rebuilt the roof in nine working days.", figures: "Working days: 9" }]],
  ["people.openings", [{ title: "Roofing Crew Lead", type: "Full-time, hourly", location: "Kinston, NC", experience: "3+ years", description: "Lead a four-person crew on residential replacements across Lenoir and Craven counties.", requirements: "Fall-protection training\nValid driver's license" }]],
  ["services.estimateWidgetUrl", ""],
  ["services.schedulingUrl", ""],
  ["services.chatScriptUrl", ""],
  ["analytics.keepTotalsMonths", 13],
  ["reviews.trigger", "certificate"],
  ["reviews.daysAfter", 5],
  ["reviews.reminderDays", 10],
  ["reviews.googlePlaceId", "ChIJneuseBendRoofingKinston"],
  ["reviews.facebookUrl", "https://social.neusebend-roofing.com/facebook-reviews"],
  ["reviews.bbbUrl", "https://www.bbb.org/us/nc/kinston/profile/roofing-contractors/neuse-bend-roofing"],
  ["reviews.others", [{ label: "Angi", url: "https://www.angi.com/companylist/neuse-bend-roofing" }]],
]);

/** The counties the second company serves. */
export const SECOND_COMPANY_COUNTIES = ["Lenoir County", "Craven County", "Wayne County", "Greene County"];

/** Every setting the form edits has a value above: a setting added later must be added here too. */
export function settingsWithoutValue(): string[] {
  return SETTING_LEAVES.filter((l) => !l.setting.internal || l.key === "look.logoPhotoId").map((l) => l.key).filter((key) => !SECOND_COMPANY.has(key));
}

/**
 * The second company set up through the same steps as an owner (set-up, settings, launch), with
 * one published post of its own for its first town.
 */
export async function setUpSecondCompany(db: Database): Promise<void> {
  const author = { userId: null, label: "owner@neusebend-roofing.com" };
  const towns = await db.select({ id: serviceLocations.id }).from(serviceLocations).where(inArray(serviceLocations.county, SECOND_COMPANY_COUNTIES));
  const setUp = new Map([...SECOND_COMPANY].filter(([key]) => ["company.name", "contact.mainPhone", "contact.officeEmail", "offices.list"].includes(key)));
  await startAsOwnCompany(db, new Map(), { values: setUp, servedTownIds: towns.map((t) => t.id) }, author);
  await saveSettings(db, new Map([...SECOND_COMPANY].filter(([key]) => !setUp.has(key))), new Map(), author);
  await launchSite(db, new Map(), author);
  const business = await loadBusiness({ db, pins: new Map(), siteUrl: "http://localhost" });
  const post = await createPost(
    db,
    postInputSchema.parse({
      title: "Getting a Kinston roof ready for hurricane season",
      content: "Loose shingles and lifted flashing are where wind-driven rain gets in. Call {{businessName}} at {{businessPhone}} for a free inspection before June.",
      categories: ["Storm Preparation"],
    }),
  );
  await publishPosts(db, [post.id], { business, by: { email: author.label, role: "owner" } });
}

/** What the demo company states, as text a page or e-mail could carry: none of it may appear. */
export const DEMO_VALUES: readonly string[] = [
  DEMO_COMPANY.name,
  DEMO_COMPANY.legalName,
  DEMO_COMPANY.tagline,
  "pamlicoridge",
  "pamlico-ridge",
  "555-0100",
  "555-0111",
  "555-0120",
  "5550100",
  "5550111",
  "5550120",
  ...DEMO_COMPANY.offices.flatMap((o) => [o.name, o.street === "Main Street" ? "Tarboro Service Area" : o.street]),
  DEMO_COMPANY.financing.lenderName,
  DEMO_COMPANY.financing.dealerNumber,
  "5.99%",
  "5,000+",
  "5,000 roofs",
  "3.8-hour",
  "3.8 hours",
  "4.9/5",
  "4.9 out of 5",
  "250 reviews",
  "250 customers",
  "since 2010",
  "in 2010",
  "8:00 AM-5:00 PM",
  "Award-Winning",
  "three locations",
  "Rocky Mount headquarters",
  "Greenville office",
  "Tarboro service area",
  "30-mile",
  ...DEMO_COMPANY.team.map((m) => m.name),
  ...DEMO_COMPANY.testimonials.map((t) => t.quote.slice(0, 40)),
  ...DEMO_COMPANY.stories.map((s) => s.title),
  "$100,000",
  ...DEMO_COMPANY.openings.map((o) => o.title),
];

/**
 * The demo values a text carries (as written: case counts), each with a little of what surrounds
 * it. A figure counts only as a number of its own ("5,000+", not the end of "$25,000+").
 */
export function demoValuesIn(text: string): string[] {
  return DEMO_VALUES.flatMap((value) => {
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
      if (/^\d/.test(value) && /[\d,.$]/.test(text[at - 1] ?? "")) continue;
      return [`${value} (…${text.slice(Math.max(0, at - 40), at + value.length + 40).replace(/\s+/g, " ")}…)`];
    }
    return [];
  });
}
