import { authCardPage } from "@/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export default authCardPage(
  { title: "Forgot password", intro: "Enter the email address of your staff account: we'll send a link to choose a new password." },
  ForgotPasswordForm,
);
