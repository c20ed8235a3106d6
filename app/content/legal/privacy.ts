import { p, ul, type LegalContext, type LegalDocument } from "./types";

/** Privacy policy (spec §2.6: last updated May 20, 2025). */
export function privacyPolicy(c: LegalContext): LegalDocument {
  const mail = { text: c.email, href: `mailto:${c.email}` };
  const tel = { text: c.phone.display, href: `tel:${c.phone.e164}` };
  return {
    title: "Privacy Policy",
    lastUpdated: "May 20, 2025",
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
            "The instant-estimate form is provided by an outside quoting service. The address and answers you enter in that form are sent to that service and shared with us so we can follow up.",
            "Our inspection scheduling page is hosted by a scheduling provider.",
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
            "We keep customer and project records for as long as needed to provide our services, honor warranties and meet legal and accounting requirements. Job applications are kept for up to two years unless you ask us to delete them sooner.",
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
