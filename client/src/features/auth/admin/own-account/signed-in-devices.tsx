import { LogOut, Monitor } from "lucide-react";
import { toast } from "@/components/ui/use-toast";
import { isSessionEnded } from "@/lib/api-client";
import { formatDateTime } from "@/lib/formatters";
import { useSignedInDevices, useSignOutOtherDevices } from "../../api/own-account";
import { dialogButton } from "@/components/staff/staff-dialog";

/** Where you are signed in, and signing out everywhere else (a lost phone, a shared computer). */
export function SignedInDevices() {
  const devices = useSignedInDevices();
  const signOut = useSignOutOtherDevices();
  if (devices.isPending || isSessionEnded(devices.error)) return <p className="text-sm text-ink-muted">Loading your devices...</p>;
  if (devices.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Your devices could not be loaded.
      </p>
    );
  const others = devices.data.filter((device) => !device.current).length;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
        {devices.data.map((device) => (
          <li key={device.id} className="flex items-start gap-3 px-4 py-3">
            <Monitor aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-ink-muted" />
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink">
                {device.browser}
                {device.current && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/20">
                    This device
                  </span>
                )}
              </p>
              <p className="text-ink-muted">
                {device.signedInAt && <>Signed in {formatDateTime(device.signedInAt)} · </>}
                Last active about {formatDateTime(device.lastActiveAt)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={dialogButton.secondary}
        disabled={others === 0 || signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => toast({ title: "Signed out everywhere else" }),
            onError: (error) =>
              !isSessionEnded(error) && toast({ title: "Not signed out", description: "Please try again.", variant: "destructive" }),
          })
        }
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        {others === 0 ? "No other devices" : `Sign out the other ${others === 1 ? "device" : `${others} devices`}`}
      </button>
    </div>
  );
}
