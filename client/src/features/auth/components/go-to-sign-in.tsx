import { Link } from "wouter";
import { authButton } from "./auth-card";

/** What an invitation accepted or a password reset says when done, with the way on to sign in. */
export function GoToSignIn({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3.5 py-3 text-sm text-green-900">
        {message}
      </p>
      <Link href="/login" className={authButton}>
        Go to sign in
      </Link>
    </div>
  );
}
