/** Content of /contact: the estimate widget and how to reach the headquarters (its facts from the business settings). */
import type { PageBlock } from "~/content/blocks";

export const contactPage = [
  {
    type: "hero",
    eyebrow: "Contact us",
    title: "Get a free roof estimate",
    intro:
      "Send us a request for a free inspection and a written estimate, or call our {{hqTown}} office.{{#emergencyPhone}} Storm damage after hours? Our emergency line answers 24/7.{{/emergencyPhone}}",
    actions: [
      { kind: "call", variant: "primary", size: "lg" },
      { kind: "schedule", label: "Request a free inspection", variant: "onDark", size: "lg" },
    ],
  },
  {
    type: "estimate",
    id: "estimate",
    heading: "Instant estimate",
    paragraphs: [
      "Enter your address and see a price range for a replacement roof. There is no obligation, and nobody will visit unless you ask.",
    ],
  },
  {
    type: "requestForm",
    id: "request",
    heading: "Request a free estimate",
    intro:
      "Tell us about your roof and we will arrange a free inspection and a written estimate. There is no obligation, and nobody visits until you have agreed a time with us.",
  },
  {
    type: "contactDetails",
    id: "contact-details",
    heading: "Reach our office",
    linesTitle: "Phone and e-mail",
    lines: [
      { kind: "phone", line: "main", label: "Main office" },
      { kind: "officeLines" },
      { kind: "phone", line: "emergency", label: "24/7 emergency line" },
      { kind: "email", mailbox: "info", label: "General questions" },
      { kind: "email", mailbox: "claims", label: "Insurance claims" },
    ],
    hoursTitle: "Office hours",
    hoursNote: "{{#emergencyPhone}}Storm damage on a weekend? Call the 24/7 emergency line above.{{/emergencyPhone}}",
    booking: {
      title: "Book a free inspection",
      text: "Send the request form on this page or call us, and we will agree a time that suits you. An inspector will walk the roof, take photos and leave you a written recommendation.",
      action: "Request an inspection",
    },
    mapTitle: "Find us",
  },
  {
    type: "banner",
    id: "portal",
    look: "accent",
    icon: "shield-check",
    title: "Already a customer?",
    text: "Your warranty portal holds your warranty certificates, the photos of your roof and your documents, and takes a warranty claim online, day or night.",
    action: { label: "Open your warranty portal", href: "/portal" },
  },
  { type: "banner", look: "closing" },
] satisfies PageBlock[];
