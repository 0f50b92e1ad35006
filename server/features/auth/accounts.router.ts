import { Router } from "express";
import {
  FORGOT_PASSWORD_ANSWER,
  acceptInviteSchema,
  accountUpdateSchema,
  forgotPasswordSchema,
  inviteSchema,
  resetPasswordSchema,
} from "@shared/auth/account-validation";
import type { AccountLinkUsed, AccountList, AccountRow, InvitationRow, MessageAnswer } from "@shared/auth/account-api";
import { ROLE_LABELS } from "@shared/auth/roles";
import type { Database } from "../../db/client";
import type { RateLimit } from "../../env";
import { HttpError, notFound } from "../../http-error";
import { audited, changes, recordAudit } from "../../infra/audit/audit-log";
import { inTransaction } from "../../db/transaction";
import { actorOf } from "../../middleware/audit-actor";
import { passwordResetRequestLimiter } from "../../middleware/rate-limits";
import { requireOwner } from "../../middleware/require-owner";
import { parseBody, parseId } from "../../middleware/validate";
import { endAllSessions } from "../../session";
import { enqueueAccountEmail } from "./account-emails";
import { createAccountLink, endResetLinks, useAccountLink } from "./account-links";
import { formatCents } from "@shared/quotes/quote-math";
import { accountWithCosts, createInvitedAccount, findAccountByEmail, invitationRow, listAccounts, updateAccount } from "./accounts.queries";
import { passwordProblem } from "./password-strength";
import { findAccountById, setPassword } from "./users.queries";

const LINK_REFUSED = "This link has expired or has already been used. Ask the owner for a new invitation, or request a new reset link.";

/**
 * Accounts (Owner only: list, invite, change role, disable), and the three doors that need no session: accepting
 * an invitation, asking for a reset link, and using it.
 */
export function accountsRouter({ db, pool }: Database, resetLimit: RateLimit): Router {
  const router = Router();

  router.get("/accounts", requireOwner, async (_req, res) => {
    res.set("Cache-Control", "no-store").json((await listAccounts(db)) satisfies AccountList);
  });

  router.post("/accounts/invite", requireOwner, async (req, res) => {
    const { email, role } = parseBody(req, inviteSchema);
    if (await findAccountByEmail(db, email))
      throw new HttpError(409, "An account already uses this email address", { email: "An account already uses this email address" });
    const invitation = await audited(db, actorOf(req), async (tx, audit) => {
      const link = await createAccountLink(tx, { purpose: "invite", email, role, createdById: req.user!.id });
      await enqueueAccountEmail(tx, { purpose: "invite", linkId: link.id, to: email, role, invitedBy: req.user!.username });
      await audit({
        action: "account.invite",
        targetType: "invitation",
        targetId: link.id,
        summary: `Invited ${email} as ${ROLE_LABELS[role]}`,
        after: { email, role },
      });
      return invitationRow(link);
    });
    res.status(201).json(invitation satisfies InvitationRow);
  });

  router.patch("/accounts/:id", requireOwner, async (req, res) => {
    const id = parseId(req.params.id, "account id");
    const change = parseBody(req, accountUpdateSchema);
    const result = await audited(db, actorOf(req), async (tx, audit) => {
      const updated = await updateAccount(tx, id, change, req.user!.username);
      if (!updated) return undefined;
      const view = (row: typeof updated.after) => ({ role: row.role, disabled: row.disabledAt !== null, firstName: row.firstName ?? "" });
      const diff = changes(view(updated.before), view(updated.after), ["role", "disabled", "firstName"]);
      const what = [
        diff.after.role && `role ${ROLE_LABELS[updated.before.role]} -> ${ROLE_LABELS[diff.after.role]}`,
        diff.after.disabled !== undefined && (diff.after.disabled ? "disabled" : "enabled"),
        diff.after.firstName !== undefined && `first name "${diff.after.firstName}"`,
      ].filter(Boolean);
      if (change.hourlyCostCents !== undefined)
        what.push(`hourly cost ${formatCents(change.hourlyCostCents)} from ${change.hourlyCostFrom}`);
      if (what.length)
        await audit({
          action: "account.update",
          targetType: "account",
          targetId: id,
          summary: `${updated.after.username}: ${what.join(", ")}`,
          ...diff,
        });
      return updated.after;
    });
    if (!result) throw notFound("Account not found");
    res.json((await accountWithCosts(db, result)) satisfies AccountRow);
  });

  router.post("/auth/invite/accept", async (req, res) => {
    const { token, username, password } = parseBody(req, acceptInviteSchema);
    const problem = passwordProblem(password, [username]);
    if (problem) throw new HttpError(400, problem, { password: problem });
    const account = await inTransaction(db, async (tx) => {
      const link = await useAccountLink(tx, "invite", token);
      if (!link) throw new HttpError(410, LINK_REFUSED);
      const created = await createInvitedAccount(tx, { username, password, email: link.email, role: link.role ?? "staff" });
      await recordAudit(
        tx,
        { id: created.id, name: username, ip: req.ip },
        {
          action: "account.create",
          targetType: "account",
          targetId: created.id,
          summary: `${username} (${link.email}) accepted the invitation as ${ROLE_LABELS[created.role]}`,
          after: { username, email: link.email, role: created.role },
        },
      );
      return created;
    });
    res.status(201).json({
      message: "Your account is ready. Sign in with your new username and password.",
      username: account.username,
    } satisfies AccountLinkUsed);
  });

  router.post("/auth/forgot", ...passwordResetRequestLimiter(resetLimit, pool), async (req, res) => {
    const { email } = parseBody(req, forgotPasswordSchema);
    // the same answer and the same work (one queued task) whether the address has an account or not: the worker looks
    await enqueueAccountEmail(db, { purpose: "reset", to: email });
    res.json({ message: FORGOT_PASSWORD_ANSWER } satisfies MessageAnswer);
  });

  router.post("/auth/reset", async (req, res) => {
    const { token, password } = parseBody(req, resetPasswordSchema);
    const username = await inTransaction(db, async (tx) => {
      const link = await useAccountLink(tx, "reset", token);
      const account = link?.userId ? await findAccountById(tx, link.userId) : undefined;
      if (!link || !account || account.disabledAt) throw new HttpError(410, LINK_REFUSED);
      const problem = passwordProblem(password, [account.username]);
      if (problem) throw new HttpError(400, problem, { password: problem });
      await setPassword(tx, account.id, password);
      await endResetLinks(tx, account.id);
      await endAllSessions(tx, account.id);
      await recordAudit(
        tx,
        { id: account.id, name: account.username, ip: req.ip },
        {
          action: "auth.password-reset",
          targetType: "account",
          targetId: account.id,
          summary: `${account.username} chose a new password with a reset link; every session ended`,
        },
      );
      return account.username;
    });
    res.json({ message: "Your new password is set. Sign in with it now.", username } satisfies AccountLinkUsed);
  });

  return router;
}
