import { useQuery } from "@tanstack/react-query";
import type { PushAlert } from "@shared/push/push-alerts";
import type { PushAlertChoice, PushDevice, PushDeviceAdded, PushSettings, VapidPublicKey } from "@shared/push/push-api";
import { apiJson, apiRequest } from "@/lib/api-client";
import { useRefreshingMutation } from "@/lib/refreshing-mutation";

export type { PushDevice };

export const PUSH_SUBSCRIPTIONS_KEY = ["/api/push/subscriptions"] as const;
export const usePushSettings = () => useQuery<PushSettings>({ queryKey: PUSH_SUBSCRIPTIONS_KEY });

export const useSaveAlertChoices = () =>
  useRefreshingMutation(PUSH_SUBSCRIPTIONS_KEY, (alerts: PushAlert[]) => apiJson<PushAlertChoice>("PUT", "/api/push/alerts", { alerts }), {
    whatever: true,
  });

export const useRemoveDevice = () =>
  useRefreshingMutation(PUSH_SUBSCRIPTIONS_KEY, (endpoint: string) => apiRequest("DELETE", "/api/push/subscriptions", { endpoint }));

export const vapidPublicKey = async () => (await apiJson<VapidPublicKey>("GET", "/api/push/vapid-public-key")).publicKey;
export const saveSubscription = (subscription: PushSubscriptionJSON, deviceName: string) =>
  apiJson<PushDeviceAdded>("POST", "/api/push/subscriptions", { ...subscription, deviceName });
