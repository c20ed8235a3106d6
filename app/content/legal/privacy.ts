import { PORTAL_LINK_MINUTES, PORTAL_SESSION_DAYS } from "~/domain/portal";
import { RECORDS_KEPT_YEARS_AFTER_WARRANTY } from "~/domain/warranty";
import { p, ul, type LegalContext, type LegalDocument } from "./types";

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** "730 days (two years)", or just "90 days". */
export function retentionPeriod(days: number): string {
  if (days % 365 !== 0) return `${days} days`;
  const years = days / 365;
  return `${days} days (${NUMBER_WORDS[years] ?? years} ${years === 1 ? "year" : "years"})`;
}

/**
 * Privacy policy (spec §2.6: last updated May 20, 2025; the request form, docs/decisions/005-leads.md;
 * the instant estimate, docs/decisions/017-instant-estimate.md; the warranty portal,
 * docs/decisions/018-warranty-portal.md).
 */
export function privacyPolicy(c: LegalContext): LegalDocument {
  const mail = { text: c.email, href: `mailto:${c.email}` };
  const tel = { text: c.phone.display, href: `tel:${c.phone.e164}` };
  return {
    title: "Privacy Policy",
    lastUpdated: "November 29, 2026",
    intro: `This policy explains what information ${c.legalName} ("${c.name}", "we", "us") collects when you visit our website, call or text us, or request an estimate or inspection, how we use it, and the choices you have.`,
    sections: [
      {
        id: "information-we-collect",
        heading: "Information we collect",
        blocks: [
          p("We collect information you give us directly, including:"),
          ul(
            "Contact details such as your name, phone number, e-mail address and property address when you request an estimate, book an inspection, call, text or e-mail us.",
            "Details about your property and roof, photos you send us, and information about an insurance claim you ask us to help document.",
            "Information you include in a job application, such as your résumé and work history.",
          ),
          p("We also collect some information automatically when you use the website:"),
          ul(
            "Technical data such as your browser type, device, IP address and the pages you visit, recorded in our server logs.",
            "Cookies that keep the website working, for example to keep staff members signed in. We do not use advertising cookies on this website.",
            "Counts of visits, made on our own server without cookies, as the next section describes.",
          ),
        ],
      },
      {
        id: "how-we-use-information",
        heading: "How we use your information",
        blocks: [
          ul(
            "To respond to your questions and provide estimates, inspections and roofing services.",
            "To schedule appointments and send reminders and project updates by phone, e-mail or text message.",
            "To prepare documentation, estimates and photos for an insurance claim when you ask us to act as your Contractor of Record.",
            "To register manufacturer warranties and handle warranty requests.",
            "To consider job applications.",
            "To keep the website secure, prevent abuse and improve our services.",
            "To meet legal, tax and accounting obligations.",
          ),
        ],
      },
      {
        id: "visits",
        heading: "How we count visits",
        blocks: [
          p(
            "We count visits to this website ourselves, on our own server, to learn which pages, towns and articles help people find us. We use no cookies, no tracking script and no outside analytics service for it, and nothing is shared with anyone. For each page you open we count:",
          ),
          ul(
            "The page's address, without anything after the \"?\" in it.",
            "The website that linked you to us (only its name, such as google.com), and the campaign named in the link you followed (utm_source, utm_medium and utm_campaign), for the first page of your day.",
            "A visitor code that lets us count the pages of one visit as one visitor. It is made by mixing a random value that changes every day with our site's address, your internet address and your browser's name and version. The random value is deleted when its day is over, after which nobody — us included — can work out the code again or link it to you or to another day. Your internet address and your browser's name are not stored.",
            "If you send a request, tap a phone number or use the instant estimate, which page you were on, the first page of that day's visit and the site that sent you, and the town page and article you read last: this is kept with your request so our office knows what helped you (see below).",
          ),
          p(
            "We do not count visits from search engines' and other robots, from link previews and from pages your browser loads in advance without showing them, or from our own staff while signed in. If your browser sends the Do Not Track or Global Privacy Control signal, we count nothing about your visit; a request you send is still received, without any of the visit details above.",
          ),
          p(
            `These records of single visits are deleted after 30 days. What we keep longer are totals per day — how many visitors and page views each page, town, article and referring site had, and how many requests they brought — which hold nothing about any one person; we keep them for ${c.visitTotalsMonths ?? 25} months to compare seasons.`,
          ),
        ],
      },
      {
        id: "request-form",
        heading: "Our request form",
        blocks: [
          p(
            "When you ask for an inspection or an estimate with the form on our ",
            { text: "Book a Free Inspection", href: "/book-inspection" },
            " or ",
            { text: "Contact", href: "/contact" },
            " page, we store what you send in our own database so that the office nearest you can call you back. The form collects:",
          ),
          ul(
            "Your name, and the phone number or e-mail address you want us to use: so we know who to ask for and how to reach you.",
            "The street address, town and ZIP code of the property: so the right office answers and the inspector can find the roof.",
            "What you need, your roof type if you know it, the time that suits you, your message and any photos you attach: so we come prepared. Before a photo is stored, we remove its location, camera and other hidden details, and only our staff can see it.",
            "Whether you agreed to text messages: we text you about your request only if you ticked that box.",
            "The page you sent the form from, the website that sent you to us, if any, and the campaign named in the link you followed (for example utm_source=facebook): so we know which of our pages and advertising help people find us. We do not use advertising cookies or tracking pixels to collect this.",
          ),
          p(
            "We e-mail a copy of your request to our office and, if you gave an e-mail address, a confirmation to you. Your address is used to answer this request, not for a mailing list. To stop automated spam, the form also contains a field people never see and records when the form was opened; your internet address is counted for a short time so that nobody can flood us with requests, and it is not stored with your request.",
          ),
          p(
            `Requests are kept for ${retentionPeriod(c.leadRetentionDays ?? 730)} and then deleted with their photos, unless you become a customer, in which case they become part of your project records. You can ask us to delete your request sooner at any time: contact us as described below and we will remove it, its notes and its photos.`,
          ),
        ],
      },
      {
        id: "instant-estimate",
        heading: "Our instant estimate",
        blocks: [
          p(
            "When you use the instant estimate on this website, we look up the address you enter and keep what we find with your estimate in our own database, as a request our office can see:",
          ),
          ul(
            "The address is sent to the U.S. Census Bureau's public geocoding service to find the house on the map and its county. Nothing else about you is sent.",
            "If the site measures roofs from aerial imagery, the map position of the house (not your name or the address) is sent to Google's Solar API, which returns the size, number of faces and pitch of the roof. Google handles that request under its own privacy policy.",
            "The address, the roof's measurements or your answers about the house, and the price ranges we showed you are stored as a request. What the map and measurement services said about an address is kept for 30 days so the same address is not looked up twice.",
            "If you give your name, phone number or e-mail address to have the estimate sent or to book an inspection, they are added to that request and handled like a request from our form (above).",
          ),
          p(
            `Estimates are kept and deleted like requests from our form: for ${retentionPeriod(c.leadRetentionDays ?? 730)}, or sooner if you ask us.`,
          ),
        ],
      },
      {
        id: "warranty-portal",
        heading: "Warranty portal",
        blocks: [
          p(
            "When we build or repair your roof, we keep a job record so that we can honor its warranties, and you can open it in your ",
            { text: "warranty portal", href: "/portal" },
            ". It holds your name, e-mail address and phone number, the property's address, the work we did and its dates, your warranty certificates, the photos we took of the roof, any documents we keep for you, and the warranty claims you send us with their photos and history. Photos have their location, camera and other hidden details removed before they are stored. Only you (signed in with the e-mail address on the job) and our staff can see them; we publish a photo of your roof in our gallery only without your name or address.",
          ),
          ul(
            `Signing in: we e-mail a link to the address on your job. It works once, within ${PORTAL_LINK_MINUTES} minutes, and is deleted a day after it expires. Signing in keeps you signed in on that browser for ${PORTAL_SESSION_DAYS} days, or until you sign out; we keep a record of the session only for that long.`,
            "Contact details: when you change your name, phone or e-mail address in the portal, our office sees the change on your job record, with the date. A new e-mail address is used only after you open the link we send to it.",
            "Claims: what you report, when you noticed it, your photos, and every status change with its date. Each change is e-mailed to you.",
            "Maintenance reminders: only if you ask for them, until you turn them off in the portal or with the link in any reminder.",
          ),
          p(
            `Your job record, with its photos, documents and claims, is kept while your workmanship warranty runs and for ${RECORDS_KEPT_YEARS_AFTER_WARRANTY} years after it ends (to answer late questions and meet tax and legal requirements), and then deleted automatically. Download your certificates before then if you want to keep them. You can ask us to delete your job record sooner; we will, except for what the law requires us to keep, and without it we cannot process a warranty claim.`,
          ),
        ],
      },
      {
        id: "text-messages",
        heading: "Text messages",
        blocks: [
          p(
            "If you agree to receive text messages, we use your mobile number to send the messages described in our ",
            { text: "SMS Terms & Conditions", href: "/sms-terms" },
            ". Mobile numbers and text-message opt-in information are never sold or shared with third parties or affiliates for their marketing or promotional purposes. You can opt out at any time by replying STOP.",
          ),
        ],
      },
      {
        id: "third-party-services",
        heading: "Third-party services on this website",
        blocks: [
          p(
            "Some features of this website are provided by other companies. When you use them, they receive information directly from your browser under their own privacy policies:",
          ),
          ul(
            "Where the website shows an outside quoting service's estimate form instead of our own instant estimate, the address and answers you enter in that form are sent to that service and shared with us so we can follow up.",
            "If we offer an outside page for booking inspections, it is hosted by a scheduling provider; our own request form is not.",
            "Maps are provided by Google Maps and load only when you scroll to them or choose to show them.",
            "If a chat window is offered, it is provided by a chat service and loads after the page has finished loading.",
          ),
        ],
      },
      {
        id: "sharing",
        heading: "When we share information",
        blocks: [
          p("We do not sell your personal information. We share it only:"),
          ul(
            "With service providers who help us run our business (for example scheduling, communications, financing applications and website hosting), who may use it only to provide those services to us.",
            "With your insurance company or adjuster, when you ask us to document damage or meet an adjuster on your behalf.",
            "With roofing manufacturers, to register your warranty.",
            "With a lender, only when you choose to apply for financing.",
            "When required by law, or to protect the rights, property or safety of our customers, employees or others.",
          ),
        ],
      },
      {
        id: "retention-security",
        heading: "How long we keep information and how we protect it",
        blocks: [
          p(
            "We keep customer and project records for as long as needed to provide our services, honor warranties and meet legal and accounting requirements; the warranty portal section above says exactly how long for job records. Job applications are kept for up to two years unless you ask us to delete them sooner.",
          ),
          p(
            "We use reasonable administrative, technical and physical safeguards to protect your information, including encrypted connections and restricted staff access. Photos uploaded to our website have location data removed. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.",
          ),
        ],
      },
      {
        id: "your-choices",
        heading: "Your choices",
        blocks: [
          ul(
            "You may ask us what personal information we hold about you, and ask us to correct or delete it, subject to records we must keep by law or for an active warranty.",
            "You may opt out of marketing e-mails using the unsubscribe link, and out of text messages by replying STOP.",
            "You can set your browser to refuse cookies; parts of the staff area will not work without them.",
          ),
          p("To make a request, contact us using the details below. We will respond within a reasonable time."),
        ],
      },
      {
        id: "children",
        heading: "Children's privacy",
        blocks: [
          p(
            "This website is meant for adults. We do not knowingly collect personal information from children under 13. If you believe a child has given us information, please contact us and we will delete it.",
          ),
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        blocks: [
          p(
            "We may update this policy from time to time. The date at the top of this page shows when it was last changed. Significant changes will be posted on this page before they take effect.",
          ),
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          p(`Questions about this policy or your information? Contact ${c.legalName}:`),
          ul(["E-mail: ", mail], ["Phone: ", tel], `Mail: ${c.address}`),
        ],
      },
    ],
  };
}
