import { REVIEWED, references } from "../shared";
import type { Guide } from "../types";

export const identifyRoofDamage: Guide = {
  slug: "identify-roof-damage",
  title: "How to Identify Roof Damage (Safely, From the Ground)",
  metaTitle: "How to Identify Roof Damage After a Storm",
  description:
    "Spot roof damage after an Eastern NC storm without a ladder: exterior signs, interior clues, what 39, 58 and 74 mph winds do, and an inspection checklist.",
  keywords: [
    "how to identify roof damage",
    "storm damage roof signs",
    "wind damage shingles",
    "roof leak signs ceiling",
    "roof inspection checklist",
    "hurricane roof damage",
    "roof damage {{hqTown}} NC",
  ],
  hubGroup: "damage-insurance",
  summary: "Exterior signs, interior clues and storm signs to look for from the ground — plus a checklist for spring, fall and after every major storm.",
  eyebrow: "Damage guide",
  intro:
    "After a storm rolls through Nash, Edgecombe or Pitt County, the question is always the same: did the roof make it? You can learn a lot from the yard, the gutters and the attic — without ever setting foot on a ladder. Here is what to look for, and when to call a professional.",
  updated: REVIEWED,
  blocks: [
    {
      type: "callout",
      id: "safety-first",
      tone: "warning",
      title: "Safety first: stay off the roof",
      text: [
        "Wet, storm-damaged roofs are slick, and damaged decking can give way underfoot. Falls from roofs and ladders injure homeowners every storm season. Inspect from the ground, from windows and from inside the attic only.",
      ],
      points: [
        "Stay clear of downed or sagging power lines and report them to your utility",
        "Don't enter rooms with a sagging or bulging ceiling — it may be holding water",
        "Turn off power to areas where water is near fixtures or outlets",
        "Use binoculars or your phone's zoom for a closer look at the roof",
        "If water is coming in, call {{#emergencyPhone}}our 24/7 emergency line at {{emergencyPhone}}{{/emergencyPhone}}{{^emergencyPhone}}us at {{phone}}{{/emergencyPhone}} for tarping",
      ],
    },
    {
      type: "list",
      heading: "Exterior signs of roof damage",
      intro: ["Walk all four sides of the house in daylight. Look at the roof, then look down — the yard often tells the story."],
      items: [
        { title: "Missing shingles or bare patches", text: "Dark or different-colored rectangles where shingles used to be, especially along ridges, rakes and eaves where wind uplift is strongest." },
        { title: "Lifted, creased or flipped shingles", text: "A horizontal crease across a shingle means it was lifted by wind and bent back; its seal is broken even if it's lying flat now." },
        { title: "Granules in gutters and downspout splash areas", text: "Some granule loss is normal on a new roof. Heavy piles after a storm, or black asphalt showing through, mean the shingles have lost protection." },
        { title: "Dents and bruises", text: "Hail leaves dents in gutters, downspouts, vents and AC fins; on shingles it leaves dark spots where granules were knocked off." },
        { title: "Damaged flashing and vents", text: "Bent or lifted metal around chimneys, walls and pipe boots is a common leak point in wind-driven rain." },
        { title: "Fallen limbs and debris", text: "Even a limb that rolled off can crack shingles or puncture the decking. Pine limbs and cones are a frequent culprit in our area." },
        { title: "Sagging rooflines", text: "A dip in the ridge or a slope that looks wavy can mean water-damaged decking or structural damage — call a professional promptly." },
      ],
    },
    {
      type: "list",
      heading: "Interior clues",
      intro: ["Many leaks show up inside days or weeks before they're visible outside. Check after heavy rain."],
      items: [
        { title: "Water stains on ceilings and walls", text: "Brown rings or yellowed patches, especially near exterior walls, chimneys and bathroom vents." },
        { title: "Daylight in the attic", text: "On a sunny day, look up from the attic with the light off. Pinpoints of light at nail holes or seams mean openings water can follow." },
        { title: "Damp insulation or decking", text: "Compressed, dark or wet insulation and stained sheathing show where water has been getting in." },
        { title: "Musty smells and mold", text: "Humidity plus a slow leak grows mold fast in our climate. A musty attic can also point to poor ventilation." },
        { title: "Peeling paint and bubbling drywall", text: "Moisture trapped behind paint near the ceiling line is an early warning." },
        { title: "Higher energy bills", text: "Wet insulation stops insulating; a jump in cooling costs can be a roof symptom." },
      ],
    },
    {
      type: "table",
      heading: "Storm signs: what different winds do to a roof",
      intro: [
        "Weather agencies use a few wind-speed thresholds that line up well with the damage we find. If your area saw gusts at these levels, a professional inspection is worth scheduling even if you see nothing from the ground.",
      ],
      caption: "Wind-speed thresholds and the roof damage we commonly find",
      columns: ["Wind speed", "What it means", "What we commonly find"],
      rows: [
        ["39 mph and up", "Tropical-storm-force wind", "Loose or lifted shingle tabs, broken seals along edges, debris impacts, gutters pulled loose"],
        ["58 mph and up", "Severe thunderstorm criterion used by the National Weather Service", "Missing shingles at ridges and rakes, creased shingles, bent flashing, limbs on the roof"],
        ["74 mph and up", "Hurricane-force wind (Category 1 and above)", "Large sections of shingles and underlayment gone, decking exposed or torn, structural damage from trees"],
      ],
      note:
        "Thresholds from the [National Hurricane Center](https://www.nhc.noaa.gov/aboutsshws.php) and the [National Weather Service](https://www.weather.gov/). Damage depends on the roof's age, fastening and exposure — an older roof can fail well below these speeds.",
    },
    {
      type: "list",
      look: "checkBoxes",
      heading: "Your roof inspection checklist",
      intro: [
        "Use this list twice a year — in spring and fall — and after every major storm. Anything you check as a problem is worth a professional look.",
      ],
      items: [
        "Walk all four sides and photograph each roof slope from the ground",
        "Look for missing, lifted or creased shingles along ridges, rakes and eaves",
        "Check gutters and splash blocks for heavy granule loss",
        "Look for dents on gutters, downspouts, vents and AC units",
        "Check flashing at chimneys, walls, skylights and pipe boots",
        "Clear pine straw and leaves from valleys and gutters",
        "Note limbs overhanging the roof that should be trimmed",
        "In the attic: look for daylight, stains, damp insulation and musty smells",
        "Inside: check ceilings near exterior walls and chimneys for new stains",
        "Write down the storm date and keep your photos — insurers ask for both",
      ],
      note: "Found something? Note the date you discovered it. Insurance policies and our workmanship warranty both ask for prompt reporting — our warranty asks that damage be reported within 30 days of discovery.",
    },
    {
      type: "cards",
      heading: "Why homeowners call us after a storm",
      cards: [
        {
          title: "Photo documentation you can use",
          text: "Every inspection comes with dated photos of each slope and every damaged area, organized so your insurer and adjuster can follow them.",
        },
        {
          title: "Local crews{{#emergencyPhone}}, 24/7 emergency tarping{{/emergencyPhone}}",
          text: "We work out of {{officeTowns}}, close to the roofs we look after{{#emergencyPhone}}, and answer the emergency line around the clock to stop water getting in{{/emergencyPhone}}.",
        },
        {
          title: "Your Contractor of Record",
          text: "If there's a claim, we document, estimate, meet your adjuster and build. You stay in charge of the claim itself — see our [claim guide](/resources/insurance-claim-process).",
        },
        {
          title: "Honest answers",
          text: "If your roof is fine, we'll tell you so. If it's a small repair, we'll fix it without talking you into a replacement.",
        },
        {
          title: "{{yearsInBusiness}} years in Eastern NC",
          text: "Since {{foundingYear}} we've worked on {{#roofsCompleted}}{{roofsCompleted}} {{/roofsCompleted}}roofs across the region, through more than a few hurricane seasons.",
        },
        {
          title: "Written workmanship warranty",
          text: "Repairs and replacements are backed in writing — read how our [workmanship warranty](/resources/workmanship-warranty) works.",
        },
      ],
    },
    {
      type: "faq",
      heading: "Roof damage questions",
      groups: [
        {
          items: [
            {
              question: "How soon after a storm should I have my roof inspected?",
              answer: [
                "As soon as it's safe — ideally within a few days. Damage that's small today lets in water with the next rain, and insurers expect damage to be reported promptly. Document what you can see in the first 24-48 hours.",
              ],
            },
            {
              question: "Can a roof be damaged even if it isn't leaking?",
              answer: [
                "Yes. Broken shingle seals, creases and bruising often don't leak until the next wind-driven rain, and by then the storm that caused them may be weeks old. That's why a professional inspection after strong winds is worth it.",
              ],
            },
            {
              question: "What does hail damage look like on shingles?",
              answer: ["Dark, roughly round spots where granules were knocked off, sometimes with a soft, bruised feel underneath. Dents on gutters, vents and AC fins from the same storm are a good clue."],
            },
            {
              question: "Is the inspection really free?",
              answer: ["Yes. Our storm damage inspection is free and comes with photos. If we find nothing, you owe nothing and you have a dated record of your roof's condition."],
            },
            {
              question: "What should I do if water is coming through the ceiling?",
              answer: [
                "Move belongings, catch the water, and if a ceiling is bulging, carefully poke a small hole at the lowest point to drain it into a bucket (stand clear). Then call {{#emergencyPhone}}{{emergencyPhone}}{{/emergencyPhone}}{{^emergencyPhone}}{{phone}}{{/emergencyPhone}} for emergency tarping and take photos before anything is cleaned up.",
              ],
            },
          ],
        },
      ],
    },
    {
      type: "list",
      look: "sources",
      heading: "Sources",
      items: [
        { ...references.nhcScale, note: "tropical storm and hurricane wind thresholds" },
        { ...references.nws, note: "severe thunderstorm warnings and storm reports" },
        { ...references.ready, note: "preparing your home before hurricane season" },
        { ...references.ibhs, note: "research on how roofs fail in high wind" },
      ],
    },
    {
      type: "buttons",
      text: "See something you're not sure about? Send us photos or book a free inspection.",
      items: [
        { kind: "call" },
        { kind: "link", label: "Schedule a Free Inspection", href: "/contact" },
        { kind: "link", label: "Back to All Resources", href: "/resources", variant: "outline" },
      ],
    },
  ],
  cta: {
    title: "Get a free storm damage inspection",
    text: "Dated photos of every slope, an honest answer about what's damaged, and emergency tarping{{#emergencyPhone}} around the clock{{/emergencyPhone}} if water is getting in.",
  },
};
