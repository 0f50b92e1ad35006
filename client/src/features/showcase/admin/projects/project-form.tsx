import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { SERVICE_OPTIONS } from "@shared/constants";
import { suggestLocalities } from "@shared/service-area/localities";
import { PROJECT_LIMITS, type ProjectInput, projectSchema } from "@shared/showcase/project-validation";
import { SelectField } from "@/components/forms/select-field";
import { TextareaField } from "@/components/forms/textarea-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { ApiError, isSessionEnded } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { dialogButton } from "@/components/staff/staff-dialog";
import { fieldProps } from "@/components/forms/field-props";

type ProjectValues = z.input<typeof projectSchema>;
const FIELDS = ["title", "suburb", "service", "description", "completedOn"] as const;
const SERVICE_CHOICES = SERVICE_OPTIONS.map((service) => ({ value: service, label: service }));

export const EMPTY_PROJECT: ProjectValues = {
  title: "",
  suburb: "",
  service: "" as ProjectValues["service"],
  description: "",
  completedOn: "",
};

interface ProjectFormProps {
  initial: ProjectValues;
  submitLabel: string;
  /** rejects with the server's answer: its field messages show under the fields, its message in a toast */
  save: (values: ProjectInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** A project's words: title, suburb from the service-area list, service, description and the date it was finished. */
export function ProjectForm({ initial, submitLabel, save, onCancel }: ProjectFormProps) {
  const id = useId();
  const form = useForm<ProjectValues, unknown, ProjectInput>({ resolver: zodResolver(projectSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const typedSuburb = useWatch({ control: form.control, name: "suburb" }) ?? "";
  const suggestions = suggestLocalities(typedSuburb).map((locality) => locality.name);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (isSessionEnded(error)) return; // the session handler says so and goes to /login
      applyServerFieldErrors(error, FIELDS, form.setError);
      const message = (error instanceof ApiError && error.serverMessage) || "Please try again.";
      toast({ title: "The project was not saved", description: message, variant: "destructive" });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        compact
        required
        label="Title"
        maxLength={PROJECT_LIMITS.title}
        error={errors.title?.message}
        className="sm:col-span-2"
        {...form.register("title")}
      />
      <TextField
        compact
        required
        label="Suburb"
        hint="From the service-area list; start typing to see it."
        list={`${id}-suburbs`}
        autoComplete="off"
        {...fieldProps(form, "suburb")}
      />
      <datalist id={`${id}-suburbs`}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <SelectField
        compact
        required
        label="Service"
        placeholder="Choose the service"
        options={SERVICE_CHOICES}
        {...fieldProps(form, "service")}
      />
      <TextareaField
        compact
        required
        rows={3}
        label="Description"
        maxLength={PROJECT_LIMITS.description}
        hint="One or two sentences for the gallery card."
        error={errors.description?.message}
        className="sm:col-span-2"
        {...form.register("description")}
      />
      <TextField compact required type="date" label="Finished on" {...fieldProps(form, "completedOn")} />
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2">
        <button type="submit" disabled={isSubmitting} className={dialogButton.primary}>
          {isSubmitting ? "Saving..." : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={dialogButton.secondary}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
