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
import { useLocale, useT } from "~/lib/i18n";
import { useCopy } from "~/lib/use-copy";
import type { CalendarFeedCreated } from "#common/learning/calendar";
import { useCreateFeed, useFeedStatus, useRevokeFeed } from "./calendar-api";

/** Between sentences and parts translated apart. */
const SPACE = " ";

export function FeedPanel() {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const urlId = useId();
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const { copy, copied } = useCopy();
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const [confirm, setConfirm] = useState<"replace" | "revoke" | null>(null);
  const failed = create.error ?? revoke.error;
  const tryAgain = t("calendar.feed.failed");
  const linkLabel = t("calendar.feed.link");

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
          {t("calendar.feed.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("calendar.feed.lead")}</p>
      </div>
      {failed && !confirm ? <Alert kind="error" title={serverMessage(failed) ?? tryAgain} /> : null}
      <QueryState query={status} errorTitle={t("calendar.feed.loadError")} loadingClassName="min-h-16">
        {(feed) => (
          <div className="space-y-4">
            {created ? (
              <div className="space-y-3" data-testid="feed-created">
                <Alert kind="info" title={t("calendar.feed.ready")}>
                  <p>{t("calendar.feed.readyText")}</p>
                </Alert>
                <label htmlFor={urlId} className="block text-sm font-semibold">
                  {linkLabel}
                </label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id={urlId} readOnly value={created.url} onFocus={(e) => e.currentTarget.select()} className="font-mono" />
                  <Button variant="outline" onClick={() => void copy(linkLabel, created.url)}>
                    <Copy aria-hidden="true" />
                    {t(copied === linkLabel ? "calendar.feed.copied" : "calendar.feed.copy")}
                  </Button>
                </div>
                <p className="text-sm">
                  <a className="font-semibold text-primary underline underline-offset-4" href={created.webcalUrl}>
                    {t("calendar.feed.open")}
                  </a>
                  {SPACE}
                  {t("calendar.feed.openNote")}
                </p>
              </div>
            ) : feed.active ? (
              <p className="text-sm">
                {t("calendar.feed.on", { made: formatWhen(feed.createdAt, locale) })}
                {SPACE}
                {feed.lastUsedAt ? t("calendar.feed.lastUsed", { when: formatWhen(feed.lastUsedAt, locale) }) : t("calendar.feed.neverUsed")}
                {SPACE}
                {t("calendar.feed.lost")}
              </p>
            ) : (
              <p className="text-sm">{t("calendar.feed.none")}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {feed.active || created ? (
                <>
                  <Button variant="outline" onClick={() => setConfirm("replace")}>
                    <RefreshCw aria-hidden="true" />
                    {t("calendar.feed.newLink")}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirm("revoke")}>
                    <Link2Off aria-hidden="true" />
                    {t("calendar.feed.turnOff")}
                  </Button>
                </>
              ) : (
                <Button onClick={make} disabled={create.isPending}>
                  <CalendarPlus aria-hidden="true" />
                  {t(create.isPending ? "calendar.feed.making" : "calendar.feed.make")}
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
        title={t("calendar.feed.replaceTitle")}
        confirmLabel={t("calendar.feed.newLink")}
        busyLabel={t("calendar.feed.making")}
        onConfirm={make}
        error={confirm === "replace" && create.error ? (serverMessage(create.error) ?? tryAgain) : null}
      >
        <p>{t("calendar.feed.replaceText")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "revoke"}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        busy={revoke.isPending}
        title={t("calendar.feed.revokeTitle")}
        confirmLabel={t("calendar.feed.turnOff")}
        busyLabel={t("calendar.feed.turningOff")}
        destructive
        onConfirm={turnOff}
        error={confirm === "revoke" && revoke.error ? (serverMessage(revoke.error) ?? tryAgain) : null}
      >
        <p>{t("calendar.feed.revokeText")}</p>
      </ConfirmDialog>
    </Card>
  );
}
