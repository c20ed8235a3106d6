import { p, ul, type LegalContext, type LegalDocument } from "./types";

/** SMS terms (spec §2.6, §9: last updated May 20, 2025; message frequencies; STOP and HELP). */
export function smsTerms(c: LegalContext): LegalDocument {
  const mail = { text: c.email, href: `mailto:${c.email}` };
  const tel = { text: c.phone.display, href: `tel:${c.phone.e164}` };
  return {
    title: "SMS Terms & Conditions",
    lastUpdated: "May 20, 2025",
    intro: `These terms apply to text messages sent by ${c.legalName} ("${c.name}", "we", "us") to customers and prospective customers who have agreed to receive them.`,
    sections: [
      {
        id: "program",
        heading: "About our text messages",
        blocks: [
          p(
            `${c.name} sends text messages about appointments, roofing projects and, if you agree, occasional offers. You will receive messages only after you give your consent, for example by checking a box on a form, by texting us first, or by telling a member of our team that you want to receive texts.`,
          ),
          p("Consent to receive text messages is not a condition of buying any goods or services from us."),
        ],
      },
      {
        id: "message-types",
        heading: "Types and frequency of messages",
        blocks: [
          ul(
            "Appointment reminders: sent 24-48 hours before a scheduled inspection, estimate or installation.",
            "Project status updates: 1-3 messages per week while your project is active, for example crew arrival, weather delays and completion.",
            "Promotional messages: no more than 4 per month, and only if you have agreed to receive them.",
          ),
          p("Message frequency varies with your appointments and projects."),
        ],
      },
      {
        id: "opt-out",
        heading: "How to opt out",
        blocks: [
          p(
            "You can cancel at any time. Reply STOP to any message from us. We will send one message confirming that you have been unsubscribed, and after that you will receive no further text messages from us unless you sign up again. You can also reply STOP ALL, UNSUBSCRIBE, CANCEL, END or QUIT.",
          ),
        ],
      },
      {
        id: "help",
        heading: "Getting help",
        blocks: [
          p("Reply HELP to any message for help, or contact us directly:"),
          ul(["Phone: ", tel], ["E-mail: ", mail]),
        ],
      },
      {
        id: "rates",
        heading: "Message and data rates",
        blocks: [
          p(
            "Message and data rates may apply to any messages we send to you and you send to us, according to your mobile plan. Contact your wireless provider for details about your plan.",
          ),
        ],
      },
      {
        id: "carriers",
        heading: "Carriers",
        blocks: [
          p(
            "Wireless carriers are not liable for delayed or undelivered messages. Delivery depends on your carrier's network and coverage, and messages may not be delivered if your phone is off or out of range.",
          ),
        ],
      },
      {
        id: "your-number",
        heading: "Your mobile number",
        blocks: [
          p(
            "Please tell us if you change or give up your mobile number, so that messages about your home are not sent to someone else. You confirm that you are the account holder of the number you give us, or have the account holder's permission to use it.",
          ),
        ],
      },
      {
        id: "privacy",
        heading: "Privacy",
        blocks: [
          p(
            "We use your mobile number only as described in our ",
            { text: "Privacy Policy", href: "/privacy" },
            ". Mobile numbers and text-message opt-in information are never sold or shared with third parties or affiliates for their marketing or promotional purposes.",
          ),
        ],
      },
      {
        id: "changes",
        heading: "Changes to these terms",
        blocks: [
          p(
            "We may update these terms from time to time. The date at the top of this page shows when they were last changed. If you keep receiving messages after a change, the updated terms apply.",
          ),
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [ul(["Phone: ", tel], ["E-mail: ", mail], `Mail: ${c.address}`)],
      },
    ],
  };
}
