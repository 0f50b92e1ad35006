import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { ROLE_LABELS, ACCOUNT_ROLES } from "@shared/auth/roles";
import { type InviteInput, inviteSchema } from "@shared/auth/account-validation";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/server-field-errors";
import { useInvite } from "../../api/accounts";
import { dialogButton } from "@/components/staff/staff-dialog";
import { fieldProps } from "@/components/forms/field-props";

const ROLE_CHOICES = ACCOUNT_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Invite a person by email: they get a link, valid 72 hours, to choose their username and password. */
export function InviteForm() {
  const invite = useInvite();
  const form = useForm<InviteInput, unknown, InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: "", role: "staff" },
  });
  const onValid = (input: InviteInput) =>
    invite.mutate(input, {
      onSuccess: (sent) => {
        toast({ title: "Invitation sent", description: `${sent.email} has 72 hours to accept it.` });
        form.reset({ email: "", role: "staff" });
      },
      onError: (error) => {
        if (isSessionEnded(error)) return;
        applyServerFieldErrors(error, ["email", "role"], form.setError, {
          field: "email",
          message: "An account already uses this address",
        });
      },
    });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start">
      <TextField compact label="Email address" type="email" autoComplete="off" {...fieldProps(form, "email")} />
      <SelectField compact label="Role" options={ROLE_CHOICES} {...fieldProps(form, "role")} />
      <button type="submit" disabled={invite.isPending} className={`${dialogButton.primary} sm:mt-6`}>
        <Send aria-hidden="true" className="h-4 w-4" />
        {invite.isPending ? "Sending..." : "Send invitation"}
      </button>
    </form>
  );
}
