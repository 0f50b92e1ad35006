import { authCardPage, ForgotPasswordForm } from "@/features/auth";

export default authCardPage(
  { title: "Forgot password", intro: "Enter the email address of your staff account: we'll send a link to choose a new password." },
  ForgotPasswordForm,
);
