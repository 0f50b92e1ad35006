import { authCardPage, ResetPasswordForm } from "@/features/auth";

export default authCardPage(
  { title: "Choose a new password", intro: "Your account is signed out everywhere once it is saved." },
  ResetPasswordForm,
);
