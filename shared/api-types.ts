import type { AccountRole } from "./auth/roles";

/** What a row looks like after JSON: dates arrive as ISO strings. */
export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** A whole answer as JSON carries it: dates become ISO strings at every depth (what res.json sends). */
export type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Jsonified<Item>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/** One page of a list the server pages: its rows and where it is. */
export interface Paged<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface AuthStatus {
  isAuthenticated: boolean;
  user?: { id: number; username: string; role: AccountRole; email: string | null; twoStepEnabled: boolean };
  /** the Owner requires two-step sign-in and this account has none yet: only setting it up is allowed */
  twoStepSetupRequired?: boolean;
}

/** POST /api/login, when the password was right and the account has two-step sign-in: no session yet. */
export interface TwoStepChallenge {
  totpRequired: true;
}

/** POST /api/login and /api/login/totp once signed in: the new status, in words too. */
export type SignedIn = AuthStatus & { message: string };

/** POST /api/login: signed in, or a second step is needed first. */
export type LoginAnswer = SignedIn | TwoStepChallenge;

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
