// Seed data: demo blog posts.
// Pure data, no logic. Business details are written as placeholders
// ({{businessName}}, {{businessPhone}}) and are resolved at render time.
// Post 5 is a location TEMPLATE that uses location placeholders as well.

export interface SeedPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  status: "draft" | "published";
  publishedDate: string | null /* ISO */;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[] | null;
  categories: string[];
  tags: string[];
}

export const demoPosts: SeedPost[] = [
  // 1. Published location post: Rocky Mount
  {
    title: "Storm Damage Roof Repair in Rocky Mount, NC",
    slug: "storm-damage-roof-repair-rocky-mount-nc",
    excerpt:
      "What storm damage looks like on Rocky Mount roofs, the wind speeds that matter, and what to do in the first 48 hours after a storm passes through Nash and Edgecombe counties.",
    content: `## Storm season in Rocky Mount

Rocky Mount grew up at the falls of the Tar River, and the city still straddles the line between Nash and Edgecombe counties. That location puts local roofs in the path of nearly every kind of weather Eastern North Carolina gets: pop-up summer thunderstorms, the remnants of tropical systems moving inland from the coast, and the occasional winter nor'easter. For many longtime residents, the Tar River flooding that followed Hurricane Floyd in 1999 is still the storm every other storm is measured against.

At {{businessName}}, we have been serving Rocky Mount homeowners and businesses from our headquarters here in town, so storm calls from Battle Park to the neighborhoods along Sunset Avenue are part of our normal week, not a special event.

## What storm damage looks like on a Rocky Mount roof

Storm damage is not always obvious from the driveway. After a blow, look (from the ground) for:

- Missing or creased shingles, especially along ridges, rakes and the windward side of the house
- Shingle tabs that have lifted and lost their seal, which can leak long after the storm
- Bent or loose flashing around chimneys, a common weak spot on the older homes near downtown and around the historic Rocky Mount Mills village
- Piles of granules at the bottom of downspouts
- Dented gutters, roof vents and metal trim
- Limbs resting on the roof, even small ones, which can puncture shingles and underlayment

## Wind speeds that matter

You do not need a named hurricane to get roof damage. These are the thresholds we keep in mind:

- **39 mph** is where a tropical system becomes a tropical storm.
- **58 mph** is the National Weather Service threshold for a severe thunderstorm wind.
- **74 mph** is hurricane strength.

A line of summer thunderstorms crossing I-95 and US-64 can produce severe-level gusts in one neighborhood and barely a breeze in the next, so it is worth checking your roof after any storm that brought down limbs on your street.

## What to do in the first 48 hours

1. **Stay safe.** Stay off wet or damaged roofs and keep clear of downed power lines.
2. **Photograph everything.** Take dated photos of the outside of the house, any debris, and interior water spots.
3. **Prevent more damage.** If water is coming in, call {{businessPhone}} for emergency tarping. Keep receipts for any emergency work.
4. **Notify your insurance company.** Ask how they want damage reported and whether an adjuster will visit.
5. **Schedule a professional inspection.** A documented inspection gives you and your adjuster the same set of facts.

## How we handle storm repairs

When you call {{businessName}} after a storm, we:

- Inspect the roof, attic and gutters and give you a dated photo report
- Tarp openings when needed so the house stays dry
- Meet your adjuster on site if you would like us there
- Recommend repair or replacement based on what the roof actually shows, not on a sales quota
- Match existing shingles where possible, and install replacement systems from GAF, Owens Corning, CertainTeed, IKO and Atlas when a full roof is the better choice

## Call before the next storm

Whether you live near the Tar River, off Winstead Avenue, or out toward Nashville, the best time to find a loose shingle is before the next storm finds it. Call {{businessName}} at {{businessPhone}} to book a free roof inspection in Rocky Mount.`,
    author: "Admin",
    status: "published",
    publishedDate: "2026-06-16T13:00:00.000Z",
    seoTitle: "Storm Damage Roof Repair in Rocky Mount, NC | {{businessName}}",
    seoDescription:
      "Storm damage roof repair in Rocky Mount, NC: warning signs, wind speeds that matter, and what to do in the first 48 hours. Free inspections and 24/7 tarping.",
    seoKeywords: [
      "storm damage roof repair Rocky Mount",
      "Rocky Mount roofing contractor",
      "Nash County roof repair",
      "emergency roof tarp Rocky Mount",
      "Edgecombe County roofer",
    ],
    categories: ["Storm Damage", "Local Roofing"],
    tags: [
      "rocky-mount-roofing",
      "nash-county",
      "edgecombe-county",
      "storm-damage",
      "roof-repair",
    ],
  },

  // 2. Published location post: Greenville
  {
    title: "Roof Replacement in Greenville, NC",
    slug: "roof-replacement-greenville-nc",
    excerpt:
      "How heat, humidity and Tar River storms wear down Greenville roofs, the signs it is time to replace, and what a full roof replacement with our Greenville crew involves from estimate to final walkthrough.",
    content: `## Why Greenville roofs wear out

Greenville has changed a lot since it was renamed in 1786 for Revolutionary War general Nathanael Greene, but the weather that shapes its roofs has not. Long, humid summers bake asphalt shingles, afternoon thunderstorms test every flashing detail, and tropical systems that track up the coast can stall over the Tar River basin, as Hurricane Floyd did in 1999.

A few local factors speed up wear:

- **Heat and humidity.** Shingles age faster under strong summer sun, and damp, shaded slopes invite the black streaks caused by roof algae.
- **Mature trees.** The big oaks and pines in older neighborhoods near downtown and East Carolina University drop needles, leaves and limbs that trap moisture and clog valleys and gutters.
- **Wind-driven rain.** Storm winds push water sideways under shingles and around chimneys, skylights and wall flashing.

## Signs it is time to replace, not repair

Repairs make sense when damage is limited. Replacement is usually the better value when you see:

- Shingles that are curling, cracking or missing in several places
- Bald spots where the protective granules have worn away
- Repeated leaks in different spots, or soft, spongy decking
- Daylight or water stains in the attic
- Damage that would require repairing a large share of the roof. A common rule of thumb is that once repairs approach about 20 percent of the roof, replacement deserves a serious look.

## What a roof replacement includes

When {{businessName}} replaces a roof in Greenville, the process looks like this:

1. **Inspection and written estimate.** We inspect the roof and attic, measure, and walk you through the estimate line by line.
2. **Choosing materials.** We install architectural shingles from GAF, Owens Corning, CertainTeed, IKO and Atlas. For shaded lots we recommend algae-resistant shingles.
3. **Scheduling and permits.** We schedule around the forecast and handle any permit the city requires.
4. **Tear-off and deck inspection.** Old roofing comes off down to the deck, and any soft or rotted decking is replaced.
5. **Underlayment and edge details.** Synthetic underlayment, leak barrier in valleys and around penetrations, and new drip edge.
6. **Ventilation and shingles.** We balance intake and exhaust ventilation, then install shingles, flashing and ridge vent to the manufacturer's instructions.
7. **Cleanup and registration.** Magnetic sweeps for nails, a final walkthrough with you, and manufacturer warranty registration once the job is complete.

Most Greenville homes are finished in one to three days, depending on size, roof complexity and weather.

## Insurance and financing

If storm damage is behind the replacement, we document it with dated photos and can meet your adjuster on site. For planned replacements, ask us about financing options, which are subject to credit approval.

## Serving Greenville and Pitt County

From our Greenville office we are serving Greenville, Winterville, Ayden, Farmville and the rest of Pitt County. If your roof is showing its age, call {{businessName}} at {{businessPhone}} for a free inspection and a written estimate.`,
    author: "Admin",
    status: "published",
    publishedDate: "2026-07-21T13:00:00.000Z",
    seoTitle: "Roof Replacement in Greenville, NC | {{businessName}}",
    seoDescription:
      "Planning a roof replacement in Greenville, NC? Learn the warning signs, what a full replacement includes, and how long it takes. Free inspections in Pitt County.",
    seoKeywords: [
      "roof replacement Greenville NC",
      "Greenville roofing company",
      "Pitt County roofer",
      "architectural shingles Greenville",
      "new roof Greenville NC",
    ],
    categories: ["Roof Replacement", "Local Roofing"],
    tags: [
      "greenville-roofing",
      "pitt-county",
      "roof-replacement",
      "shingles",
    ],
  },

  // 3. Published general post: insurance documentation
  {
    title: "Insurance Claims After a Hurricane: How to Document Damage Step by Step",
    slug: "insurance-claims-after-hurricane-document-damage",
    excerpt:
      "A practical checklist for documenting roof and home damage after a hurricane or tropical storm, from the first photos to the adjuster meeting.",
    content: `## Why documentation matters

After a hurricane or tropical storm, insurance adjusters are stretched thin and homeowners are tired and stressed. The claims that move most smoothly are usually the ones with clear, dated documentation. Good records do not guarantee a particular outcome, because every policy is different, but they make it much easier for everyone to agree on what happened to your roof and when.

## Before the storm: know your policy

A few minutes with your policy before hurricane season pays off later:

- Find your policy number and your insurer's claims phone line and app, and save them somewhere you can reach without power.
- Check your deductibles. Many coastal North Carolina policies carry a separate hurricane or named-storm deductible, often figured as a percentage of the dwelling coverage rather than a flat dollar amount.
- Take "before" photos of every side of the house and the roof from the ground. Date-stamped photos of an undamaged roof are valuable evidence later.

## Right after the storm (the first 24 to 48 hours)

1. **Put safety first.** Do not climb onto a wet or damaged roof, and stay away from downed lines.
2. **Photograph and video everything.** Capture each side of the house, debris in the yard, fallen limbs, damaged gutters and any interior water stains. Include wide shots for context and close-ups for detail.
3. **Write it down.** Note the date, the time you discovered the damage and what the weather did. Wind thresholds help frame what you saw: 39 mph for a tropical storm, 58 mph for a severe thunderstorm and 74 mph for a hurricane.
4. **Prevent further damage.** Most policies expect you to take reasonable steps to protect the home. Emergency tarping is usually the right move if water is getting in. Keep every receipt.
5. **Report the claim.** Call your insurer or use its app, and write down your claim number and the name of everyone you speak with.

## Within the first week

- Have a roofing contractor inspect the roof and attic and provide a written report with dated photos and measurements.
- Keep damaged materials, such as torn shingles or bent flashing, until your adjuster has seen them or says you can discard them.
- Start a simple folder or spreadsheet for photos, receipts, emails and call notes.

## Before the adjuster meeting

- Review your photos and the contractor report so you can point out every spot you are concerned about.
- Ask your roofer to attend. At {{businessName}}, we are glad to meet your adjuster on site and walk the roof together so nothing is missed.
- Make a list of questions about your deductible, what is covered and how payments are issued.

## After the inspection

Read the adjuster's estimate carefully and compare it with your contractor's findings. If something appears to be missing, ask your insurer how to request a review and send any supporting photos. If you have questions about the claims process itself, the North Carolina Department of Insurance offers consumer guidance.

## We can help

{{businessName}} provides free storm damage inspections, emergency tarping and detailed photo documentation for homeowners across Eastern North Carolina. Call {{businessPhone}} as soon as it is safe, and we will help you get the facts down while they are fresh.`,
    author: "Admin",
    status: "published",
    publishedDate: "2026-09-08T13:00:00.000Z",
    seoTitle: "How to Document Hurricane Roof Damage for Insurance | {{businessName}}",
    seoDescription:
      "Step-by-step checklist for documenting roof damage after a hurricane in North Carolina: photos, notes, tarping, reporting the claim and preparing for the adjuster.",
    seoKeywords: [
      "hurricane roof damage insurance claim",
      "document roof damage",
      "roof insurance claim NC",
      "adjuster meeting roofer",
      "storm damage documentation",
    ],
    categories: ["Insurance Claims", "Storm Damage"],
    tags: ["insurance-claims", "hurricane-prep", "storm-damage", "documentation"],
  },

  // 4. Published general post: maintenance in a humid climate
  {
    title: "Black Streaks, Pine Needles and Humidity: A Maintenance Guide for Eastern NC Homeowners",
    slug: "black-streaks-pine-needles-humidity-maintenance-guide",
    excerpt:
      "Algae streaks, pine-needle buildup and constant humidity are the quiet enemies of Eastern North Carolina roofs. Here is what causes them and a simple seasonal routine to keep them in check.",
    content: `## The quiet roof problems

Hurricanes get the headlines, but much of the roof wear we see in Eastern North Carolina comes from slower, everyday causes: humidity that never seems to leave, pine needles that pile up in valleys, and the dark streaks that spread across north-facing slopes. None of these will tear a roof off overnight, but together they shorten its life.

## Those black streaks are usually algae

The dark streaks on many local roofs are typically a type of algae, often identified as Gloeocapsa magma, that feeds on the limestone filler used in many asphalt shingles. It thrives on shaded, damp slopes, so it is common here.

What to know:

- **It is mostly cosmetic at first**, but it can hold moisture against the shingle surface.
- **Do not pressure wash shingles.** High pressure strips the protective granules and may affect manufacturer warranty coverage.
- **Use a gentle cleaner** made for asphalt roofs and rinse at low pressure, or have a roofer do it safely.
- **Consider algae-resistant shingles** at replacement time. Most major manufacturers offer shingles with algae-resistant granules, and some include limited coverage against algae discoloration.
- **Zinc or copper strips** near the ridge can help slow regrowth on some roofs.

## Pine needles and leaves

Longleaf and loblolly pines are part of the landscape here, and they shed year-round. Needles collect in valleys, behind chimneys and in gutters, where they:

- Hold moisture against shingles and flashing
- Dam water in valleys during heavy rain, pushing it sideways under shingles
- Clog gutters and downspouts so water spills over the fascia

Gutter guards designed for fine pine needles help, but they still need an occasional check. Trim branches that overhang the roof, both to reduce debris and to limit what can fall during a storm.

## Humidity and the attic

A roof is only as healthy as the attic under it. In a humid climate, poor ventilation lets warm, damp air collect under the deck, which can lead to:

- Condensation, mildew and musty odors
- Rusted nails and stained or delaminating decking
- Shingles that age faster from heat built up beneath them

Balanced ventilation, with intake at the soffits and exhaust at or near the ridge, keeps air moving. Make sure bathroom and dryer vents discharge outside, not into the attic.

## A simple seasonal routine

**Spring**
- Clear gutters and valleys after the pine pollen and spring storms
- Look for streaks, moss and lifted shingles from the ground

**Summer**
- Check the attic on a hot afternoon for damp insulation or a musty smell
- Trim limbs before the peak of hurricane season

**Fall**
- Clean gutters again after needle and leaf drop
- Schedule a professional inspection so small repairs are done before winter

**After any major storm**
- Walk the property, photograph any damage and call for an inspection if you see missing shingles or debris on the roof

## Let us handle the ladder work

{{businessName}} offers roof inspections, debris removal, gutter work and maintenance plans with spring and fall visits. Call {{businessPhone}} to set up a visit and keep the small problems small.`,
    author: "Admin",
    status: "published",
    publishedDate: "2026-10-13T13:00:00.000Z",
    seoTitle: "Roof Algae, Pine Needles and Humidity: Eastern NC Maintenance Guide",
    seoDescription:
      "Why black streaks, pine needles and humidity wear down Eastern North Carolina roofs, and a simple seasonal maintenance routine to keep your roof healthy.",
    seoKeywords: [
      "roof algae black streaks",
      "pine needles gutters",
      "roof maintenance Eastern NC",
      "attic ventilation humidity",
      "algae resistant shingles",
    ],
    categories: ["Roof Maintenance"],
    tags: ["roof-maintenance", "algae-streaks", "gutters", "attic-ventilation"],
  },

  // 5. Draft TEMPLATE post (location placeholders resolved per location when cloned)
  {
    title: "Roof Replacement in {{locationName}}, NC: What Homeowners Should Know",
    slug: "template-roof-replacement-location",
    excerpt:
      "A local guide to roof replacement in {{locationName}}, {{locationCounty}}: how the weather affects your roof, signs it is time to replace, and what to expect from {{businessName}}.",
    content: `## Roofing in {{locationName}}

{{locationName}} is home to {{locationPopulation}} residents in {{locationCounty}}, and every one of those homes depends on a roof that can handle Eastern North Carolina weather. A bit of local history: {{historical_fact}}

Homeowners here deal with {{locationClimate}}. In practice that means humid summers, afternoon thunderstorms, wind-driven rain and the occasional tropical system, all of which take a toll on shingles, flashing and gutters.

## Signs your {{locationName}} roof needs replacing

- Curling, cracked or missing shingles in more than one spot
- Granules collecting in gutters or at the bottom of downspouts
- Dark streaks and moss on shaded slopes
- Leaks that return after repairs, or soft spots in the decking
- Water stains or daylight visible in the attic

If only a small section is affected, a repair may be all you need. When damage is spread across the roof, replacement is often the better long-term value.

## Storms and your roof

Wind damage does not require a hurricane. Keep these thresholds in mind:

- **39 mph**: tropical storm strength
- **58 mph**: severe thunderstorm wind
- **74 mph**: hurricane strength

After any strong storm in {{locationName}}, look for missing shingles and debris from the ground and schedule an inspection if anything looks out of place.

## What a replacement with {{businessName}} includes

1. Free inspection and a written, itemized estimate
2. Help choosing shingles from GAF, Owens Corning, CertainTeed, IKO or Atlas, including algae-resistant and impact-rated options
3. Full tear-off and inspection of the roof deck, with damaged decking replaced
4. Synthetic underlayment, leak barrier in valleys and around penetrations, and new drip edge
5. Balanced attic ventilation
6. Clean-up, a final walkthrough and manufacturer warranty registration

Most homes are completed in one to three days, weather permitting.

## Choosing the right shingle for {{locationName}}

Not every shingle is built for the same conditions. For homes in {{locationCounty}}, we usually suggest looking at three things:

- **Wind rating.** Look for shingles tested to ASTM D3161 Class F or ASTM D7158 Class H, and insist on correct nailing and starter strips.
- **Algae resistance.** Algae-resistant granules help keep shaded, humid slopes free of black streaks.
- **Impact rating.** A UL 2218 Class 4 shingle holds up better to hail, limbs and wind-blown debris.

## Insurance help

If storms caused the damage, we document everything with dated photos and can meet your adjuster on site.

## Talk to a local roofer

{{businessName}} works with homeowners in {{locationName}} and throughout {{locationCounty}}. Call {{businessPhone}} to schedule a free roof inspection.`,
    author: "Admin",
    status: "draft",
    publishedDate: null,
    seoTitle: "Roof Replacement in {{locationName}}, NC | {{businessName}}",
    seoDescription:
      "Roof replacement in {{locationName}}, NC: warning signs, storm damage tips and what to expect from {{businessName}}. Free inspections in {{locationCounty}}.",
    seoKeywords: [
      "roof replacement {{locationName}} NC",
      "{{locationName}} roofing contractor",
      "{{locationCounty}} roofer",
      "new roof {{locationName}}",
    ],
    categories: ["Roof Replacement"],
    tags: ["roof-replacement", "location-template"],
  },

  // 6. Draft general post: choosing shingles
  {
    title: "Choosing Shingles for Hurricane Country: Wind, Impact and Algae Ratings Explained",
    slug: "choosing-shingles-wind-impact-algae-ratings",
    excerpt:
      "Wind ratings, impact classes and algae resistance explained in plain language, so you can compare architectural shingles for an Eastern North Carolina home.",
    content: `## Why the label matters here

Most asphalt shingles look alike from the street. The differences that matter in Eastern North Carolina are printed on the wrapper and in the product literature: how the shingle was tested for wind, whether it has an impact rating, and whether it resists the algae that thrives in our humidity. Here is how to read those labels.

## Wind ratings

Shingle wind resistance is usually shown with one of two test standards:

- **ASTM D3161** is a fan-induced test. **Class F** is the highest class and is tested at 110 mph.
- **ASTM D7158** is an uplift test. **Class G** corresponds to 120 mph and **Class H** to 150 mph.

For context, a tropical storm begins at 39 mph, severe thunderstorm winds start at 58 mph, and hurricane strength begins at 74 mph. A wind class is a laboratory rating, not a guarantee, and real-world performance depends heavily on installation: correct nail placement, starter strips at the eaves and rakes, and sealed ridge caps.

Many manufacturers also offer higher wind warranty coverage when their specified starter, ridge and underlayment products are installed as a complete system. Ask your roofer exactly which components are required.

## Impact ratings

Impact resistance is tested under **UL 2218**, which drops steel balls of increasing size onto the shingle. **Class 4** is the highest rating. Hail is less common here than in the Plains, but impact-rated shingles also stand up better to small limbs and wind-blown debris. Some insurers offer discounts for impact-rated or FORTIFIED roofs, so it is worth asking your agent before you choose.

Examples of impact-rated lines include Owens Corning Duration STORM, GAF Timberline AS II, IKO Nordic and the Atlas StormMaster series.

## Algae resistance

Algae-resistant shingles use granules treated to slow the growth of the algae that causes black streaks. Each manufacturer brands this differently, for example GAF StainGuard Plus, Owens Corning StreakGuard, CertainTeed StreakFighter and Atlas Scotchgard Protector. Coverage terms vary by product, so read the limited warranty for specifics.

## Other things to compare

- **Weight and thickness.** Heavier, thicker laminated shingles generally hold up better and cast deeper shadow lines.
- **Color.** Lighter colors reflect more summer heat, while darker colors can hide streaking longer.
- **Warranty path.** Enhanced system warranties usually require a certified installer and registration after the job.
- **Code and HOA rules.** Some neighborhoods limit colors or styles.

## The bottom line

For most Eastern North Carolina homes, we recommend a laminated architectural shingle with a high wind rating, algae-resistant granules and, where the budget allows, a Class 4 impact rating, installed as a complete manufacturer system.

{{businessName}} installs shingles from GAF, Owens Corning, CertainTeed, IKO and Atlas. Call {{businessPhone}} and we will bring samples and walk you through the options for your home.`,
    author: "Admin",
    status: "draft",
    publishedDate: null,
    seoTitle: "Choosing Shingles for Hurricane Country: Wind, Impact and Algae Ratings",
    seoDescription:
      "How to compare shingle wind ratings, Class 4 impact ratings and algae resistance for an Eastern North Carolina home, in plain language.",
    seoKeywords: [
      "hurricane rated shingles",
      "Class 4 impact shingles",
      "ASTM D3161 Class F",
      "algae resistant shingles",
      "best shingles Eastern NC",
    ],
    categories: ["Buying Guides"],
    tags: ["shingles", "wind-ratings", "impact-resistant", "algae-resistant"],
  },
];
