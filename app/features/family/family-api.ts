/**
 * The family side and the account (docs/api/family-and-account.md): each call in one place. Reads go
 * through the default query function, which unwraps `{ success, data }`.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "~/components/ui/use-toast";
import { apiRequest } from "~/lib/api";
import { serverMessage, USER_QUERY_KEY } from "~/lib/auth";
import type { Account, AccountProfileInput, FamilyOverview } from "../../../common/schemas/account";

export const OVERVIEW_KEY = ["/api/family/overview"] as const;
export const ACCOUNT_KEY = ["/api/account"] as const;

export function useFamilyOverview() {
  return useQuery<FamilyOverview>({ queryKey: OVERVIEW_KEY });
}

export function useAccount() {
  return useQuery<Account>({ queryKey: ACCOUNT_KEY });
}

/** What the email address's state changes: the user, the account and the family overview. */
export function refreshAccountViews(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    client.invalidateQueries({ queryKey: ACCOUNT_KEY }),
    client.invalidateQueries({ queryKey: OVERVIEW_KEY }),
  ]);
}

interface MessageAnswer {
  success: true;
  message: string;
}

/** A new verification link by mail; the answer is told in a toast, and `send` ignores a second press while one is on its way. */
export function useResendVerification() {
  const resend = useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/auth/resend-verification")).json()) as MessageAnswer,
    onSuccess: (answer) => toast({ variant: "success", title: "Verification email sent", description: answer.message }),
    onError: (error) =>
      toast({ variant: "destructive", title: "Failed to send verification email", description: serverMessage(error) ?? "Please try again." }),
  });
  const send = () => {
    if (!resend.isPending) resend.mutate();
  };
  return { ...resend, send };
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountProfileInput) =>
      (await (await apiRequest("PATCH", "/api/account", input)).json()) as MessageAnswer & { data: Account },
    onSuccess: async (answer) => {
      client.setQueryData(ACCOUNT_KEY, answer.data);
      await Promise.all([client.invalidateQueries({ queryKey: USER_QUERY_KEY }), client.invalidateQueries({ queryKey: OVERVIEW_KEY })]);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      (await (await apiRequest("POST", "/api/account/password", input)).json()) as MessageAnswer,
  });
}

export async function verifyEmail(token: string): Promise<MessageAnswer> {
  return (await (await apiRequest("POST", "/api/auth/verify-email", { token })).json()) as MessageAnswer;
}
