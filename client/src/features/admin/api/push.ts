import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PushAlert } from "@shared/push/push-alerts";
import type { PushAlertChoice, PushDevice, PushDeviceAdded, PushSettings, VapidPublicKey } from "@shared/push/push-api";
import { apiJson, apiRequest } from "@/lib/api-client";

export type { PushDevice };

export const PUSH_SUBSCRIPTIONS_KEY = ["/api/push/subscriptions"] as const;
export const usePushSettings = () => useQuery<PushSettings>({ queryKey: PUSH_SUBSCRIPTIONS_KEY });

export function useSaveAlertChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alerts: PushAlert[]) => apiJson<PushAlertChoice>("PUT", "/api/push/alerts", { alerts }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PUSH_SUBSCRIPTIONS_KEY }),
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) => apiRequest("DELETE", "/api/push/subscriptions", { endpoint }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PUSH_SUBSCRIPTIONS_KEY }),
  });
}

export const vapidPublicKey = async () => (await apiJson<VapidPublicKey>("GET", "/api/push/vapid-public-key")).publicKey;
export const saveSubscription = (subscription: PushSubscriptionJSON, deviceName: string) =>
  apiJson<PushDeviceAdded>("POST", "/api/push/subscriptions", { ...subscription, deviceName });
