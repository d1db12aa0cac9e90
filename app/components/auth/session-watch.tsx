import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { announceSignedOut, clearSignedInState, logout, onSignedOutElsewhere, SESSION_DEFAULT_IDLE_MINUTES, useUser } from "~/lib/auth";
import { createIdleTimer, localActivityStore, watchActivity } from "~/lib/idle-timer";

/** setTimeout holds at most about 24.8 days. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Ends the session in the browser when the server would (docs/api/accounts.md, `session`): after
 * `idleTimeoutMinutes` with no activity in any tab of the site, and at the absolute `expiresAt`.
 * It calls POST /api/logout, forgets the user, tells the other tabs, goes to /auth and says why.
 * A sign-out in another tab sends this one to /auth as well.
 */
export function SessionWatch() {
  const { data: user } = useUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const signingOut = useRef(false);

  const userId = user?.id;
  const minutes = user?.session?.idleTimeoutMinutes ?? SESSION_DEFAULT_IDLE_MINUTES;
  const expiresAt = user?.session?.expiresAt;

  useEffect(() => {
    if (!userId) return;
    signingOut.current = false;

    const signOut = async (description: string) => {
      if (signingOut.current) return;
      signingOut.current = true;
      try {
        await logout();
      } catch {
        // The server ends the session on its side anyway; the browser must not keep showing it.
      }
      clearSignedInState(client);
      announceSignedOut();
      navigate("/auth", { replace: true });
      toast({ title: "Signed out", description });
    };

    const idle = createIdleTimer({
      timeoutMs: minutes * 60_000,
      store: localActivityStore(),
      onIdle: () => void signOut(`You were signed out after ${minutes} minutes without activity, to keep your account safe. Please sign in again.`),
    });
    const unwatch = watchActivity(idle);

    let absolute: ReturnType<typeof setTimeout> | undefined;
    const end = expiresAt ? Date.parse(expiresAt) : NaN;
    if (Number.isFinite(end)) {
      absolute = setTimeout(
        () => void signOut("Your session has reached its time limit. Please sign in again."),
        Math.min(Math.max(0, end - Date.now()), MAX_TIMEOUT_MS),
      );
    }

    const unsubscribe = onSignedOutElsewhere(() => {
      if (signingOut.current) return;
      signingOut.current = true;
      clearSignedInState(client);
      navigate("/auth", { replace: true });
      toast({ title: "Signed out", description: "You signed out in another tab." });
    });

    return () => {
      idle.stop();
      unwatch();
      clearTimeout(absolute);
      unsubscribe();
    };
  }, [userId, minutes, expiresAt, client, navigate]);

  return null;
}
