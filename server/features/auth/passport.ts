import passport, { type PassportStatic } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type { AppDb } from "../../db/client";
import { verifyPassword } from "./passwords";
import { findStaffUserById, findUserByUsername, type StaffUser } from "./users.queries";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends StaffUser {}
  }
}

/** A passport instance of this app's own (not the global one), so each createApp() is independent. */
export function createPassport(db: AppDb): PassportStatic {
  const instance = new passport.Passport() as PassportStatic;
  instance.use(
    new LocalStrategy(async (username, password, done) => {
      try {
        const user = await findUserByUsername(db, username.trim());
        // the hash is checked even for a disabled account, so the answer takes as long either way
        const ok = await verifyPassword(user?.password, password);
        if (!ok || !user || user.disabledAt) return done(null, false);
        return done(null, {
          id: user.id,
          username: user.username,
          role: user.role,
          email: user.email,
          twoStepEnabled: user.totpEnabledAt !== null,
        });
      } catch (err) {
        return done(err);
      }
    }),
  );
  instance.serializeUser((user, done) => done(null, user.id));
  instance.deserializeUser(async (id: unknown, done) => {
    try {
      const user = typeof id === "number" ? await findStaffUserById(db, id) : undefined;
      done(null, user ?? false);
    } catch (err) {
      done(err);
    }
  });
  return instance;
}
