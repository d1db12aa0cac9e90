/**
 * Two-factor authentication and the security settings (docs/api/accounts.md, docs/product.md section 7): each
 * call in one place, through its contract (common/api/mfa.ts, common/api/settings.ts).
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiError, call, callAnswer } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { SESSION_DEFAULT_IDLE_MINUTES } from "~/lib/auth";
import { disableMfa as disableMfaContract, enableMfa as enableMfaContract, mfaStatus, setupMfa as setupMfaContract } from "#common/api/mfa";
import { securitySettings } from "#common/api/settings";
import { ADMIN_ROLES, type Role } from "#common/roles";
import type { MfaSetup, MfaStatus } from "#common/types/session";

export type { MfaSetup, MfaStatus };

export interface SecuritySettings {
  session_timeout_minutes?: number | null;
}

export function useMfaStatus() {
  return useQuery(queryOptions(mfaStatus));
}

/** The status is read again after 2FA is turned on or off. */
export function refreshMfaStatus(client: QueryClient) {
  return invalidate(client, mfaStatus);
}

/** Only admin and super_admin see the session timeout, and only for them is it read (docs/product.md section 6). */
export function canSeeSessionTimeout(role: Role | undefined): boolean {
  return !!role && (ADMIN_ROLES as readonly string[]).includes(role);
}

export function useSecuritySettings(role: Role | undefined) {
  return useQuery({ ...queryOptions(securitySettings), enabled: canSeeSessionTimeout(role) });
}

/** docs/product.md section 3: 120 is displayed when the setting is missing. */
export function sessionTimeoutMinutes(settings: SecuritySettings | undefined): number {
  const value = settings?.session_timeout_minutes;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : SESSION_DEFAULT_IDLE_MINUTES;
}

export async function setupMfa(): Promise<{ message?: string; data: MfaSetup }> {
  const body: { success?: boolean; message?: string; data?: MfaSetup } = await callAnswer(setupMfaContract);
  // A refusal inside a 200 is raised like an HTTP one, so the dialog shows its message the same way.
  if (body.success === false || !body.data) throw new ApiError(200, JSON.stringify({ message: body.message }), "OK");
  return { message: body.message, data: body.data };
}

/** The spec's {verificationToken} plus the account's password (docs/decisions/0012-mfa-enable-needs-password.md). */
export async function enableMfa(password: string, verificationToken: string): Promise<void> {
  await call(enableMfaContract, { body: { password, verificationToken } });
}

export async function disableMfa(password: string, mfaToken: string): Promise<void> {
  await call(disableMfaContract, { body: { password, mfaToken } });
}
