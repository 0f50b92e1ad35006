import { Plus } from "lucide-react";
import { RemoveButton } from "@/components/staff/remove-button";
import { type FieldPath, get, useFieldArray, useForm } from "react-hook-form";
import { type MaterialPrices, materialPricesSchema } from "@shared/costs/costs-api";
import { takeoff, TAKEOFF_UNITS } from "@shared/costs/takeoff";
import { type TakeoffRules, takeoffRulesSchema } from "@shared/costs/takeoff-rules";
import type { WorkRun } from "@shared/costs/work-runs";
import { FENCE_HEIGHTS, FENCE_TYPE_LABELS, FENCE_TYPES, WALL_MATERIAL_LABELS, WALL_MATERIALS } from "@shared/estimates/price-table";
import { centsToDollarText, parseDollars } from "@shared/quotes/quote-math";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { SaveButton } from "@/components/staff/save-button";
import { SectionCard } from "@/components/staff/section-card";
import { dialogButton } from "@/components/staff/staff-dialog";
import { AdminLoading } from "@/components/staff/loading";
import { toastFailure } from "@/components/staff/failure-toast";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { useMaterialPrices, useSaveMaterialPrices, useSaveTakeoffRules, useTakeoffRules } from "../api/costs";

const WALL_FIGURES = [
  { key: "sleeperLengthMm", label: "Sleeper length (mm)" },
  { key: "sleeperHeightMm", label: "Sleeper height (mm)" },
  { key: "postSpacingMm", label: "Post spacing (mm)" },
  { key: "wastePercent", label: "Waste (%)" },
] as const;
const FENCE_FIGURES = [
  { key: "panelWidthMm", label: "Panel or bay width (mm)" },
  { key: "embedmentMm", label: "Post embedment (mm)" },
  { key: "postMixBagsPerPost", label: "Post-mix bags per post" },
  { key: "wastePercent", label: "Waste (%)" },
] as const;

/** /admin/pricing, below the estimate's prices: the take-off's rule table and what each item costs (the Owner's). */
export function TakeoffSettings() {
  const rules = useTakeoffRules();
  const prices = useMaterialPrices();
  if (!rules.data || !prices.data) return <AdminLoading />;
  return (
    <div className="mt-10 grid gap-6">
      <div>
        <h2 className="text-xl font-bold tracking-tight text-ink">Materials take-off</h2>
        <p className="mt-1 max-w-2xl text-sm text-ink-muted">
          How a quote's runs become the materials to order, and what each item costs you ex GST: the job's order list and its quoted and
          actual costs read these.
        </p>
      </div>
      <RulesForm initial={rules.data} />
      <PricesForm initial={prices.data} rules={rules.data} />
    </div>
  );
}

type RulesForm = Omit<TakeoffRules, "stockLengthsMm"> & { stockLengthsMm: { value: string; source: string } };

function RulesForm({ initial }: { initial: TakeoffRules }) {
  const save = useSaveTakeoffRules();
  const toForm = (rules: TakeoffRules): RulesForm => ({
    ...rules,
    stockLengthsMm: { ...rules.stockLengthsMm, value: rules.stockLengthsMm.value.join(", ") },
  });
  const form = useForm<RulesForm>({ defaultValues: toForm(initial) });
  const errorOf = (name: string) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const onSubmit = form.handleSubmit((values) => {
    const parsed = takeoffRulesSchema.safeParse({
      ...values,
      stockLengthsMm: {
        ...values.stockLengthsMm,
        value: values.stockLengthsMm.value
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(Number),
      },
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(issue.path.join(".") as FieldPath<RulesForm>, { message: issue.message });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        toast({ title: "Take-off rules saved", description: "Quotes and jobs work out their materials from them now." });
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(serverFieldErrors(error))) form.setError(field as FieldPath<RulesForm>, { message });
        toastFailure("Not saved")(error);
      },
    });
  });
  const figure = (path: string, label: string, suffix: string) => (
    <div className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <TextField
        compact
        label={label}
        labelSuffix={suffix}
        inputMode="numeric"
        error={errorOf(`${path}.value`)}
        {...form.register(`${path}.value` as FieldPath<RulesForm>, { valueAsNumber: true })}
      />
      <TextField
        compact
        label="Source"
        labelSuffix={`of the ${label.toLowerCase()} ${suffix}`}
        error={errorOf(`${path}.source`)}
        {...form.register(`${path}.source` as FieldPath<RulesForm>)}
      />
    </div>
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Take-off rules" className="grid gap-6 lg:grid-cols-2">
      {WALL_MATERIALS.map((material) => (
        <SectionCard key={material} id={`takeoff-${material}`} title={`${WALL_MATERIAL_LABELS[material]} walls`}>
          <div className="grid gap-3">
            {WALL_FIGURES.map((row) =>
              figure(`walls.${material}.${row.key}`, row.label, `for ${WALL_MATERIAL_LABELS[material].toLowerCase()} walls`),
            )}
          </div>
        </SectionCard>
      ))}
      {FENCE_TYPES.map((type) => (
        <SectionCard key={type} id={`takeoff-${type}`} title={`${FENCE_TYPE_LABELS[type]} fences`}>
          <div className="grid gap-3">
            {FENCE_FIGURES.map((row) =>
              figure(`fences.${type}.${row.key}`, row.label, `for ${FENCE_TYPE_LABELS[type].toLowerCase()} fences`),
            )}
          </div>
        </SectionCard>
      ))}
      <SectionCard
        id="takeoff-stock"
        title="Post stock lengths"
        description="The lengths posts come in, shortest first; a post is the shortest that is long enough."
      >
        <div className="grid gap-3">
          <TextField
            compact
            label="Lengths (mm)"
            hint="Separated by commas"
            error={errorOf("stockLengthsMm.value")}
            {...form.register("stockLengthsMm.value")}
          />
          <TextField
            compact
            label="Source"
            labelSuffix="of the stock lengths"
            error={errorOf("stockLengthsMm.source")}
            {...form.register("stockLengthsMm.source")}
          />
        </div>
      </SectionCard>
      <div className="lg:col-span-2">
        <SaveButton saving={save.isPending}>Save take-off rules</SaveButton>
      </div>
    </form>
  );
}

/** Every item the rules can name, from a sample of walls and fences: the names a price must use. */
function knownItems(rules: TakeoffRules): string[] {
  const runs: WorkRun[] = [
    ...WALL_MATERIALS.flatMap((material) =>
      [0.4, 0.6, 0.9, 1, 1.2, 1.5, 2, 2.4, 3].map((heightM): WorkRun => ({ kind: "wall", material, lengthM: 10, heightM })),
    ),
    ...FENCE_TYPES.flatMap((type) =>
      FENCE_HEIGHTS.map((height): WorkRun => ({
        kind: "fence",
        type,
        heightM: Number(height),
        lengthM: 10,
        singleGates: 1,
        doubleGates: 1,
      })),
    ),
  ];
  return [...new Set(takeoff(runs, rules).map((line) => line.item))].sort((a, b) => a.localeCompare(b, "en-AU", { numeric: true }));
}

interface PriceRow {
  item: string;
  unit: string;
  unitCost: string;
}

function PricesForm({ initial, rules }: { initial: MaterialPrices; rules: TakeoffRules }) {
  const save = useSaveMaterialPrices();
  const toRows = (prices: MaterialPrices) =>
    prices.prices.map((price) => ({ item: price.item, unit: price.unit, unitCost: centsToDollarText(price.unitCostCents) }));
  const form = useForm<{ rows: PriceRow[] }>({ defaultValues: { rows: toRows(initial) } });
  const rows = useFieldArray({ control: form.control, name: "rows" });
  const errorOf = (name: string) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const onSubmit = form.handleSubmit((values) => {
    const bad = values.rows.flatMap((row, i) => (parseDollars(row.unitCost) === undefined ? [i] : []));
    bad.forEach((i) => form.setError(`rows.${i}.unitCost`, { message: "Enter a cost in dollars, e.g. 65 or 4.50" }));
    const parsed = materialPricesSchema.safeParse({
      prices: values.rows.map((row) => ({ item: row.item, unit: row.unit, unitCostCents: parseDollars(row.unitCost) ?? 0 })),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path
          .join(".")
          .replace(/^prices/, "rows")
          .replace(/unitCostCents$/, "unitCost");
        form.setError((path === "rows" ? "root" : path) as FieldPath<{ rows: PriceRow[] }>, { message: issue.message });
      }
      return;
    }
    if (bad.length) return;
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.reset({ rows: toRows(saved) });
        toast({ title: "Material prices saved", description: "Order lists and job costs use them now." });
      },
      onError: toastFailure("Not saved"),
    });
  });
  return (
    <SectionCard
      id="material-prices"
      title="Material prices"
      description="What each take-off item costs you per unit, excluding GST. An item without a price counts as $0."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Material prices" className="grid gap-3">
        <datalist id="takeoff-items">
          {knownItems(rules).map((item) => (
            <option key={item} value={item} />
          ))}
        </datalist>
        {form.formState.errors.root?.message && <p className="text-sm font-medium text-red-700">{form.formState.errors.root.message}</p>}
        {rows.fields.map((field, i) => (
          <div
            key={field.id}
            className="grid grid-cols-[6rem_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_7rem_8rem_auto]"
          >
            <TextField
              compact
              list="takeoff-items"
              className="col-span-3 sm:col-span-1"
              label={`Item ${i + 1}`}
              error={errorOf(`rows.${i}.item`)}
              {...form.register(`rows.${i}.item`)}
            />
            <SelectField
              compact
              label="Unit"
              labelSuffix={`of item ${i + 1}`}
              options={TAKEOFF_UNITS.map((unit) => ({ value: unit, label: unit }))}
              {...form.register(`rows.${i}.unit`)}
            />
            <TextField
              compact
              inputMode="decimal"
              label="Cost ($)"
              labelSuffix={`of item ${i + 1}`}
              error={errorOf(`rows.${i}.unitCost`)}
              {...form.register(`rows.${i}.unitCost`)}
            />
            <RemoveButton className="mt-6" label={`Remove item ${i + 1}`} onClick={() => rows.remove(i)} />
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={dialogButton.secondary} onClick={() => rows.append({ item: "", unit: "each", unitCost: "" })}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add item
          </button>
          <SaveButton saving={save.isPending}>Save material prices</SaveButton>
        </div>
      </form>
    </SectionCard>
  );
}
