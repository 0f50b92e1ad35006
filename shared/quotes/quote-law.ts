/**
 * What Queensland's law asks of a quote for domestic building work, in one place: the thresholds, the deposit
 * caps and what the contract must contain at each level, with where each comes from and when it was read.
 * It is the software getting the rules right every time, not legal advice: docs/decisions/quotes.md.
 *
 * Every amount is in cents, including GST: the thresholds apply to the contract price, which includes GST.
 */

export const LAW_CHECKED_ON = "2026-11-25";

export const SOURCES = [
  {
    title: "Queensland Building and Construction Commission Act 1991 (Qld), Schedule 1B: Domestic building contracts",
    url: "https://www.legislation.qld.gov.au/view/html/inforce/current/act-1991-098#sch.1B",
    covers:
      "regulated contracts (contract price above $3,300), level 2 contracts ($20,000 or more), contents of contracts, deposits (s 33), progress payments (s 34), the cooling-off period, the consumer building guide (s 46)",
  },
  {
    title: "QBCC Consumer Building Guide, version 3 (effective July 2023)",
    url: "https://www.qbcc.qld.gov.au/sites/default/files/2023-06/Consumer-Building-Guide.pdf",
    covers:
      "must be given before the owner signs a contract priced at $20,000 or more; the deposit limits; the 5-business-day cooling-off period",
  },
] as const;

/** Above this (not at it), domestic building work needs a written contract with the regulated contents. */
export const REGULATED_ABOVE_CENTS = 330_000;
/** From this (at it and above), the contract is level 2: start date, warranties notice, the Consumer Building Guide. */
export const LEVEL_TWO_FROM_CENTS = 2_000_000;
/** The most deposit before work starts on site: 10% below $20,000, 5% from $20,000 (s 33). */
export const DEPOSIT_CAP_PERCENT = { belowLevelTwo: 10, levelTwo: 5 } as const;
/** The homeowner may withdraw within 5 business days of receiving the signed contract. */
export const COOLING_OFF_BUSINESS_DAYS = 5;
export const CONSUMER_BUILDING_GUIDE_URL = SOURCES[1].url;

export type ContractLevel = "small" | "regulated" | "level-two";

export function contractLevel(totalCents: number): ContractLevel {
  if (totalCents >= LEVEL_TWO_FROM_CENTS) return "level-two";
  if (totalCents > REGULATED_ABOVE_CENTS) return "regulated";
  return "small";
}

/** A level 2 contract: the homeowner must have been given the Consumer Building Guide before accepting (s 46). */
export const needsBuildingGuide = (totalCents: number) => contractLevel(totalCents) === "level-two";

export const depositCapPercent = (totalCents: number): number =>
  contractLevel(totalCents) === "level-two" ? DEPOSIT_CAP_PERCENT.levelTwo : DEPOSIT_CAP_PERCENT.belowLevelTwo;

/** The refusal of a deposit above the cap, naming the rule; undefined when it is within it. */
export function depositProblem(depositPercent: number, totalCents: number): string | undefined {
  const cap = depositCapPercent(totalCents);
  if (depositPercent <= cap) return undefined;
  return contractLevel(totalCents) === "level-two"
    ? `The deposit can be at most ${cap}% for a contract of $20,000 or more (QBCC Act, Schedule 1B, s 33)`
    : `The deposit can be at most ${cap}% for a contract under $20,000 (QBCC Act, Schedule 1B, s 33)`;
}

/** What the quote must show at its level, in the words the quote page uses for each part. */
export const REQUIRED_CONTENTS: Record<ContractLevel, readonly string[]> = {
  small: [],
  regulated: [
    "the contractor's licensed name and QBCC licence number",
    "a description of the work",
    "the contract price",
    "the date for practical completion",
    "a conspicuous notice of the owner's right to withdraw (the cooling-off period)",
  ],
  "level-two": [
    "the contractor's licensed name and QBCC licence number",
    "a description of the work",
    "the contract price",
    "the start date and the date for practical completion",
    "a conspicuous notice of the owner's right to withdraw (the cooling-off period)",
    "the statutory warranties notice",
    "the QBCC Consumer Building Guide, given before signing",
  ],
};

export const STATUTORY_WARRANTIES_NOTICE = {
  title: "Statutory warranties",
  text: "The law implies warranties into this contract (QBCC Act, Schedule 1B), including that the work will be carried out in an appropriate and skilful way and with reasonable care and skill, in accordance with the plans and specifications and the law, with good and suitable materials, and that it will be finished within the time the contract states. You can rely on them for a period after the work is finished set by the Act; the QBCC Consumer Building Guide explains them.",
} as const;

export const WITHDRAWAL_NOTICE = {
  title: "Your right to withdraw (cooling-off)",
  text: "You may withdraw from this contract within 5 business days after the day you receive a copy of the signed contract, by giving us written notice. If you withdraw, we are entitled to $100 and any out-of-pocket expenses we reasonably incurred before you withdrew (QBCC Act, Schedule 1B).",
} as const;
