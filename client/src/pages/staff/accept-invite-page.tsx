import { AuthCard } from "@/features/auth/components/auth-card";
import { AcceptInviteForm } from "@/features/auth/components/accept-invite-form";

export default function AcceptInvitePage() {
  return (
    <AuthCard
      title="Welcome aboard"
      intro="Choose the username and password you'll sign in with."
      back={{ href: "/login", label: "Already have an account? Sign in" }}
    >
      <AcceptInviteForm />
    </AuthCard>
  );
}
