import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";

type ContactField = "name" | "phone" | "email";

interface ContactFieldsProps {
  /** the inputs' ids start with it: quote-name, ad-phone... */
  idPrefix: string;
  /**
   * the form's own registrations, made in the form's render so the fields register (and take focus on an error)
   * in the order they are shown
   */
  registered: Record<ContactField, UseFormRegisterReturn>;
  errors: Partial<Record<ContactField, FieldError>>;
  /** each form's own words for the phone and email fields (the specification's) */
  labels: { phone: string; email: string };
}

/** Name, phone and email, as both quote forms ask for them: required, typed for the phone's keyboard and autofill. */
export function ContactFields({ idPrefix, registered, errors, labels }: ContactFieldsProps) {
  return (
    <>
      <TextField required id={`${idPrefix}-name`} label="Full name" autoComplete="name" error={errors.name?.message} {...registered.name} />
      <TextField
        required
        id={`${idPrefix}-phone`}
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...registered.phone}
      />
      <TextField
        required
        id={`${idPrefix}-email`}
        label={labels.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...registered.email}
      />
    </>
  );
}
