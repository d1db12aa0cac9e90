/**
 * The session of docs/product.md section 4 on the client: the signed-in user (GET /api/user), sign-in,
 * registration, the second sign-in step with two-factor authentication, and sign-out
 * (docs/api/accounts.md). Success sets or clears the user in the one data cache, so every screen
 * sees the change at once.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { cardLogin, handBack, handOver, login, logout as logoutContract, mfaLogin, register } from "#common/api/auth";
import { securitySettings } from "#common/api/settings";
import { currentUser } from "#common/api/user";
import type { LoginResult, MfaChallenge, SessionInfo, User } from "#common/types/session";
import { abortReads, call, errorStatus, holdReads } from "./api";
import { keyOf } from "./api-queries";

export type { LoginResult, MfaChallenge, SessionInfo, User };

/** The cache key of the signed-in user (GET /api/user, `currentUser`): set at sign-in, cleared at sign-out. */
export const USER_QUERY_KEY = keyOf(currentUser);

export const SESSION_DEFAULT_IDLE_MINUTES = 120;

/** GET /api/settings/security (the session timeout): read by the security screen, refreshed when an admin saves the settings. */
export const SECURITY_SETTINGS_KEY = keyOf(securitySettings);

export function isMfaChallenge(result: LoginResult): result is MfaChallenge {
  return (result as MfaChallenge).mfaRequired === true;
}

/**
 * GET /api/user in section 7's optional mode: the user, or null when signed out (a 401, or a read
 * dropped because the session ended); any other failure is an error.
 */
export async function userOrNull(): Promise<User | null> {
  try {
    return await call(currentUser);
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

/** The signed-in user's read, as every screen shares it (the key of `currentUser`). */
export function currentUserQuery() {
  return queryOptions({ queryKey: USER_QUERY_KEY, queryFn: userOrNull });
}

/** Session state of docs/product.md section 4: loading, then the user, or null when signed out (401). */
export function useUser() {
  return useQuery(currentUserQuery());
}

/**
 * The tabs of this browser share a channel, so signing out in one signs out the others at once.
 * One channel object per tab sends and receives: a channel never hears its own messages, so a tab
 * is not told about its own sign-out.
 */
const AUTH_CHANNEL = "brightpath-auth";
let channel: BroadcastChannel | null = null;
const signedOutListeners = new Set<() => void>();

function authChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === "undefined") return null;
  if (!channel) {
    channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data && typeof event.data === "object" && event.data.type === "signed-out") {
        for (const listener of [...signedOutListeners]) listener();
      }
    };
  }
  return channel;
}

export function announceSignedOut() {
  authChannel()?.postMessage({ type: "signed-out" });
}

/** Calls `onSignedOut` when another tab of this browser signs out; returns the unsubscribe. */
export function onSignedOutElsewhere(onSignedOut: () => void): () => void {
  authChannel();
  signedOutListeners.add(onSignedOut);
  return () => {
    signedOutListeners.delete(onSignedOut);
  };
}

/** Forgets everything the cache knew about the previous user, and that anyone is signed in. */
export function clearSignedInState(client: QueryClient) {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  client.setQueryData(USER_QUERY_KEY, null);
}

/** A new user signs in: nothing cached for someone else survives. */
function setSignedIn(client: QueryClient, user: User) {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
  client.setQueryData(USER_QUERY_KEY, user);
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  password: string;
  email: string;
  phone?: string;
  role: "student" | "guardian";
}

/** POST /api/login: the user (signed in), or a request for the second step. */
export function useLoginMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => call(login, { body: input }),
    onSuccess: (result) => {
      if (!isMfaChallenge(result)) setSignedIn(client, result);
    },
  });
}

/** POST /api/login/card: a child's sign-in card's code; answers as POST /api/login does. */
export function useCardLoginMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(cardLogin, { body: { code } }),
    onSuccess: (result) => {
      if (!isMfaChallenge(result)) setSignedIn(client, result);
    },
  });
}

/** POST /api/auth/mfa/login: the second step with a 6-digit code or a backup code. */
export function useMfaLoginMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(mfaLogin, { body: { code } }),
    onSuccess: (user) => setSignedIn(client, user),
  });
}

/**
 * POST /api/family/children/:studentId/hand-over (issue 34): the guardian's session on this device
 * ends and their child's starts. The page's reads in flight finish first, as at sign-out, so none
 * reaches the server after the guardian's session ended.
 */
export function useHandOverMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (studentId: string) => {
      await readsSettled(client);
      return call(handOver, { params: { studentId } });
    },
    onSuccess: (child) => setSignedIn(client, child),
  });
}

/** POST /api/session/hand-back (issue 34): the guardian's password ends the child's session and signs the guardian back in. */
export function useHandBackMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await readsSettled(client);
      return call(handBack, { body: { password } });
    },
    onSuccess: (guardian) => setSignedIn(client, guardian),
  });
}

/** POST /api/register: the new account, signed in. */
export function useRegisterMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => call(register, { body: input }),
    onSuccess: (user) => setSignedIn(client, user),
  });
}

/** POST /api/logout: the server ends the session. */
export async function logout(): Promise<void> {
  await call(logoutContract);
}

/**
 * Ends the session on the server and forgets the user. A read the page starts meanwhile (a card that
 * waited for another one) is held, and dropped once the session has ended (app/lib/api.ts); if the
 * server could not be told, the held reads go out and the error is thrown.
 */
export async function endSession(client: QueryClient): Promise<void> {
  const release = holdReads();
  // Reads a sign-out waited for in vain (readsSettled's limit) would reach the server after the
  // session has ended; cancelled, they answer as the held ones do.
  abortReads();
  try {
    await logout();
  } catch (error) {
    release(false);
    // The session goes on, so the reads cancelled above are wanted after all.
    void client.refetchQueries({ type: "active", predicate: (query) => query.state.status === "error" });
    throw error;
  }
  clearSignedInState(client);
  release(true);
}

/** How long a sign-out waits at most for the page's reads in flight. */
const SIGN_OUT_SETTLE_MS = 3_000;
/** A read that starts once another one answered (a child's card after the children) starts within this. */
const SETTLED_QUIET_MS = 100;

/**
 * Resolves once no read of the page has been in flight for SETTLED_QUIET_MS, or after maxMs: a read
 * the page started just before a sign-out would otherwise reach the server after the session ended
 * and fail with 401 (an error in the console, a card that flashes its error text).
 */
export async function readsSettled(client: QueryClient, maxMs = SIGN_OUT_SETTLE_MS): Promise<void> {
  const end = Date.now() + maxMs;
  let quietSince = client.isFetching() === 0 ? Date.now() : Infinity;
  while (Date.now() < end && Date.now() - quietSince < SETTLED_QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (client.isFetching() > 0) quietSince = Infinity;
    else if (quietSince === Infinity) quietSince = Date.now();
  }
}

/**
 * Sign-out: the page's reads in flight finish first, then the server ends the session; the client
 * forgets the user (and tells its other tabs).
 */
export function useLogoutMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await readsSettled(client);
      await endSession(client);
    },
    onSuccess: () => announceSignedOut(),
  });
}
