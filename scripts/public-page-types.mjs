// One page of every public page type: what `npm run audit` runs Lighthouse on and what the
// JavaScript budget test (tests/e2e/js-budget.spec.ts) weighs. A new page type goes here, once.
export const PUBLIC_PAGE_TYPES = {
  home: "/home",
  services: "/services",
  service: "/residential-roofing",
  specialty: "/specialty-services/church-steeple-repair",
  town: "/locations/wilson-nc",
  office: "/locations/rockymount-nc",
  "locations hub": "/locations",
  explorer: "/service-areas",
  guide: "/resources/workmanship-warranty",
  "resources hub": "/resources",
  "blog list": "/blog",
  "blog post": "/blog/storm-damage-roof-repair-rocky-mount-nc",
  gallery: "/gallery/",
  faq: "/frequently-asked-questions",
  contact: "/contact",
  legal: "/privacy",
};
