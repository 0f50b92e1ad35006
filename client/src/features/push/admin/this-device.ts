import { ADMIN_APP_SCOPE, ADMIN_SERVICE_WORKER_PATH } from "@shared/push/admin-app";
import { saveSubscription, vapidPublicKey } from "../api/push";

/** Whether this browser can take push alerts at all (an iPhone only once the app is on its Home Screen). */
export const canPush = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

export const isIos = () => typeof navigator !== "undefined" && /iPhone|iPad|iPod/.test(navigator.userAgent);
export const isInstalled = () =>
  typeof window !== "undefined" &&
  (window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true);

const keyBytes = (base64url: string) => {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
};

/** The staff app's service worker: registered here only, from /admin, with its scope /admin. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration(ADMIN_APP_SCOPE);
  return existing ?? navigator.serviceWorker.register(ADMIN_SERVICE_WORKER_PATH, { scope: ADMIN_APP_SCOPE });
}

/** This device's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!canPush()) return null;
  const existing = await navigator.serviceWorker.getRegistration(ADMIN_APP_SCOPE);
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission, subscribes with the server's key and stores the subscription against the account. */
export async function turnOnAlerts(deviceName: string): Promise<"on" | "denied"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const worker = await registration();
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await vapidPublicKey()) }));
  await saveSubscription(subscription.toJSON(), deviceName);
  return "on";
}

/** Stops this device's alerts: the browser's subscription and the server's copy. */
export async function turnOffAlerts(remove: (endpoint: string) => Promise<unknown>): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await remove(subscription.endpoint);
  await subscription.unsubscribe();
}
