import { Plus } from "lucide-react";
import { RemoveButton } from "@/components/staff/remove-button";
import { type FormEvent, useState } from "react";
import { type ChannelFees, channelFeesSchema } from "@shared/golf/channel-fees";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { serverFieldErrors } from "@/lib/server-field-errors";
import { GolfFormActions } from "../../components/golf-form-card";
import { secondaryButtonClass } from "../../components/golf-styles";
import { useSaveChannelFees } from "../api/channel-fees";

type Text = string;
interface ChannelText {
  id: string;
  label: Text;
  percentBp: Text;
  tierAboveCents: Text;
  percentAboveBp: Text;
  perOrder: { upToCents: Text; cents: Text }[];
  monthlyCents: Text;
  expectedMonthlyUnits: Text;
  feesIncludeGst: boolean;
  source: Text;
  effectiveFrom: Text;
}

const text = (value: number | null) => (value === null ? "" : String(value));
const number = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed));
const orNull = (typed: string) => (typed.trim() === "" ? null : Number(typed));

const toText = (table: ChannelFees): ChannelText[] =>
  table.channels.map((channel) => ({
    ...channel,
    percentBp: text(channel.percentBp),
    tierAboveCents: text(channel.tierAboveCents),
    percentAboveBp: text(channel.percentAboveBp),
    perOrder: channel.perOrder.map((band) => ({ upToCents: text(band.upToCents), cents: text(band.cents) })),
    monthlyCents: text(channel.monthlyCents),
    expectedMonthlyUnits: text(channel.expectedMonthlyUnits),
  }));

const toTable = (channels: ChannelText[]) => ({
  channels: channels.map((channel) => ({
    ...channel,
    percentBp: number(channel.percentBp),
    tierAboveCents: orNull(channel.tierAboveCents),
    percentAboveBp: orNull(channel.percentAboveBp),
    perOrder: channel.perOrder.map((band) => ({ upToCents: orNull(band.upToCents), cents: number(band.cents) })),
    monthlyCents: number(channel.monthlyCents),
    expectedMonthlyUnits: orNull(channel.expectedMonthlyUnits),
  })),
});

/** An Owner edits the channels' fees: rates in basis points (1500 = 15%), money in cents, each with its source and date. */
export function ChannelFeesForm({ table, onClose }: { table: ChannelFees; onClose: () => void }) {
  const save = useSaveChannelFees();
  const [channels, setChannels] = useState(() => toText(table));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (at: number, patch: Partial<ChannelText>) =>
    setChannels(channels.map((channel, i) => (i === at ? { ...channel, ...patch } : channel)));
  const field = (at: number, key: keyof ChannelText & string, label: string, hint?: string, type = "number") => (
    <TextField
      compact
      label={label}
      labelSuffix={`of ${channels[at]!.label}`}
      hint={hint}
      type={type}
      inputMode={type === "number" ? "numeric" : undefined}
      value={channels[at]![key] as string}
      error={errors[`channels.${at}.${key}`]}
      onChange={(event) => change(at, { [key]: event.target.value })}
    />
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = channelFeesSchema.safeParse(toTable(channels));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])));
      return;
    }
    setErrors({});
    save.mutateAsync(parsed.data).then(
      () => {
        toast({ title: "Channel fees saved", description: "Every margin is now worked out with them." });
        onClose();
      },
      (error: unknown) => {
        if (isSessionEnded(error)) return;
        setErrors(serverFieldErrors(error));
        toast({ title: "Error", description: "Failed to save the channel fees. Please try again.", variant: "destructive" });
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit the channel fees" className="mt-4 space-y-5">
      {channels.map((channel, at) => (
        <fieldset key={channel.id} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-4">
          <legend className="px-1 text-sm font-semibold text-ink">{channel.label}</legend>
          {field(at, "label", "Name", undefined, "text")}
          {field(at, "percentBp", "Fee (bp)", "Of the total the buyer pays: 1500 = 15%")}
          {field(at, "tierAboveCents", "Second rate above (cents)", "Blank for none")}
          {field(at, "percentAboveBp", "Fee above it (bp)", "Blank for none")}
          {field(at, "monthlyCents", "Monthly fee (cents)")}
          {field(at, "expectedMonthlyUnits", "Units a month", "Shares the monthly fee; blank for none")}
          <label className="flex min-h-10 items-center gap-2 self-end text-sm text-ink">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={channel.feesIncludeGst}
              onChange={(event) => change(at, { feesIncludeGst: event.target.checked })}
            />
            Fees as published include GST
          </label>
          {field(at, "effectiveFrom", "In force from", undefined, "date")}
          <div className="sm:col-span-2 lg:col-span-4">{field(at, "source", "Source", undefined, "text")}</div>
          <div className="grid gap-2 sm:col-span-2 lg:col-span-4">
            <p className="text-sm font-medium text-ink">Per-order fee by the total (the last band has no top)</p>
            {channel.perOrder.map((band, b) => (
              <div key={b} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
                <TextField
                  compact
                  label="Total up to (cents)"
                  labelSuffix={`of band ${b + 1}, ${channel.label}`}
                  hint={b === channel.perOrder.length - 1 ? "Blank: above the others" : undefined}
                  type="number"
                  value={band.upToCents}
                  error={errors[`channels.${at}.perOrder.${b}.upToCents`]}
                  onChange={(event) =>
                    change(at, {
                      perOrder: channel.perOrder.map((each, i) => (i === b ? { ...each, upToCents: event.target.value } : each)),
                    })
                  }
                />
                <TextField
                  compact
                  label="Fee (cents)"
                  labelSuffix={`of band ${b + 1}, ${channel.label}`}
                  type="number"
                  value={band.cents}
                  error={errors[`channels.${at}.perOrder.${b}.cents`]}
                  onChange={(event) =>
                    change(at, { perOrder: channel.perOrder.map((each, i) => (i === b ? { ...each, cents: event.target.value } : each)) })
                  }
                />
                <RemoveButton
                  className="mt-6"
                  label={`Remove band ${b + 1} of ${channel.label}`}
                  disabled={channel.perOrder.length === 1}
                  onClick={() => change(at, { perOrder: channel.perOrder.filter((_, i) => i !== b) })}
                />
              </div>
            ))}
            <button
              type="button"
              className={`${secondaryButtonClass} justify-self-start`}
              onClick={() => change(at, { perOrder: [{ upToCents: "", cents: "0" }, ...channel.perOrder] })}
            >
              <Plus aria-hidden="true" className="h-4 w-4" /> Add a band
            </button>
          </div>
        </fieldset>
      ))}
      <GolfFormActions saving={save.isPending} saveLabel="Save channel fees" onCancel={onClose} />
    </form>
  );
}
