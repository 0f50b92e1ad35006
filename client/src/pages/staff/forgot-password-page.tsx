import { AuthCard } from "@/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot password"
      intro="Enter the email address of your staff account: we'll send a link to choose a new password."
      back={{ href: "/login", label: "Back to sign in" }}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
