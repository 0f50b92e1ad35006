import { BellOff, BellRing } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { PUSH_ALERTS, type PushAlert } from "@shared/push/push-alerts";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/lib/formatters";
import { usePushSettings, useRemoveDevice, useSaveAlertChoices } from "../api/push";
import { dialogButton } from "@/components/staff/staff-dialog";
import { inputClass } from "@/components/staff/form-styles";
import { canPush, currentSubscription, isInstalled, isIos, turnOffAlerts, turnOnAlerts } from "./this-device";
import { Checkbox } from "@/components/staff/checkbox";

type DeviceState = "checking" | "unsupported" | "off" | "on" | "denied" | "busy";

/**
 * "Alerts on this device": the staff member turns push alerts on or off for the phone or computer in their hand,
 * chooses which alerts they get (on every device of theirs) and sees their devices. Nothing here loads on a public page.
 */
export function DeviceAlerts() {
  const settings = usePushSettings();
  const saveChoices = useSaveAlertChoices();
  const remove = useRemoveDevice();
  const [state, setState] = useState<DeviceState>("checking");
  const [thisEndpoint, setThisEndpoint] = useState<string | null>(null);
  const [deviceName, setDeviceName] = useState("");
  const nameId = useId();

  useEffect(() => {
    let live = true;
    if (!canPush()) {
      queueMicrotask(() => live && setState("unsupported"));
      return;
    }
    void currentSubscription().then((subscription) => {
      if (!live) return;
      setThisEndpoint(subscription?.endpoint ?? null);
      setState(Notification.permission === "denied" ? "denied" : subscription ? "on" : "off");
    });
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    setState("busy");
    try {
      const result = await turnOnAlerts(deviceName.trim());
      setState(result);
      setThisEndpoint((await currentSubscription())?.endpoint ?? null);
      void settings.refetch();
      if (result === "on") toast({ title: "Alerts are on for this device", description: "New leads will buzz it within seconds." });
    } catch {
      setState("off");
      toast({
        title: "Alerts could not be turned on",
        description: "Please try again. On an iPhone, open the staff app from your Home Screen first.",
        variant: "destructive",
      });
    }
  };
  const turnOff = async () => {
    setState("busy");
    await turnOffAlerts((endpoint) => remove.mutateAsync(endpoint)).catch(() => undefined);
    setThisEndpoint(null);
    setState("off");
  };

  // the boxes show the choice at once (a controlled box would otherwise spring back until the server answers)
  const [picked, setPicked] = useState<PushAlert[] | null>(null);
  const chosen = picked ?? settings.data?.alerts ?? [];
  const toggle = (alert: PushAlert, on: boolean) => {
    const next = on ? [...new Set([...chosen, alert])] : chosen.filter((value) => value !== alert);
    setPicked(next);
    saveChoices.mutate(next, {
      onError: () => {
        setPicked(null);
        toast({ title: "Not saved", description: "Please try again.", variant: "destructive" });
      },
    });
  };

  return (
    <div className="space-y-5">
      {state === "unsupported" ? (
        <p className="rounded-lg bg-gray-50 p-3 text-sm text-ink">
          {isIos() && !isInstalled()
            ? "On an iPhone, alerts work from the staff app: tap Share, then Add to Home Screen, open the app from your Home Screen, and turn alerts on here."
            : "This browser cannot show alerts. Try Chrome, Edge, Firefox or Safari."}
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {state !== "on" && (
            <div className="sm:w-72">
              <label htmlFor={nameId} className="text-sm font-medium text-ink">
                Name this device (optional)
              </label>
              <input
                id={nameId}
                className={`${inputClass} mt-1`}
                value={deviceName}
                maxLength={80}
                placeholder="Dave's phone"
                onChange={(e) => setDeviceName(e.target.value)}
              />
            </div>
          )}
          {state === "on" ? (
            <button type="button" className={dialogButton.secondary} onClick={() => void turnOff()}>
              <BellOff aria-hidden="true" className="h-4 w-4" />
              Turn off alerts on this device
            </button>
          ) : (
            <button
              type="button"
              className={dialogButton.primary}
              onClick={() => void turnOn()}
              disabled={state === "busy" || state === "checking" || state === "denied"}
            >
              <BellRing aria-hidden="true" className="h-4 w-4" />
              {state === "busy" ? "Turning on..." : "Turn on alerts on this device"}
            </button>
          )}
        </div>
      )}
      <p role="status" className="text-sm text-ink-muted">
        {state === "on" && "Alerts are on for this device."}
        {state === "denied" && "This browser blocks alerts from this site: allow notifications in its settings, then reload."}
        {state === "off" &&
          (isIos()
            ? "On an iPhone, add the staff app to your Home Screen first (Share, then Add to Home Screen) and turn alerts on from there."
            : "Alerts are off for this device.")}
      </p>

      <fieldset>
        <legend className="text-sm font-semibold text-ink">What alerts you (on every device of yours)</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {PUSH_ALERTS.map((alert) => (
            <Checkbox
              key={alert.value}
              className="min-h-11 rounded-lg border border-gray-200 px-3"
              checked={chosen.includes(alert.value)}
              disabled={!settings.data}
              onChange={(checked) => toggle(alert.value, checked)}
            >
              {alert.label}
            </Checkbox>
          ))}
        </div>
      </fieldset>

      <div>
        <h3 className="text-sm font-semibold text-ink">Your devices with alerts</h3>
        {settings.data && settings.data.devices.length ? (
          <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
            {settings.data.devices.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-ink">{device.deviceName}</span>
                  {device.endpoint === thisEndpoint ? (
                    <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">This device</span>
                  ) : null}
                  <span className="block text-xs text-ink-muted">
                    {device.lastPushedAt
                      ? `Last alert ${formatDateTime(device.lastPushedAt)}`
                      : `Added ${formatDateTime(device.createdAt)}`}
                  </span>
                </span>
                <button
                  type="button"
                  className={dialogButton.secondary}
                  onClick={() => remove.mutate(device.endpoint)}
                  aria-label={`Remove ${device.deviceName}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">None yet.</p>
        )}
      </div>
    </div>
  );
}
