import { AuthCard } from "@/features/auth/components/auth-card";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export default function ResetPasswordPage() {
  return (
    <AuthCard
      title="Choose a new password"
      intro="Your account is signed out everywhere once it is saved."
      back={{ href: "/login", label: "Back to sign in" }}
    >
      <ResetPasswordForm />
    </AuthCard>
  );
}
