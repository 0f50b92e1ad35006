import type { ComponentProps } from "react";
import { TextField } from "@/components/forms/text-field";

/** "Your current password": the proof a change to one's own account asks for first. */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof TextField>, "label" | "type" | "autoComplete" | "compact">) {
  return <TextField compact label="Your current password" type="password" autoComplete="current-password" {...props} />;
}
