import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PushAlert } from "@shared/push/push-alerts";
import { apiJson, apiRequest } from "@/lib/api-client";

export interface PushDevice {
  id: number;
  endpoint: string;
  deviceName: string;
  createdAt: string;
  lastPushedAt: string | null;
}

export const PUSH_SUBSCRIPTIONS_KEY = ["/api/push/subscriptions"] as const;
export const usePushSettings = () => useQuery<{ devices: PushDevice[]; alerts: PushAlert[] }>({ queryKey: PUSH_SUBSCRIPTIONS_KEY });

export function useSaveAlertChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alerts: PushAlert[]) => apiJson<{ alerts: PushAlert[] }>("PUT", "/api/push/alerts", { alerts }),
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

export const vapidPublicKey = async () => (await apiJson<{ publicKey: string }>("GET", "/api/push/vapid-public-key")).publicKey;
export const saveSubscription = (subscription: PushSubscriptionJSON, deviceName: string) =>
  apiJson<{ id: number }>("POST", "/api/push/subscriptions", { ...subscription, deviceName });
