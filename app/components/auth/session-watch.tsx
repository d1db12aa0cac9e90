import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { SessionInfo } from "#common/types/session";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { announceSignedOut, clearSignedInState, endSession, onSignedOutElsewhere, SESSION_DEFAULT_IDLE_MINUTES, useUser } from "~/lib/auth";
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
  const { data: user, dataUpdatedAt } = useUser();
  const client = useQueryClient();
  const navigate = useNavigate();
  const signingOut = useRef(false);

  const userId = user?.id;
  const minutes = user?.session?.idleTimeoutMinutes ?? SESSION_DEFAULT_IDLE_MINUTES;
  const deadline = sessionDeadline(user?.session, dataUpdatedAt);

  const signOut = useCallback(
    async (description: string) => {
      if (signingOut.current) return;
      signingOut.current = true;
      try {
        await endSession(client);
      } catch {
        // The server ends the session on its side anyway; the browser must not keep showing it.
        clearSignedInState(client);
      }
      announceSignedOut();
      navigate("/auth", { replace: true });
      toast({ title: "Signed out", description });
    },
    [client, navigate],
  );

  useEffect(() => {
    if (!userId) return;
    signingOut.current = false;

    const idle = createIdleTimer({
      timeoutMs: minutes * 60_000,
      store: localActivityStore(),
      onIdle: () => void signOut(`You were signed out after ${minutes} minutes without activity, to keep your account safe. Please sign in again.`),
    });
    const unwatch = watchActivity(idle);

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
      unsubscribe();
    };
  }, [userId, minutes, signOut, client, navigate]);

  // Apart from the idle timer: every fresh answer about the user moves the deadline by a few
  // milliseconds, and activity already recorded must not be forgotten for that.
  useEffect(() => {
    if (!userId || !Number.isFinite(deadline)) return;
    const absolute = setTimeout(
      () => void signOut("Your session has reached its time limit. Please sign in again."),
      Math.min(Math.max(0, deadline - Date.now()), MAX_TIMEOUT_MS),
    );
    return () => clearTimeout(absolute);
  }, [userId, deadline, signOut]);

  return null;
}

/** Each answer's deadline, fixed when it was first seen. */
const deadlines = new WeakMap<SessionInfo, number>();

/**
 * When the session ends by this device's clock: `secondsLeft` counted from when the answer arrived
 * (`receivedAt`), whatever time the device thinks it is; `expiresAt` for an answer without it. A
 * change to other fields of the cached user (learner preferences) keeps its `session` object and so
 * its deadline, though the cache's time moves on; every new answer brings a new object.
 */
export function sessionDeadline(session: SessionInfo | undefined, receivedAt: number): number {
  if (!session) return NaN;
  let deadline = deadlines.get(session);
  if (deadline === undefined) {
    deadline = typeof session.secondsLeft === "number" && receivedAt > 0 ? receivedAt + session.secondsLeft * 1000 : Date.parse(session.expiresAt);
    deadlines.set(session, deadline);
  }
  return deadline;
}
