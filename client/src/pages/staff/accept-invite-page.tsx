import { AcceptInviteForm, authCardPage } from "@/features/auth";

export default authCardPage(
  {
    title: "Welcome aboard",
    intro: "Choose the username and password you'll sign in with.",
    back: { href: "/login", label: "Already have an account? Sign in" },
  },
  AcceptInviteForm,
);
