/**
 * The email-verification calls (docs/api/family-and-account.md), shared by the /verify-email page
 * and the family screens.
 */
import { useMutation } from "@tanstack/react-query";
import { toast } from "~/components/ui/use-toast";
import { resendVerification, verifyEmail as verifyEmailContract } from "#common/api/account";
import { call, serverMessage } from "./api";

export interface MessageAnswer {
  success: true;
  message: string;
}

/** A new verification link by mail; the answer is told in a toast, and `send` ignores a second press while one is on its way. */
export function useResendVerification() {
  const resend = useMutation({
    mutationFn: (): Promise<MessageAnswer> => call(resendVerification),
    onSuccess: (answer) => toast({ variant: "success", title: "Verification email sent", description: answer.message }),
    onError: (error) => toast({ variant: "destructive", title: "Failed to send verification email", description: serverMessage(error) ?? "Please try again." }),
  });
  const send = () => {
    if (!resend.isPending) resend.mutate();
  };
  return { ...resend, send };
}

export async function verifyEmail(token: string): Promise<MessageAnswer> {
  return call(verifyEmailContract, { body: { token } });
}
