import { MessageSquareReply } from "lucide-react";
import { useBusiness } from "@/lib/client-config";
import { formatDate } from "@/lib/formatters";

/** "Response from {business}" with its date, under a review on the home page. */
export function ReviewReply({ reply }: { reply: { text: string; updatedAt: string } }) {
  const business = useBusiness();
  return (
    <div className="mt-4 rounded-lg bg-gray-50 p-4 text-sm ring-1 ring-gray-200">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 font-semibold text-ink">
        <MessageSquareReply aria-hidden="true" className="h-4 w-4 text-brand-700" />
        Response from {business.name}
        <time dateTime={reply.updatedAt} className="font-normal text-ink-muted">
          {formatDate(reply.updatedAt)}
        </time>
      </p>
      <p className="mt-1.5 leading-relaxed wrap-break-word whitespace-pre-line text-ink-muted">{reply.text}</p>
    </div>
  );
}
