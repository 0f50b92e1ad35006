import { centsToDollarText, parseDollars } from "@shared/quotes/quote-math";
import type { StaffQuoteVersionView } from "@shared/quotes/quote-views";
import type { WorkRun } from "@shared/costs/work-runs";
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
  stages: { description: string; amount: string; labourHours: string }[];
  /** the measured runs, as typed: a wall uses material, a fence type and gates */
  runs: RunValues[];
}

export interface RunValues {
  kind: "wall" | "fence";
  material: string;
  type: string;
  lengthM: string;
  heightM: string;
  singleGates: string;
  doubleGates: string;
}

export const emptyRun = (kind: RunValues["kind"] = "wall"): RunValues => ({
  kind,
  material: "concrete-sleeper",
  type: "colorbond",
  lengthM: "",
  heightM: "",
  singleGates: "0",
  doubleGates: "0",
});

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
  runs: [],
});

/** A version's content in the editor, to change it into the next version. */
export const fromVersion = (version: StaffQuoteVersionView): QuoteFormValues => ({
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
  stages: version.stages.map((stage) => ({
    description: stage.description,
    amount: centsToDollarText(stage.amountCents),
    labourHours: stage.labourHours ? String(stage.labourHours) : "",
  })),
  runs: version.runs.map((run) => ({
    ...emptyRun(run.kind),
    ...(run.kind === "wall"
      ? { material: run.material }
      : { type: run.type, singleGates: String(run.singleGates), doubleGates: String(run.doubleGates) }),
    lengthM: String(run.lengthM),
    heightM: String(run.heightM),
  })),
});

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** A run as the API takes it (the take-off and the quote): what cannot be read goes as NaN, which the schema refuses. */
export const toRun = (run: RunValues): WorkRun =>
  run.kind === "wall"
    ? ({ kind: "wall", material: run.material, lengthM: number(run.lengthM), heightM: number(run.heightM) } as WorkRun)
    : ({
        kind: "fence",
        type: run.type,
        lengthM: number(run.lengthM),
        heightM: number(run.heightM),
        singleGates: number(run.singleGates || "0"),
        doubleGates: number(run.doubleGates || "0"),
      } as WorkRun);

/**
 * The fields as the API's content. An amount that is not one goes as NaN, which the shared schema refuses with
 * its message; the server's field names (lines.0.unitPriceCents) map back with `formField`.
 */
export const toContent = (values: QuoteFormValues, isNew = false): QuoteContentInput => ({
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
  stages: values.stages.map((stage) => ({
    description: stage.description,
    amountCents: parseDollars(stage.amount) ?? Number.NaN,
    ...(stage.labourHours.trim() === "" ? {} : { labourHours: number(stage.labourHours) }),
  })),
  // a new quote without runs takes the instant estimate's, when the lead came from one
  ...(isNew && values.runs.length === 0 ? {} : { runs: values.runs.map(toRun) }),
});

/** A content field's name as the editor's: "lines.2.unitPriceCents" -> "lines.2.unitPrice". */
export const formField = (path: string) => path.replace(/unitPriceCents$/, "unitPrice").replace(/amountCents$/, "amount");
