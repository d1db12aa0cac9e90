/** The texts of docs/product.md section 8 for sign-in, registration and password recovery: in the catalogue (common/i18n/en/auth.ts), verbatim. */
import { auth } from "#common/i18n/en/auth";
import { addMessages, t, type MessageValues } from "#common/i18n/messages";
import { school } from "#common/school";

// Formats English as it loads (the constants below), whether or not the root has added the shell yet.
addMessages("en", auth);

export type AuthMessageId = keyof typeof auth;
/** Formats an `auth.*` message: the screen's `useT()`, or `english` where the spec's English words are needed. */
export type Say = (id: AuthMessageId, values?: MessageValues) => string;
/** The English texts: what the server's English answers are compared with, and what the page's meta says. */
export const english: Say = (id, values) => t("en", id, values);

export const authToasts = (say: Say) =>
  ({
    loginFailed: say("auth.toast.loginFailed"),
    loginFailedFallback: say("auth.toast.loginFailedFallback"),
    registrationFailed: say("auth.toast.registrationFailed"),
    registrationFailedFallback: say("auth.toast.registrationFailedFallback"),
    loggedIn: { title: say("auth.toast.loggedIn.title"), description: say("auth.toast.loggedIn.description") },
    registered: { title: say("auth.toast.registered.title", { school: school.name }), description: say("auth.toast.registered.description") },
  }) as const;

export const AUTH_TOASTS = authToasts(english);

export const recoveryToasts = (say: Say) =>
  ({
    /** The title of the recovery screens' error toasts; the description is the spec's text. */
    errorTitle: say("auth.errorTitle"),
    sendFailed: say("auth.recovery.toast.sendFailed"),
    sendNetworkFailed: say("auth.recovery.toast.sendNetworkFailed"),
    sent: { title: say("auth.recovery.toast.sent.title"), description: say("auth.recovery.toast.sent.description") },
    noToken: { title: say("auth.recovery.toast.noToken.title"), description: say("auth.recovery.toast.noToken.description") },
    invalidToken: say("auth.recovery.toast.invalidToken"),
    resetFailed: say("auth.recovery.toast.resetFailed"),
    resetNetworkFailed: say("auth.recovery.toast.resetNetworkFailed"),
    reset: { title: say("auth.recovery.toast.reset.title"), description: say("auth.recovery.toast.reset.description") },
  }) as const;

/** docs/api/accounts.md: the answers of POST /api/auth/mfa/login, as the server words them (compared with what it said). */
export const MFA_LOGIN_INVALID = english("auth.mfaLogin.invalid");
/** The server's refusal of a used or expired reset link, as it words it. */
export const INVALID_RESET_TOKEN = english("auth.recovery.toast.invalidToken");
/** The pending sign-in lasts 10 minutes on the server (docs/api/accounts.md). */
export const MFA_PENDING_MS = 10 * 60_000;

/** docs/product.md section 9: the reset page redirects 3 seconds after success or a missing token. */
export const REDIRECT_DELAY_MS = 3000;
