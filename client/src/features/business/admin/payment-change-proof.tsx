import { TextField } from "@/components/forms/text-field";
import { SectionCard } from "@/components/staff/section-card";

export interface PaymentChangeProof {
  currentPassword: string;
  code: string;
}

interface PaymentChangeProofProps {
  proof: PaymentChangeProof;
  onChange: (proof: PaymentChangeProof) => void;
  twoStepEnabled: boolean;
  errors: Partial<Record<keyof PaymentChangeProof, string>>;
}

/**
 * Shown once a payment detail (the bank account, the PayID, the surcharge) differs from what is saved: the server
 * takes such a change only with the Owner's password, and a current code while two-step sign-in is on.
 */
export function PaymentChangeProofCard({ proof, onChange, twoStepEnabled, errors }: PaymentChangeProofProps) {
  return (
    <SectionCard title="Confirm the new payment details">
      <p className="text-sm text-ink-muted">
        Homeowners pay into these details, so a change needs your password. Every Owner gets an email about it. Invoices already issued keep
        the details they were issued with.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <TextField
          compact
          label="Your current password"
          type="password"
          autoComplete="current-password"
          value={proof.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => onChange({ ...proof, currentPassword: event.target.value })}
        />
        {twoStepEnabled && (
          <TextField
            compact
            label="Code from your authenticator app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={proof.code}
            error={errors.code}
            onChange={(event) => onChange({ ...proof, code: event.target.value })}
          />
        )}
      </div>
    </SectionCard>
  );
}
