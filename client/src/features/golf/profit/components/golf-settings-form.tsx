import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { GOLF_SETTING_KEYS, GOLF_SETTING_LABELS, type GolfSettings, type GolfSettingsView } from "@shared/golf/settings";
import { golfToday } from "@shared/golf/price-validation";
import { golfSettingsSchema } from "@shared/golf/settings-validation";
import { TextField } from "@/components/forms/text-field";
import { GolfFormActions } from "../../components/golf-form-card";
import { toast } from "@/components/ui/use-toast";
import { apiJson, isSessionEnded } from "@/lib/api-client";
import { GOLF_SETTINGS_PATH } from "../../lib/golf-settings";
import { numberOrZero } from "../../lib/golf-input";
import { applyServerFieldErrors } from "@/lib/server-field-errors";

const FIELDS = GOLF_SETTING_KEYS.flatMap((key) => [`${key}.value`, `${key}.source`, `${key}.takenOn`] as const);

/** Staff edit the stored rate, duty rate and charge, each with where it came from and when (PUT /api/golf/settings). */
export function GolfSettingsForm({ settings, onClose }: { settings: GolfSettingsView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: GolfSettings) => apiJson<GolfSettingsView>("PUT", GOLF_SETTINGS_PATH, values),
    onSuccess: (stored) => queryClient.setQueryData([GOLF_SETTINGS_PATH], stored),
  });
  const form = useForm<GolfSettings>({
    resolver: zodResolver(golfSettingsSchema),
    // with no rate recorded yet the rate's fields start blank, and saving asks for one
    defaultValues: { ...settings, exchangeRate: settings.exchangeRate ?? { source: "", takenOn: golfToday() } },
  });
  const { register, formState } = form;
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        toast({ title: "Settings saved", description: "Every figure now uses the new values." });
        onClose();
      },
      (error: unknown) => {
        if (isSessionEnded(error)) return; // the session handler says so and goes to /login
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast({ title: "Error", description: "Failed to save the settings. Please try again.", variant: "destructive" });
      },
    ),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit rates and charges" className="mt-3 space-y-4">
      {GOLF_SETTING_KEYS.map((key) => (
        <fieldset key={key} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[8rem_minmax(0,1fr)_10rem]">
          <legend className="px-1 text-sm font-semibold text-ink">{GOLF_SETTING_LABELS[key]}</legend>
          <TextField
            compact
            required
            label="Value"
            error={formState.errors[key]?.value?.message}
            {...register(`${key}.value`, { setValueAs: numberOrZero })}
            type="number"
            inputMode="decimal"
            step="any"
            min={0}
            autoFocus={key === "exchangeRate"}
          />
          <TextField
            compact
            required
            label="Source"
            hint="Where the figure comes from"
            error={formState.errors[key]?.source?.message}
            {...register(`${key}.source`)}
            type="text"
          />
          <TextField
            compact
            required
            label="Date taken"
            error={formState.errors[key]?.takenOn?.message}
            {...register(`${key}.takenOn`)}
            type="date"
          />
        </fieldset>
      ))}
      <GolfFormActions saveLabel="Save settings" saving={formState.isSubmitting} onCancel={onClose} />
    </form>
  );
}
