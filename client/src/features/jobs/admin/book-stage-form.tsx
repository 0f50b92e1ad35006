import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type BookingInput, bookingSchema } from "@shared/jobs/job-validation";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { fieldProps } from "@/components/forms/field-props";
import { toast } from "@/components/ui/use-toast";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { type CrewView, useBookStage } from "../api/jobs";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";

/** Books one stage onto a crew from a working day, for a number of working days (booking it again moves it). */
export function BookStageForm({
  jobId,
  stage,
  crews,
  crewId,
  startDay,
  prepare,
}: {
  jobId: number;
  stage: number;
  crews: CrewView[];
  /** what the crew brings and prepares, as the office wrote it before */
  prepare: string | null;
  /** the crew chosen at first: the stage's own, else the crew of the job's other stages */
  crewId?: number;
  startDay: string;
}) {
  const book = useBookStage(jobId);
  const form = useForm<BookingInput, unknown, BookingInput>({
    resolver: zodResolver(bookingSchema),
    defaultValues: { stage, crewId: crewId ?? crews[0]?.id, startDay, days: 1, prepare: prepare ?? "" },
  });
  if (crews.length === 0) return <p className="text-sm text-ink-muted">Add a crew below to book this stage.</p>;
  return (
    <form
      noValidate
      aria-label={`Book stage ${stage}`}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_7rem_auto] sm:items-start"
      onSubmit={form.handleSubmit((input) =>
        book.mutate(input, {
          onSuccess: (booked) =>
            toast({ title: `Stage ${stage} booked`, description: `${booked.days.length} working days from ${booked.days[0]}` }),
          onError: (error) => {
            applyServerFieldErrors(error, ["crewId", "startDay", "days", "prepare"], form.setError);
            toastFailure("Not booked")(error);
          },
        }),
      )}
    >
      <SelectField
        compact
        label="Crew"
        options={crews.map((crew) => ({ value: String(crew.id), label: crew.name }))}
        {...fieldProps(form, "crewId")}
        {...form.register("crewId", { valueAsNumber: true })}
      />
      <TextField compact label="First day" type="date" {...fieldProps(form, "startDay")} />
      <TextField
        compact
        label="Working days"
        type="number"
        min={1}
        max={20}
        inputMode="numeric"
        {...fieldProps(form, "days")}
        {...form.register("days", { valueAsNumber: true })}
      />
      <div className="sm:col-span-3">
        <TextField compact label="What to bring and prepare (optional)" {...fieldProps(form, "prepare")} />
      </div>
      <button type="submit" disabled={book.isPending} className={`${dialogButton.primary} sm:mt-6`}>
        {book.isPending ? "Booking..." : "Book"}
      </button>
    </form>
  );
}
