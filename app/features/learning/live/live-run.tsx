/**
 * One way for the live room's tools (quick checks, slides, small groups) to send a command: the view it
 * answers replaces the room's (./live-api.ts), the server's refusal is shown in the tool's own box (its
 * test id names the tool) until the next command goes through, and `onDone` runs after a success.
 */
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { useLiveCommand } from "./live-api";

export type LiveCommand = Parameters<ReturnType<typeof useLiveCommand>["mutate"]>[0];
export type LiveRun = (command: LiveCommand, onDone?: () => void) => void;

export function useLiveRun(sessionId: string, errorTestId: string) {
  const command = useLiveCommand(sessionId);
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const run: LiveRun = (c, onDone) =>
    command.mutate(c, {
      onError: (err) => setError(serverMessage(err) ?? t("live.failed")),
      onSuccess: () => {
        setError(null);
        onDone?.();
      },
    });
  const errorBox = error ? <Alert kind="warning" title={error} role="status" data-testid={errorTestId} /> : null;
  return { run, busy: command.isPending, errorBox, setError };
}
