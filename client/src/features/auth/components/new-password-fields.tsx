import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export const PASSWORD_HINT = "At least 12 characters and hard to guess: a few unrelated words work well.";
export const PASSWORDS_DIFFER = "The two passwords are not the same";

/** A new password typed twice, with the policy as its hint (the server judges its strength). */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
}) {
  const field = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password?.message}
        {...field("password")}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...field("confirm", { validate: (value, all) => value === all.password || PASSWORDS_DIFFER })}
      />
    </>
  );
}
