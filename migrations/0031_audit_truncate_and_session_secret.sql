-- The audit log is only ever added to: a TRUNCATE (which no row trigger sees) is refused too.
CREATE TRIGGER "audit_log_never_truncated" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
-- Session cookies are signed with SESSION_SECRET or a secret derived from the secrets key, never one kept in the
-- database (a stolen dump would let anyone sign a session): the one generated here before is removed.
DELETE FROM "app_settings" WHERE "key" = 'session_secret';
