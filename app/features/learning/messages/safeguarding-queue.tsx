/**
 * The office's safeguarding queue (/messages?view=safeguarding, linked from the /admin dashboard's
 * "Reported messages" card): open and handled reports; opening one shows the whole conversation as
 * written, withdrawn messages included (every opening is in the audit log), and marking it handled
 * takes a note. A message's stored machine translations show below the original, labelled (issue 32).
 */
import { CheckCircle2, ShieldAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { MESSAGES_TEXT, NOTE_MAX, type ReportStatus } from "#common/schemas/learning/messages";
import { StoredTranslations } from "./message-body";
import { attachmentHref, useHandleReport, useReportedConversation, useReports } from "./messages-api";

export function SafeguardingQueue() {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<ReportStatus>("open");
  const [page, setPage] = useState(1);
  const reports = useReports(status, page);
  const selected = params.get("report");
  const open = (id: string | null) => setParams(id ? { view: "safeguarding", report: id } : { view: "safeguarding" });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <section aria-labelledby="reports-heading" className="space-y-3">
        <h2 id="reports-heading" className="text-lg font-semibold">
          Reported messages
        </h2>
        <div className="flex gap-2" role="group" aria-label="Which reports">
          {(["open", "handled"] as const).map((s) => (
            <Button key={s} size="sm" variant={status === s ? "default" : "outline"} aria-pressed={status === s} onClick={() => (setStatus(s), setPage(1))}>
              {s === "open" ? "Open" : "Handled"}
            </Button>
          ))}
        </div>
        <QueryState
          query={reports}
          loadingLabel="Loading reports..."
          errorTitle="We could not load the reports"
          isEmpty={(d) => d.items.length === 0}
          empty={<p className="text-muted-foreground">{status === "open" ? "No reported messages are waiting." : "No handled reports yet."}</p>}
        >
          {(d) => (
            <>
              <ul className="space-y-2" data-testid="reports">
                {d.items.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => open(r.id)}
                      aria-current={r.id === selected ? "true" : undefined}
                      className={cn(
                        "w-full rounded-lg border p-3 text-left hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
                        r.id === selected && "border-primary bg-muted",
                      )}
                    >
                      <span className="block font-semibold">
                        {r.reporter.name} reported {r.sender.name}
                      </span>
                      <span className="line-clamp-2 block text-sm text-muted-foreground">{r.reason}</span>
                      <span className="block text-xs text-muted-foreground">{formatWhen(r.createdAt)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <Pager page={d.page} pageSize={d.pageSize} total={d.total} onPage={setPage} label="Report pages" />
            </>
          )}
        </QueryState>
      </section>
      <section aria-label="Reported conversation">
        {selected ? (
          <ReportView key={selected} reportId={selected} />
        ) : (
          <Card className="p-6 text-muted-foreground">Choose a report to read the conversation. Every reading is recorded in the audit log.</Card>
        )}
      </section>
    </div>
  );
}

function ReportView({ reportId }: { reportId: string }) {
  const report = useReportedConversation(reportId);
  const handle = useHandleReport();
  const [handling, setHandling] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (handle.isPending) return;
    if (!note.trim()) return setError(MESSAGES_TEXT.note);
    handle.mutate(
      { reportId, note },
      {
        onSuccess: () => (setHandling(false), void report.refetch()),
        onError: (err) => setError(serverMessage(err) ?? "We could not save the note. Please try again."),
      },
    );
  };
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <QueryState query={report} loadingLabel="Loading the conversation..." errorTitle="We could not open this report">
        {(d) => (
          <>
            <header className="space-y-1">
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <ShieldAlert className="size-5" aria-hidden="true" /> Report by {d.report.reporter.name}
              </h2>
              <p className="whitespace-pre-wrap">{d.report.reason}</p>
              <p className="text-sm text-muted-foreground">
                {d.conversation.kind === "announcement"
                  ? `Announcement to ${d.conversation.className ?? "a class"}`
                  : `Between ${d.conversation.people.map((p) => p.name).join(", ")}`}{" "}
                · reported {formatWhen(d.report.createdAt)}
              </p>
            </header>
            {d.report.status === "handled" ? (
              <Alert kind="info" title={`Handled by ${d.report.handledBy ?? "the office"} ${formatWhen(d.report.handledAt)}`}>
                <p className="whitespace-pre-wrap">{d.report.notes}</p>
              </Alert>
            ) : (
              <Button onClick={() => setHandling(true)} data-testid="handle-report">
                <CheckCircle2 aria-hidden="true" /> Mark handled
              </Button>
            )}
            <ol className="space-y-3" aria-label="Messages as written">
              {d.messages.map((m) => (
                <li key={m.id} className={cn("space-y-1 rounded-lg border p-3", m.reported && "border-destructive")}>
                  <p className="text-sm font-semibold">
                    {m.sender.name} <span className="font-normal text-muted-foreground">· {formatWhen(m.createdAt)}</span>{" "}
                    {m.reported ? <Badge className="bg-destructive text-destructive-foreground">Reported</Badge> : null}{" "}
                    {m.withdrawn ? <Badge className="border">Withdrawn {formatWhen(m.withdrawnAt)}</Badge> : null}
                  </p>
                  <p className="whitespace-pre-wrap break-words" lang={m.language}>
                    {m.body}
                  </p>
                  <StoredTranslations translations={m.translations} />
                  {m.attachments.length ? (
                    <ul className="text-sm">
                      {m.attachments.map((a) => (
                        <li key={a.id}>
                          <a href={attachmentHref(a.id)} target="_blank" rel="noopener noreferrer" className="text-primary underline underline-offset-4">
                            {a.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryState>
      <FormDialog
        open={handling}
        onOpenChange={setHandling}
        busy={handle.isPending}
        title="Mark this report handled"
        description="Say what was done. The note stays with the report."
        label="Handle report"
        onSubmit={submit}
        submitLabel="Mark handled"
        busyLabel="Saving..."
      >
        <Field label="Note" error={error ?? undefined} required>
          {(control) => <Textarea {...control} value={note} onChange={(e) => setNote(e.target.value)} maxLength={NOTE_MAX} rows={4} />}
        </Field>
      </FormDialog>
    </Card>
  );
}
