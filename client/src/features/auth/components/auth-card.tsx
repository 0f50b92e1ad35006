import { ArrowLeft, LockKeyhole } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Link } from "wouter";
import { useBusiness } from "@/lib/client-config";

interface AuthCardProps {
  title: string;
  intro: ReactNode;
  /** above the card: a notice such as "Your session has ended" */
  notice?: ReactNode;
  children: ReactNode;
  /** the link under the card; the public website by default */
  back?: { href: string; label: string };
}

/** The screens a staff member meets before the staff area (sign in, forgotten password, invitation): a calm card on a grey page. */
export function AuthCard({ title, intro, notice, children, back = { href: "/", label: "Back to website" } }: AuthCardProps) {
  const business = useBusiness();
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-sm">
          <div className="mb-6 text-center">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm">
              <LockKeyhole aria-hidden="true" className="h-6 w-6" />
            </span>
            <p className="mt-4 text-sm font-medium text-ink-muted">{business.name}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink">{title}</h1>
            <p className="mt-2 text-sm text-ink-muted">{intro}</p>
          </div>
          {notice}
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">{children}</div>
          <p className="mt-6 text-center">
            <Link
              href={back.href}
              className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              {back.label}
            </Link>
          </p>
        </div>
      </main>
    </div>
  );
}

export const authButton =
  "flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70";

/** A page of one form in the card, back to sign-in underneath: `export default authCardPage({ title, intro }, ResetPasswordForm)`. */
export function authCardPage(card: Pick<AuthCardProps, "title" | "intro" | "back">, Form: ComponentType) {
  return function AuthCardPage() {
    return (
      <AuthCard back={{ href: "/login", label: "Back to sign in" }} {...card}>
        <Form />
      </AuthCard>
    );
  };
}
