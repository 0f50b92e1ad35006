import type { PushAlert } from "./push-alerts";

/** Answers of the push endpoints, as the server sends them and "Alerts on this device" reads them. */

/** A device that gets this staff member's alerts. */
export interface PushDevice {
  id: number;
  endpoint: string;
  deviceName: string;
  createdAt: string;
  lastPushedAt: string | null;
}

/** GET /api/push/subscriptions: this staff member's devices and chosen alerts. */
export interface PushSettings {
  devices: PushDevice[];
  alerts: PushAlert[];
}

/** PUT /api/push/alerts */
export interface PushAlertChoice {
  alerts: PushAlert[];
}

/** GET /api/push/vapid-public-key: what a browser subscribes with. */
export interface VapidPublicKey {
  publicKey: string;
}

/** POST /api/push/subscriptions (201): the device as kept. */
export interface PushDeviceAdded {
  id: number;
  deviceName: string;
}
