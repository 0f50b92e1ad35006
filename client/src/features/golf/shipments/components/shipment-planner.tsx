import { zodResolver } from "@hookform/resolvers/zod";
import { Printer } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { GolfShipmentRow, ProductRow } from "@shared/golf/golf-api";
import type { ShipmentResult } from "@shared/golf/shipment";
import { SHIPPING_MODES, SHIPPING_MODE_LABELS, type ShippingMode } from "@shared/golf/border-charges";
import { fieldProps } from "@/components/forms/field-props";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { cardClass, primaryButtonClass, secondaryButtonClass } from "../../components/golf-styles";
import { numberOrZero } from "../../lib/golf-input";
import { calculateShipment, useSaveShipment } from "../api/shipments-api";
import {
  fromSaved,
  newShipment,
  shipmentFieldNames,
  shipmentFormSchema,
  type ShipmentFormOutput,
  type ShipmentFormValues,
  toPlan,
} from "../shipment-form-values";
import { ModeComparison } from "./mode-comparison";
import { ShipmentLines } from "./shipment-lines";
import { ShipmentResults } from "./shipment-results";

const MODE_OPTIONS = SHIPPING_MODES.map((value) => ({ value, label: SHIPPING_MODE_LABELS[value] }));
const CURRENCY_OPTIONS = [
  { value: "USD", label: "US$" },
  { value: "AUD", label: "A$" },
];
const SHARE_OPTIONS = [
  { value: "weight", label: "By weight" },
  { value: "value", label: "By value" },
];

interface ShipmentPlannerProps {
  products: readonly ProductRow[];
  generalDutyRate: number;
  staff: boolean;
  /** a saved shipment being changed, or null for a new plan */
  editing: GolfShipmentRow | null;
  onDone: () => void;
}

/** Plans a shipment: its terms and lines, worked out by the server to the cent; staff save it, anyone compares air and sea. */
export function ShipmentPlanner({ products, generalDutyRate, staff, editing, onDone }: ShipmentPlannerProps) {
  const form = useForm<ShipmentFormValues, unknown, ShipmentFormOutput>({
    resolver: zodResolver(shipmentFormSchema),
    defaultValues: editing ? fromSaved(editing) : newShipment(),
  });
  const [result, setResult] = useState<ShipmentResult | null>(null);
  const [comparing, setComparing] = useState(false);
  // the saved shipment this plan is (saving again changes it rather than adding another)
  const [savedId, setSavedId] = useState(editing?.id ?? null);
  const save = useSaveShipment();
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) resultsRef.current?.focus();
  }, [result]);

  const refused = (error: unknown) => {
    if (isSessionEnded(error)) return;
    applyServerFieldErrors(error, shipmentFieldNames(form.getValues("lines").length) as never, form.setError);
    toast({ title: "Error", description: "The shipment could not be worked out: see the highlighted fields.", variant: "destructive" });
  };
  const onCalculate = form.handleSubmit((values) => calculateShipment(toPlan(values)).then(setResult, refused));
  const onSave = form.handleSubmit(async (values) => {
    if (!values.name) {
      form.setError("name", { type: "required", message: "Give the shipment a name" }, { shouldFocus: true });
      return;
    }
    await save.mutateAsync({ id: savedId, shipment: { ...toPlan(values), name: values.name } }).then((saved) => {
      setSavedId(saved.id);
      setResult(saved.result);
      toast({ title: "Shipment saved", description: `${saved.name} is in the saved shipments.` });
    }, refused);
  });
  const compare = (freight: Record<ShippingMode, number>) =>
    new Promise<Record<ShippingMode, ShipmentResult> | null>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          const plan = toPlan(values);
          const worked = await Promise.all(
            SHIPPING_MODES.map((mode) =>
              calculateShipment({ ...plan, mode, freightInsurance: { ...plan.freightInsurance, amount: freight[mode] } }),
            ),
          ).catch((error: unknown) => {
            refused(error);
            return null;
          });
          resolve(worked && { air: worked[0]!, sea: worked[1]! });
        },
        () => resolve(null),
      )();
    });

  /** A money input: a number of cents at most, 0 when left blank (the schema says what is wrong with it). */
  const amountField = (name: "freightInsurance.amount" | "brokerFeeAUD") => ({
    type: "number",
    inputMode: "decimal" as const,
    min: 0,
    step: 0.01,
    ...fieldProps(form, name),
    ...form.register(name, { setValueAs: numberOrZero }),
  });
  const currency = useWatch({ control: form.control, name: "freightInsurance.currency" });
  const name = useWatch({ control: form.control, name: "name" });
  return (
    <>
      <section aria-labelledby="planner-title" className={`${cardClass} p-4 sm:p-6 print:hidden`}>
        <h2 id="planner-title" className="text-lg font-semibold text-ink">
          {editing ? `Change ${editing.name}` : "Plan a shipment"}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">with an asterisk</span> are required. Each amount is rounded to the cent as a customs entry shows it.
        </p>
        <form noValidate onSubmit={onCalculate} className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField compact label="Name" hint="Needed to save it" className="sm:col-span-2" {...fieldProps(form, "name")} />
          <SelectField compact required label="Mode" options={MODE_OPTIONS} {...fieldProps(form, "mode")} />
          <TextField
            compact
            required
            label="Export date"
            hint="Converted at this day's rate"
            type="date"
            {...fieldProps(form, "exportDate")}
          />
          <TextField
            compact
            required
            label="Freight and insurance"
            hint="The whole shipment's bill"
            {...amountField("freightInsurance.amount")}
          />
          <SelectField compact required label="Currency" options={CURRENCY_OPTIONS} {...fieldProps(form, "freightInsurance.currency")} />
          <TextField
            compact
            required
            label="Customs broker fee"
            labelSuffix="in Australian dollars"
            hint="A$"
            {...amountField("brokerFeeAUD")}
          />
          <SelectField
            compact
            required
            label="Share by"
            hint="How freight and charges are shared"
            options={SHARE_OPTIONS}
            {...fieldProps(form, "shareBy")}
          />
          <ShipmentLines form={form} products={products} generalDutyRate={generalDutyRate} />
          <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
            <button type="submit" className={primaryButtonClass} disabled={form.formState.isSubmitting}>
              Calculate
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              aria-expanded={comparing}
              aria-controls="compare-modes"
              onClick={() => setComparing(!comparing)}
            >
              Compare air and sea
            </button>
            {staff && (
              <button type="button" className={secondaryButtonClass} onClick={() => void onSave()} disabled={save.isPending}>
                {save.isPending ? "Saving..." : savedId !== null ? "Save changes" : "Save shipment"}
              </button>
            )}
            {(editing || savedId !== null) && (
              <button type="button" className={secondaryButtonClass} onClick={onDone}>
                New plan
              </button>
            )}
          </div>
        </form>
      </section>
      {comparing && (
        <div id="compare-modes" className="print:hidden">
          <ModeComparison currency={currency} compare={compare} />
        </div>
      )}
      {result && (
        <div ref={resultsRef} tabIndex={-1} className="focus:outline-none">
          <div className="mt-4 flex justify-end print:hidden">
            <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              Print
            </button>
          </div>
          <ShipmentResults result={result} products={products} name={name} />
        </div>
      )}
    </>
  );
}
