/**
 * Two-factor authentication and the security settings (docs/api/accounts.md, docs/product.md section 7): each
 * call in one place. Reads go through the default query function, which unwraps `{ success, data }`.
 */
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "~/lib/api";
import { SECURITY_SETTINGS_KEY, SESSION_DEFAULT_IDLE_MINUTES } from "~/lib/auth";
import { ADMIN_ROLES, type Role } from "../../../common/roles";
import type { MfaSetup, MfaStatus } from "../../../common/types/session";

export type { MfaSetup, MfaStatus };

export interface SecuritySettings {
  session_timeout_minutes?: number | null;
}

export const MFA_STATUS_KEY = ["/api/auth/mfa/status"] as const;
export { SECURITY_SETTINGS_KEY };

/** docs/product.md section 8, "Two-factor". */
export const MFA_TOASTS = {
  errorTitle: "Error",
  setupFailed: "Failed to setup MFA",
  enableFailed: "Failed to enable MFA",
  disableFailed: "Failed to disable MFA",
  enabled: "Two-factor authentication has been enabled",
  disabled: "Two-factor authentication has been disabled",
} as const;

export function useMfaStatus() {
  return useQuery<MfaStatus>({ queryKey: MFA_STATUS_KEY });
}

/** Only admin and super_admin see the session timeout, and only for them is it read (docs/product.md section 6). */
export function canSeeSessionTimeout(role: Role | undefined): boolean {
  return !!role && (ADMIN_ROLES as readonly string[]).includes(role);
}

export function useSecuritySettings(role: Role | undefined) {
  return useQuery<SecuritySettings>({ queryKey: SECURITY_SETTINGS_KEY, enabled: canSeeSessionTimeout(role) });
}

/** docs/product.md section 3: 120 is displayed when the setting is missing. */
export function sessionTimeoutMinutes(settings: SecuritySettings | undefined): number {
  const value = settings?.session_timeout_minutes;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : SESSION_DEFAULT_IDLE_MINUTES;
}

export async function setupMfa(): Promise<{ message?: string; data: MfaSetup }> {
  const res = await apiRequest("POST", "/api/auth/mfa/setup");
  const body = (await res.json()) as { success?: boolean; message?: string; data?: MfaSetup };
  // A refusal inside a 200 is raised like an HTTP one, so the dialog shows its message the same way.
  if (body.success === false || !body.data) throw new ApiError(res.status, JSON.stringify({ message: body.message }), res.statusText);
  return { message: body.message, data: body.data };
}

/** The spec's {verificationToken} plus the account's password (docs/decisions/0012-mfa-enable-needs-password.md). */
export async function enableMfa(password: string, verificationToken: string): Promise<void> {
  await apiRequest("POST", "/api/auth/mfa/enable", { password, verificationToken });
}

export async function disableMfa(password: string, mfaToken: string): Promise<void> {
  await apiRequest("POST", "/api/auth/mfa/disable", { password, mfaToken });
}
