/**
 * How content states the company's financing (spec §9's terms are the demo company's): each of the
 * lender's figures in a sentence of its own, shown only when the owner gave it, and other words
 * where the company offers no financing (docs/decisions/021-launch-as-your-company.md).
 */

/** The lender's figures the owner gave, one sentence each (each ends with a space). */
export const FINANCING_FIGURES =
  "{{#aprFrom}}Rates start as low as {{aprFrom}}% APR. {{/aprFrom}}" +
  "{{#financeTerm}}Terms run up to {{financeTerm}} years. {{/financeTerm}}" +
  "{{#financedPercent}}Up to {{financedPercent}}% of the project can be financed. {{/financedPercent}}";

/** The answer to "can I finance a roof?", true with financing and without. */
export const PAYING_FOR_A_ROOF =
  `{{#financing}}Yes. ${FINANCING_FIGURES}All financing is subject to credit approval.{{/financing}}` +
  "{{^financing}}Ask us when you get your estimate: we explain the payment schedule, how insurance proceeds and your deductible fit in after a storm, and the ways to spread the cost. Many homeowners pay from savings or through their own bank or credit union.{{/financing}}";
