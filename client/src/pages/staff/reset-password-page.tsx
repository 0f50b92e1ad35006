import { authCardPage } from "@/features/auth/components/auth-card";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export default authCardPage(
  { title: "Choose a new password", intro: "Your account is signed out everywhere once it is saved." },
  ResetPasswordForm,
);
