import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { MAIL_STATUS_QUERY_KEY, type MailStatus } from "../api/use-resend-lead-email";

/** Shown while SMTP is not set up: leads are stored and their emails wait in the queue. */
export function EmailNotConfiguredBanner({ enabled }: { enabled: boolean }) {
  const status = useQuery<MailStatus>({ queryKey: MAIL_STATUS_QUERY_KEY, enabled });
  if (status.data?.configured !== false) return null;
  const { variables } = status.data;
  return (
    <div role="alert" className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">Email is not configured: new leads are not being emailed</p>
        <p className="mt-1">
          Their emails are kept in the queue and go out once the server restarts with{" "}
          {variables.map((name, i) => (
            <span key={name}>
              {i > 0 && (i === variables.length - 1 ? " and " : ", ")}
              <code className="rounded bg-amber-100 px-1 font-mono">{name}</code>
            </span>
          ))}{" "}
          set (see the README).
        </p>
      </div>
    </div>
  );
}
