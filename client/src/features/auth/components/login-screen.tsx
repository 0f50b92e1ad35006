import { Link } from "wouter";
import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";

/** The /login screen, with a way to a forgotten password and back to the public website. */
export function LoginScreen({ sessionExpired = false, returnTo = "/admin" }: { sessionExpired?: boolean; returnTo?: string }) {
  return (
    <AuthCard
      title="Staff Login"
      intro="Sign in to see quote requests, ad leads and reviews."
      notice={
        sessionExpired && (
          <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
            Your session has ended. Please log in again.
          </p>
        )
      }
    >
      <LoginForm returnTo={returnTo} />
      <p className="mt-5 text-center text-sm">
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
          Forgot password?
        </Link>
      </p>
    </AuthCard>
  );
}
