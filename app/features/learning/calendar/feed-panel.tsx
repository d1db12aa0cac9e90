/**
 * "Add to your calendar app": the personal iCalendar feed (docs/api/calendar.md). The secret address
 * is shown once, right after it is made, with a copy button and a webcal:// link; it can be replaced
 * (the old one stops working) or turned off.
 */
import { CalendarPlus, Copy, Link2Off, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Input } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { useCopy } from "~/lib/use-copy";
import type { CalendarFeedCreated } from "#common/learning/calendar";
import { useCreateFeed, useFeedStatus, useRevokeFeed } from "./calendar-api";

export function FeedPanel() {
  const headingId = useId();
  const urlId = useId();
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const { copy, copied } = useCopy();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [confirm, setConfirm] = useState<"replace" | "revoke" | null>(null);
  const failed = create.error ?? revoke.error;

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (feed) => {
        setCreated(feed);
        setConfirm(null);
      },
    });
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setConfirm(null);
      },
    });

  return (
    <Card className="space-y-4" aria-labelledby={headingId} role="region">
      <div className="space-y-1">
        <h2 id={headingId} className="text-xl font-semibold">
          Add to your calendar app
        </h2>
        <p className="text-sm text-muted-foreground">
          A private link that Google Calendar, Outlook or Apple Calendar can subscribe to. It shows the same classes and school days as this page and updates by
          itself. Keep it to yourself: anyone with the link can see these dates.
        </p>
      </div>
      {failed && !confirm ? <Alert kind="error" title={serverMessage(failed) ?? "That did not work. Please try again."} /> : null}
      <QueryState query={status} errorTitle="We could not check your calendar link." loadingClassName="min-h-16">
        {(feed) => (
          <div className="space-y-4">
            {created ? (
              <div className="space-y-3" data-testid="feed-created">
                <Alert kind="info" title="Your calendar link is ready">
                  <p>
                    Copy it now: for your privacy we show it only this once. In your calendar app, choose "subscribe" or "add calendar from URL" and paste it.
                  </p>
                </Alert>
                <label htmlFor={urlId} className="block text-sm font-semibold">
                  Calendar link
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id={urlId} readOnly value={created.url} onFocus={(e) => e.currentTarget.select()} className="font-mono" />
                  <Button variant="outline" onClick={() => void copy("Calendar link", created.url)}>
                    <Copy aria-hidden="true" />
                    {copied === "Calendar link" ? "Copied" : "Copy link"}
                  </Button>
                </div>
                <p className="text-sm">
                  <a className="font-semibold text-primary underline underline-offset-4" href={created.webcalUrl}>
                    Open in my calendar app
                  </a>{" "}
                  (Apple Calendar and Outlook on a computer open it directly.)
                </p>
              </div>
            ) : feed.active ? (
              <p className="text-sm">
                Your calendar link is on, made {formatWhen(feed.createdAt)}.{" "}
                {feed.lastUsedAt ? `A calendar app last fetched it ${formatWhen(feed.lastUsedAt)}.` : "No calendar app has fetched it yet."} If you lost it,
                make a new one: the old link stops working.
              </p>
            ) : (
              <p className="text-sm">You have no calendar link yet.</p>
            )}
            <div className="flex flex-wrap gap-2">
              {feed.active || created ? (
                <>
                  <Button variant="outline" onClick={() => setConfirm("replace")}>
                    <RefreshCw aria-hidden="true" />
                    Make a new link
                  </Button>
                  <Button variant="outline" onClick={() => setConfirm("revoke")}>
                    <Link2Off aria-hidden="true" />
                    Turn off the link
                  </Button>
                </>
              ) : (
                <Button onClick={make} disabled={create.isPending}>
                  <CalendarPlus aria-hidden="true" />
                  {create.isPending ? "Making your link…" : "Make my calendar link"}
                </Button>
              )}
            </div>
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirm === "replace"}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        busy={create.isPending}
        title="Make a new calendar link?"
        confirmLabel="Make a new link"
        busyLabel="Making your link…"
        onConfirm={make}
        error={confirm === "replace" && create.error ? (serverMessage(create.error) ?? "That did not work. Please try again.") : null}
      >
        <p>The link you have now stops working at once. Calendars subscribed to it stop updating until you give them the new one.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "revoke"}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        busy={revoke.isPending}
        title="Turn off your calendar link?"
        confirmLabel="Turn off the link"
        busyLabel="Turning it off…"
        destructive
        onConfirm={turnOff}
        error={confirm === "revoke" && revoke.error ? (serverMessage(revoke.error) ?? "That did not work. Please try again.") : null}
      >
        <p>The link stops working at once, and calendars subscribed to it stop updating. You can make a new one any time.</p>
      </ConfirmDialog>
    </Card>
  );
}
