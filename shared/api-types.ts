/** What a row looks like after JSON: dates arrive as ISO strings. */
export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export interface AuthStatus {
  isAuthenticated: boolean;
  user?: { id: number; username: string };
}

export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
