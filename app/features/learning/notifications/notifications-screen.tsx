/**
 * /notifications (issue 17), every signed-in role: the person's notifications with each kind's icon
 * and words, the child's name for guardians, mark read one by one or all at once, links to what each
 * announces; and below, how they hear of each kind (email right away, daily digest, in the app only).
 * Children get big targets and a Listen button on each notification.
 */
import {
  Award,
  Bell,
  CalendarClock,
  CalendarHeart,
  CheckCheck,
  ClipboardCheck,
  FileWarning,
  GraduationCap,
  Mail,
  Megaphone,
  UserX,
  type LucideIcon,
} from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ListenButton } from "~/components/learning/listen-button";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Select } from "~/components/ui/input";
import { Pager } from "~/components/ui/pager";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { Table, THead, Td, Th, Tr } from "~/components/ui/table";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useUser } from "~/lib/auth";
import { formatWhen } from "~/lib/dates";
import { useLocale, useRichT, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { formatTimeOfDay } from "#common/date-formats";
import type { MessageId } from "#common/i18n/messages";
import type { NotificationKind } from "#common/notifications/kinds";
import type { NotificationChannel } from "#common/notifications/preferences";
import { school } from "#common/school";
import type { NotificationItem, NotificationOrder, NotificationPreferences } from "#common/schemas/notifications";
import { zonedInstant } from "#common/time-zone";
import { NOTIFICATIONS_PAGE_SIZE, useMarkAllRead, useMarkRead, useNotificationPreferences, useNotifications, useSavePreference } from "./notifications-api";

const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  message: Mail,
  announcement: Megaphone,
  work_returned: ClipboardCheck,
  work_due: CalendarClock,
  work_missing: FileWarning,
  badge_earned: Award,
  absence: UserX,
  conference: CalendarHeart,
  application_status: GraduationCap,
};

/** Each kind's words (common/notifications/kinds.ts holds the English). */
const KIND_WORDS: Record<NotificationKind, MessageId> = {
  message: "work.notifications.kind.message",
  announcement: "work.notifications.kind.announcement",
  work_returned: "work.notifications.kind.work_returned",
  work_due: "work.notifications.kind.work_due",
  work_missing: "work.notifications.kind.work_missing",
  badge_earned: "work.notifications.kind.badge_earned",
  absence: "work.notifications.kind.absence",
  conference: "work.notifications.kind.conference",
  application_status: "work.notifications.kind.application_status",
};

/** Each channel's words (common/notifications/preferences.ts holds the English). */
const CHANNEL_WORDS: Record<NotificationChannel, MessageId> = {
  email: "work.notifications.channel.email",
  digest: "work.notifications.channel.digest",
  app: "work.notifications.channel.app",
};

function NotificationRow({ item, child, showChild }: { item: NotificationItem; child: boolean; showChild: boolean }) {
  const t = useT();
  const locale = useLocale();
  const markRead = useMarkRead();
  const Icon = KIND_ICONS[item.kind] ?? Bell;
  const unread = item.readAt === null;
  const onOpen = () => {
    if (unread) markRead.mutate(item.id);
  };
  return (
    <li
      className={cn("flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-start", unread ? "border-primary/60 bg-primary/5" : "bg-background")}
      data-testid="notification"
    >
      <span className={cn("flex shrink-0 items-center gap-2 text-sm font-semibold", child && "text-base")}>
        <Icon aria-hidden="true" className={child ? "size-8" : "size-5"} />
        <span>{t(KIND_WORDS[item.kind] ?? "work.notifications.kind.other")}</span>
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn("font-semibold text-pretty", child && "text-lg")}>
          {unread ? <span className="sr-only">{t("work.notifications.unread")}</span> : null}
          {item.link ? (
            <Link to={item.link} onClick={onOpen} className="underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-ring">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </p>
        {item.body ? <p className={cn("text-muted-foreground text-pretty", child && "text-base")}>{item.body}</p> : null}
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <time dateTime={item.createdAt}>{formatWhen(item.createdAt, locale)}</time>
          {showChild && item.student ? <Badge data-testid="notification-child">{item.student.name}</Badge> : null}
          {unread ? <Badge className="border-primary text-primary">{t("work.notifications.new")}</Badge> : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {child ? <ListenButton text={[item.title, item.body].filter(Boolean).join(". ")} /> : null}
        {unread ? (
          <Button
            variant="outline"
            size={child ? "lg" : "default"}
            onClick={() =>
              markRead.mutate(item.id, {
                onError: (e) => toast({ variant: "destructive", title: serverMessage(e) ?? t("work.notifications.markReadFailed") }),
              })
            }
            aria-label={t("work.notifications.markReadOf", { title: item.title })}
            aria-disabled={markRead.isPending || undefined}
          >
            <CheckCheck aria-hidden="true" />
            {t("work.notifications.markRead")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function NotificationList({ child }: { child: boolean }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<NotificationOrder>("unread");
  const orderId = useId();
  const [studentId, setStudentId] = useState<string | undefined>(undefined);
  const list = useNotifications({ page, order, studentId });
  const markAll = useMarkAllRead();
  const guardianChildren = list.data?.children ?? [];
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="notifications-list-title">
      <PanelHeader
        id="notifications-list-title"
        title={t("work.notifications.title")}
        description={
          list.data ? (list.data.unread === 0 ? t("work.notifications.nothingNew") : t("work.notifications.newCount", { count: list.data.unread })) : undefined
        }
        actions={
          <Button
            variant="secondary"
            size={child ? "lg" : "default"}
            disabled={!list.data || list.data.unread === 0}
            aria-disabled={markAll.isPending || undefined}
            onClick={() =>
              markAll.mutate(studentId, {
                onSuccess: (marked) => toast({ variant: "success", title: t("work.notifications.markedRead", { count: marked }) }),
                onError: (e) => toast({ variant: "destructive", title: serverMessage(e) ?? t("work.notifications.markAllFailed") }),
              })
            }
          >
            <CheckCheck aria-hidden="true" />
            {t("work.notifications.markAllRead")}
          </Button>
        }
      />
      <div className="flex flex-wrap gap-4">
        <label htmlFor={orderId} className="flex flex-col gap-1 text-sm font-semibold">
          {t("work.notifications.show")}
          <Select
            id={orderId}
            value={order}
            onChange={(e) => {
              setOrder(e.target.value as NotificationOrder);
              setPage(1);
            }}
            className="w-48"
          >
            <option value="unread">{t("work.notifications.newFirst")}</option>
            <option value="newest">{t("work.notifications.latestFirst")}</option>
          </Select>
        </label>
        {guardianChildren.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t("work.notifications.child")}
            <Select
              value={studentId ?? ""}
              onChange={(e) => {
                setStudentId(e.target.value || undefined);
                setPage(1);
              }}
              className="w-56"
              data-testid="child-filter"
            >
              <option value="">{t("work.notifications.allChildren")}</option>
              {guardianChildren.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </label>
        ) : null}
      </div>
      <QueryState
        query={list}
        errorTitle={t("work.notifications.loadError")}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="flex items-center gap-2 text-muted-foreground">
            <Bell aria-hidden="true" className="size-5" />
            {t("work.notifications.none")}
          </p>
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3" aria-label={t("work.notifications.list")} data-testid="notifications-list">
              {data.items.map((item) => (
                <NotificationRow key={item.id} item={item} child={child} showChild={guardianChildren.length > 0} />
              ))}
            </ul>
            <Pager page={data.page} pageSize={NOTIFICATIONS_PAGE_SIZE} total={data.total} onPage={setPage} label={t("work.notifications.pages")} />
          </>
        )}
      </QueryState>
    </Card>
  );
}

function PreferenceRow({ kind, channel, channels }: { kind: NotificationKind; channel: NotificationChannel; channels: NotificationChannel[] }) {
  const t = useT();
  const save = useSavePreference();
  const label = t(KIND_WORDS[kind]);
  // The choice shows at once while it is saved (set in the same event: the mutation's own pending
  // state reaches React a tick later, and the controlled radio would spring back meanwhile); a failed
  // save puts the saved one back.
  const [chosen, setChosen] = useState<NotificationChannel | null>(null);
  const shown = chosen ?? channel;
  return (
    <Tr>
      <Th scope="row" className="font-semibold">
        {label}
      </Th>
      {channels.map((c) => (
        <Td key={c} className="text-center">
          <input
            type="radio"
            name={`channel-${kind}`}
            value={c}
            checked={shown === c}
            aria-label={t("work.notifications.choice", { kind: label, channel: t(CHANNEL_WORDS[c]) })}
            className="size-5 accent-primary"
            onChange={() => {
              setChosen(c);
              save.mutate(
                { kind, channel: c },
                {
                  onSuccess: () => toast({ variant: "success", title: t("work.notifications.choice", { kind: label, channel: t(CHANNEL_WORDS[c]) }) }),
                  onError: (e) => toast({ variant: "destructive", title: serverMessage(e) ?? t("work.notifications.choiceFailed") }),
                  // The saved choice (in the cache on success) shows from now on.
                  onSettled: () => setChosen(null),
                },
              );
            }}
          />
        </Td>
      ))}
    </Tr>
  );
}

/** The digest's time of day ("08:00") as the school's clock shows it in `locale` ("8:00 AM"); any winter day gives the same wall clock. */
function digestClock(time: string, locale: string): string {
  return formatTimeOfDay(zonedInstant("2026-01-05", time, school.timeZone), school.timeZone, locale);
}

function PreferencesTable({ data }: { data: NotificationPreferences }) {
  const t = useT();
  const richT = useRichT();
  const locale = useLocale();
  const strong = (chunks: React.ReactNode[]) => <strong className="text-foreground">{chunks}</strong>;
  return (
    <div className="space-y-3">
      {data.email ? (
        <p className="text-sm text-muted-foreground">
          {data.channels.includes("digest")
            ? richT("work.notifications.emailsToWithDigest", { strong, email: data.email, time: digestClock(data.digestTime, locale) })
            : richT("work.notifications.emailsTo", { strong, email: data.email })}
        </p>
      ) : (
        <Alert kind="warning" title={t("work.notifications.noEmail")}>
          {t("work.notifications.noEmailText")}
        </Alert>
      )}
      <div className="overflow-x-auto">
        <Table caption={t("work.notifications.tableCaption")}>
          <THead>
            <Tr>
              <Th>{t("work.notifications.tableKind")}</Th>
              {data.channels.map((c) => (
                <Th key={c} className="text-center">
                  {t(CHANNEL_WORDS[c])}
                </Th>
              ))}
            </Tr>
          </THead>
          <tbody>
            {data.preferences.map((p) => (
              <PreferenceRow key={p.kind} kind={p.kind} channel={p.channel} channels={data.channels} />
            ))}
          </tbody>
        </Table>
      </div>
      <p className="text-sm text-muted-foreground">{t("work.notifications.alsoHere")}</p>
    </div>
  );
}

function Preferences() {
  const t = useT();
  const prefs = useNotificationPreferences();
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="notification-preferences-title">
      <PanelHeader id="notification-preferences-title" title={t("work.notifications.prefsTitle")} description={t("work.notifications.prefsDescription")} />
      <QueryState query={prefs} errorTitle={t("work.notifications.prefsLoadError")}>
        {(data) => <PreferencesTable data={data} />}
      </QueryState>
    </Card>
  );
}

export function NotificationsScreen() {
  const child = useUser().data?.role === "student";
  return (
    <div className="flex flex-col gap-6">
      <NotificationList child={child} />
      {child ? null : <Preferences />}
    </div>
  );
}
