import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { SelectField } from "@/components/forms/select-field";
import { TextareaField } from "@/components/forms/textarea-field";
import { TextField } from "@/components/forms/text-field";
import { apiJson } from "@/lib/api-client";
import { blankToNull, emptyToNull, numberOrZero } from "../lib/golf-input";
import { GolfFormActions, GolfFormCard } from "./golf-form-card";
import { formValuesOf, useEditRecord } from "./use-edit-record";
import { useGolfCreateForm } from "./use-golf-create-form";

/** One field of a golf record's form, as data: the form draws each the same way. */
export interface GolfFieldSpec<Values> {
  name: Path<Values>;
  label: string;
  /** text by default; numbers are sent as numbers (blank as 0), a select's prompt as null */
  kind?: "text" | "email" | "url" | "integer" | "decimal" | "select" | "textarea";
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  options?: readonly { value: string; label: string }[];
  min?: number;
  max?: number;
  step?: number | "any";
  /** across the whole form */
  wide?: boolean;
}

const FULL_WIDTH = "sm:col-span-2 lg:col-span-3";

/** The fields a company's record (a supplier's, a competitor's) starts with: who it is and where. */
export const COMPANY_FIELDS = [
  { name: "companyName", label: "Company name", required: true, autoComplete: "organization", autoFocus: true },
  { name: "country", label: "Country", required: true, autoComplete: "country-name" },
] as const;
/** A company's web address. */
export const WEBSITE_FIELD = {
  name: "website",
  label: "Website",
  kind: "url",
  hint: "Full address, e.g. https://example.com",
  autoComplete: "url",
} as const;

/** The fields of a golf form, drawn from their specs and registered with the form. */
export function GolfFields<Values extends FieldValues, Output>({
  fields,
  form,
}: {
  fields: readonly GolfFieldSpec<Values>[];
  form: UseFormReturn<Values, unknown, Output>;
}) {
  const { errors } = form.formState;
  return fields.map(({ name, kind = "text", wide, options = [], ...field }) => {
    const common = {
      compact: true,
      label: field.label,
      hint: field.hint,
      required: field.required,
      error: errors[name]?.message as string | undefined,
    };
    const className = wide ? FULL_WIDTH : undefined;
    if (kind === "select")
      return (
        <SelectField
          key={name}
          {...common}
          placeholder="Not specified"
          options={options}
          {...form.register(name, { setValueAs: emptyToNull })}
        />
      );
    if (kind === "textarea") return <TextareaField key={name} {...common} className={className} {...form.register(name)} rows={3} />;
    const numeric = kind === "integer" || kind === "decimal";
    return (
      <TextField
        key={name}
        {...common}
        className={className}
        {...form.register(name, numeric ? { setValueAs: numberOrZero } : {})}
        type={numeric ? "number" : kind}
        inputMode={kind === "integer" ? "numeric" : kind === "decimal" ? "decimal" : undefined}
        autoComplete={field.autoComplete}
        autoFocus={field.autoFocus}
        min={field.min}
        max={field.max}
        step={field.step ?? (kind === "integer" ? 1 : undefined)}
      />
    );
  });
}

/** What differs between the golf lists' add-and-edit forms: the schema, the fields and the words. */
export interface GolfRecordFormSpec<Schema extends z.ZodType<FieldValues, FieldValues>> {
  schema: Schema;
  /** the list's API path, e.g. /api/golf/suppliers */
  path: string;
  defaults: z.input<Schema>;
  fields: readonly GolfFieldSpec<z.input<Schema>>[];
  /** "supplier": in the titles and messages */
  noun: string;
  /** "Add Supplier" */
  addTitle: string;
  /** the add form's toast: "The supplier has been added to your database." */
  added: string;
}

/** POST the new record to the list, then read the list again. */
function useAddRecord<Values extends Record<string, unknown>>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Values) => apiJson<unknown>("POST", path, blankToNull(values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [path] }),
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A golf list's form, to add a record or (given `editing`) change one: the shared schema validates it as the server
 * will; on success it says so, resets and closes.
 */
export function golfRecordForm<Schema extends z.ZodType<FieldValues, FieldValues>>(spec: GolfRecordFormSpec<Schema>) {
  type Values = z.input<Schema>;
  type Output = z.output<Schema> & Record<string, unknown>;
  return function GolfRecordForm({
    id,
    onClose,
    editing,
  }: {
    id: string;
    onClose: () => void;
    editing?: { id: number; companyName?: string };
  }) {
    const add = useAddRecord<Output>(spec.path);
    const edit = useEditRecord<Output>(spec.path);
    const { form, onSubmit } = useGolfCreateForm<Values, Output>({
      resolver: zodResolver(spec.schema) as never,
      defaults: (editing ? formValuesOf(editing, spec.defaults) : spec.defaults) as never,
      save: editing ? (values) => edit.mutateAsync({ id: editing.id, values }) : add.mutateAsync,
      success: editing
        ? { title: `${capitalised(spec.noun)} updated`, description: `The ${spec.noun}'s changes are saved.` }
        : { title: `${capitalised(spec.noun)} added successfully`, description: spec.added },
      failure: editing ? "Failed to save the changes. Please try again." : `Failed to add ${spec.noun}. Please try again.`,
      onClose,
    });
    return (
      <GolfFormCard id={id} title={editing ? `Edit ${spec.noun}: ${editing.companyName}` : spec.addTitle} onSubmit={onSubmit}>
        <GolfFields fields={spec.fields} form={form} />
        <GolfFormActions
          saveLabel={editing ? "Save changes" : `Save ${capitalised(spec.noun)}`}
          saving={form.formState.isSubmitting}
          onCancel={onClose}
          className={FULL_WIDTH}
        />
      </GolfFormCard>
    );
  };
}
