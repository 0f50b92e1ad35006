import { z } from "zod";
import { TEXT_LIMITS } from "../constants";

export const MISSING_LOGIN_MESSAGE = "Please enter both username and password";
export const INVALID_LOGIN_MESSAGE = "Invalid username or password";

/** POST /api/login. The username is trimmed; the password is taken as typed. */
export const loginSchema = z.object({
  username: z.string(MISSING_LOGIN_MESSAGE).trim().min(1, MISSING_LOGIN_MESSAGE).max(TEXT_LIMITS.username, INVALID_LOGIN_MESSAGE),
  password: z.string(MISSING_LOGIN_MESSAGE).min(1, MISSING_LOGIN_MESSAGE).max(TEXT_LIMITS.password, INVALID_LOGIN_MESSAGE),
});

export type LoginInput = z.infer<typeof loginSchema>;
