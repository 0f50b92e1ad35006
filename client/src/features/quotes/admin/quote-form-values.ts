import { centsToDollarText, parseDollars } from "@shared/quotes/quote-math";
import type { QuoteVersionView } from "@shared/quotes/quote-views";
import type { QuoteContentInput } from "@shared/quotes/quote-validation";

/** The editor's fields as staff type them: money in dollars, numbers as text. */
export interface QuoteFormValues {
  lines: { description: string; quantity: string; unit: string; unitPrice: string }[];
  scope: string;
  exclusions: string;
  startDate: string;
  completionDate: string;
  validDays: string;
  depositPercent: string;
  stages: { description: string; amount: string }[];
}

export const emptyLine = () => ({ description: "", quantity: "1", unit: "each", unitPrice: "" });

export const emptyQuote = (): QuoteFormValues => ({
  lines: [emptyLine()],
  scope: "",
  exclusions: "",
  startDate: "",
  completionDate: "",
  validDays: "30",
  depositPercent: "10",
  stages: [],
});

/** A version's content in the editor, to change it into the next version. */
export const fromVersion = (version: QuoteVersionView): QuoteFormValues => ({
  lines: version.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: centsToDollarText(line.unitPriceCents),
  })),
  scope: version.scope,
  exclusions: version.exclusions,
  startDate: version.startDate ?? "",
  completionDate: version.completionDate ?? "",
  validDays: String(version.validDays),
  depositPercent: String(version.depositPercent),
  stages: version.stages.map((stage) => ({ description: stage.description, amount: centsToDollarText(stage.amountCents) })),
});

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The fields as the API's content. An amount that is not one goes as NaN, which the shared schema refuses with
 * its message; the server's field names (lines.0.unitPriceCents) map back with `formField`.
 */
export const toContent = (values: QuoteFormValues): QuoteContentInput => ({
  lines: values.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unitPriceCents: parseDollars(line.unitPrice) ?? Number.NaN,
  })),
  scope: values.scope,
  exclusions: values.exclusions,
  startDate: values.startDate || null,
  completionDate: values.completionDate || null,
  validDays: number(values.validDays),
  depositPercent: number(values.depositPercent),
  stages: values.stages.map((stage) => ({ description: stage.description, amountCents: parseDollars(stage.amount) ?? Number.NaN })),
});

/** A content field's name as the editor's: "lines.2.unitPriceCents" -> "lines.2.unitPrice". */
export const formField = (path: string) => path.replace(/unitPriceCents$/, "unitPrice").replace(/amountCents$/, "amount");
