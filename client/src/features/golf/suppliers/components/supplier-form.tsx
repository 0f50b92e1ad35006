import type { z } from "zod";
import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from "@shared/constants";
import { SUPPLIER_SPECIALIZATIONS } from "@shared/golf/golf-constants";
import { supplierSchema } from "@shared/golf/golf-validation";
import { COMPANY_FIELDS, golfRecordForm, WEBSITE_FIELD } from "../../components/golf-record-form";
import { SUPPLIERS_PATH } from "../api/use-golf-suppliers";
import { specializationLabel } from "../supplier-filters";

export const SUPPLIER_FORM_DEFAULTS: z.input<typeof supplierSchema> = {
  companyName: "",
  country: "",
  contactEmail: "",
  website: "",
  specialization: null,
  minimumOrder: 1,
  paymentTerms: "",
  shippingRegions: "",
  certifications: "",
  notes: "",
  rating: DEFAULT_RATING,
};

/** The Add Supplier form, and the form a supplier is changed in. */
export const SupplierForm = golfRecordForm({
  schema: supplierSchema,
  path: SUPPLIERS_PATH,
  defaults: SUPPLIER_FORM_DEFAULTS,
  noun: "supplier",
  addTitle: "Add Supplier",
  added: "The supplier has been added to your database.",
  fields: [
    ...COMPANY_FIELDS,
    {
      name: "specialization",
      label: "Specialization",
      kind: "select",
      options: SUPPLIER_SPECIALIZATIONS.map((value) => ({ value, label: specializationLabel(value) })),
    },
    { name: "contactEmail", label: "Contact email", kind: "email", autoComplete: "email" },
    WEBSITE_FIELD,
    { name: "minimumOrder", label: "Minimum order (units)", kind: "integer", min: 0 },
    { name: "rating", label: "Rating (1 to 5)", kind: "integer", min: RATING_MIN, max: RATING_MAX },
    { name: "paymentTerms", label: "Payment terms", hint: "e.g. Net 30" },
    { name: "shippingRegions", label: "Shipping regions" },
    { name: "certifications", label: "Certifications", wide: true },
    { name: "notes", label: "Notes", kind: "textarea", wide: true },
  ],
});
