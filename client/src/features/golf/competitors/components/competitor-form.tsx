import type { z } from "zod";
import { COMPETITOR_SEGMENTS } from "@shared/golf/golf-constants";
import { competitorSchema } from "@shared/golf/golf-validation";
import { COMPANY_FIELDS, golfRecordForm, WEBSITE_FIELD } from "../../components/golf-record-form";
import { COMPETITORS_PATH } from "../api/use-golf-competitors";
import { segmentLabel } from "../competitor-rules";

export const COMPETITOR_FORM_DEFAULTS: z.input<typeof competitorSchema> = {
  companyName: "",
  country: "",
  website: "",
  marketSegment: null,
  specialization: "",
  estimatedRevenue: 0,
  marketShare: 0,
  strengths: "",
  weaknesses: "",
  pricingStrategy: "",
  distributionChannels: "",
};

/** The add-competitor form, and the form a competitor is changed in. */
export const CompetitorForm = golfRecordForm({
  schema: competitorSchema,
  path: COMPETITORS_PATH,
  defaults: COMPETITOR_FORM_DEFAULTS,
  noun: "competitor",
  addTitle: "Add Competitor",
  added: "The competitor has been added to your analysis.",
  fields: [
    ...COMPANY_FIELDS,
    {
      name: "marketSegment",
      label: "Market segment",
      kind: "select",
      options: COMPETITOR_SEGMENTS.map((value) => ({ value, label: segmentLabel(value) })),
    },
    WEBSITE_FIELD,
    { name: "estimatedRevenue", label: "Estimated revenue (USD)", kind: "decimal", hint: "Per year, in US dollars", min: 0, step: "any" },
    { name: "marketShare", label: "Market share (%)", kind: "decimal", min: 0, max: 100, step: 0.01 },
    { name: "specialization", label: "Specialization", hint: "e.g. Discount golf equipment" },
    { name: "pricingStrategy", label: "Pricing strategy" },
    { name: "distributionChannels", label: "Distribution channels" },
    { name: "strengths", label: "Strengths", kind: "textarea", wide: true },
    { name: "weaknesses", label: "Weaknesses", kind: "textarea", wide: true },
  ],
});
