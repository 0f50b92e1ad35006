import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, get, useForm } from "react-hook-form";
import type { PriceTable } from "@shared/estimates/price-table";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { usePriceTable, useSavePriceTable } from "../api/price-table";
import { QueryScreen, ScreenHeader } from "@/components/staff/screen-parts";
import { SectionCard } from "@/components/staff/section-card";
import { formFieldOf, formOf, type PriceForm, priceFormSchema, RATE_GROUPS, type RateRow, tableOf } from "./price-table-model";
import { SaveButton } from "@/components/staff/save-button";

/** /admin/pricing (Owner): the rates the instant estimate on the public site works from. */
export function PriceTableScreen() {
  const table = usePriceTable();
  const header = (
    <ScreenHeader title="Estimate prices">
      What the instant estimate on the website works from: a low and a high for each rate, in dollars including GST. Each save is a new
      version, and every estimate records the version it used.
    </ScreenHeader>
  );
  return (
    <QueryScreen header={header} query={table}>
      {(data) => <PriceTableForm initial={data} />}
    </QueryScreen>
  );
}

function PriceTableForm({ initial }: { initial: PriceTable }) {
  const save = useSavePriceTable();
  const form = useForm<PriceForm>({ resolver: zodResolver(priceFormSchema), defaultValues: formOf(initial) });
  const onValid = (values: PriceForm) =>
    save.mutate(tableOf(values), {
      onSuccess: (saved) => {
        form.reset(formOf(saved));
        toast({ title: "Prices saved", description: "The website's estimates use them from now on." });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        for (const [field, message] of Object.entries(serverFieldErrors(error))) {
          const name = formFieldOf(field);
          if (name) form.setError(name as FieldPath<PriceForm>, { type: "server", message });
        }
        toast({ title: "Not saved", description: "Please check the highlighted prices.", variant: "destructive" });
      },
    });
  const errorOf = (name: string) => (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const money = (row: RateRow, bound: "low" | "high") => {
    const name = `rates.${row.key}.${bound}` as FieldPath<PriceForm>;
    return (
      <TextField
        compact
        label={bound === "low" ? "Low ($)" : "High ($)"}
        labelSuffix={`, ${row.label}`}
        inputMode="decimal"
        autoComplete="off"
        error={errorOf(name)}
        {...form.register(name)}
      />
    );
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-6 lg:grid-cols-2">
      {RATE_GROUPS.map((group) => (
        <SectionCard key={group.id} id={group.id} title={group.title} description={`Including GST, ${group.unit}.`}>
          <div className="divide-y divide-gray-100">
            {group.rows.map((row) => (
              <div
                key={row.key}
                role="group"
                aria-labelledby={`${row.key}-label`}
                className="grid grid-cols-2 gap-3 py-3 first:pt-0 sm:grid-cols-[minmax(0,1fr)_8rem_8rem] sm:items-start"
              >
                <p id={`${row.key}-label`} className="col-span-2 text-sm font-medium text-ink sm:col-span-1 sm:pt-8">
                  {row.label}
                </p>
                {money(row, "low")}
                {money(row, "high")}
              </div>
            ))}
          </div>
        </SectionCard>
      ))}
      <SectionCard
        id="no-excavator"
        title="Without an excavator"
        description="When a small excavator cannot reach the wall, the wall and removal lines go up by this."
      >
        <TextField
          compact
          label="Surcharge (%)"
          inputMode="numeric"
          className="sm:w-40"
          error={errorOf("noExcavatorPercent")}
          {...form.register("noExcavatorPercent")}
        />
      </SectionCard>
      <div className="lg:col-span-2">
        <SaveButton saving={save.isPending}>Save prices</SaveButton>
      </div>
    </form>
  );
}
