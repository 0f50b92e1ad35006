import type { Path, UseFormReturn } from "react-hook-form";
import { fieldProps } from "@/components/forms/field-props";
import { TextField } from "@/components/forms/text-field";

type ContactField = "name" | "phone" | "email";
type ContactFieldProps = ReturnType<typeof fieldProps>;

/**
 * The three fields' registrations and errors, made in the form's own render (before its later fields), so they
 * register, and take focus on an error, in the order they are shown.
 */
export function contactFieldsOf<Values extends Record<ContactField, string>, Context, Transformed>(
  form: UseFormReturn<Values, Context, Transformed>,
): Record<ContactField, ContactFieldProps> {
  const field = (name: ContactField) => fieldProps(form, name as Path<Values>);
  return { name: field("name"), phone: field("phone"), email: field("email") };
}

interface ContactFieldsProps {
  /** the inputs' ids start with it: quote-name, ad-phone... */
  idPrefix: string;
  /** contactFieldsOf(form) */
  fields: Record<ContactField, ContactFieldProps>;
  /** each form's own words for the phone and email fields (the specification's) */
  labels: { phone: string; email: string };
}

/** Name, phone and email, as both quote forms ask for them: required, typed for the phone's keyboard and autofill. */
export function ContactFields({ idPrefix, fields, labels }: ContactFieldsProps) {
  return (
    <>
      <TextField required id={`${idPrefix}-name`} label="Full name" autoComplete="name" {...fields.name} />
      <TextField required id={`${idPrefix}-phone`} label={labels.phone} type="tel" inputMode="tel" autoComplete="tel" {...fields.phone} />
      <TextField required id={`${idPrefix}-email`} label={labels.email} type="email" autoComplete="email" {...fields.email} />
    </>
  );
}
