import type { StaffRole } from "./staff/roles";

/** What a row looks like after JSON: dates arrive as ISO strings. */
export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export interface AuthStatus {
  isAuthenticated: boolean;
  user?: { id: number; username: string; role: StaffRole; email: string | null; twoStepEnabled: boolean };
  /** the Owner requires two-step sign-in and this account has none yet: only setting it up is allowed */
  twoStepSetupRequired?: boolean;
}

/** POST /api/login, when the password was right and the account has two-step sign-in: no session yet. */
export interface TwoStepChallenge {
  totpRequired: true;
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
