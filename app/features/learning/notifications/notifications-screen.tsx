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
import { cn } from "~/lib/utils";
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from "#common/notifications/kinds";
import { NOTIFICATION_CHANNEL_LABELS, type NotificationChannel } from "#common/notifications/preferences";
import type { NotificationItem, NotificationOrder, NotificationPreferences } from "#common/schemas/notifications";
import { formatTime } from "#common/time-zone";
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

function NotificationRow({ item, child, showChild }: { item: NotificationItem; child: boolean; showChild: boolean }) {
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
        <span>{NOTIFICATION_KIND_LABELS[item.kind] ?? "Notification"}</span>
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn("font-semibold text-pretty", child && "text-lg")}>
          {unread ? <span className="sr-only">Unread: </span> : null}
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
          <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
          {showChild && item.student ? <Badge data-testid="notification-child">{item.student.name}</Badge> : null}
          {unread ? <Badge className="border-primary text-primary">New</Badge> : null}
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
                onError: (e) => toast({ variant: "destructive", title: serverMessage(e) ?? "It could not be marked read. Please try again." }),
              })
            }
            aria-label={`Mark read: ${item.title}`}
            aria-disabled={markRead.isPending || undefined}
          >
            <CheckCheck aria-hidden="true" />
            Mark read
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function NotificationList({ child }: { child: boolean }) {
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
        title="Your notifications"
        description={list.data ? (list.data.unread === 0 ? "Nothing new." : `${list.data.unread} new`) : undefined}
        actions={
          <Button
            variant="secondary"
            size={child ? "lg" : "default"}
            disabled={!list.data || list.data.unread === 0}
            aria-disabled={markAll.isPending || undefined}
            onClick={() =>
              markAll.mutate(studentId, {
                onSuccess: (marked) =>
                  toast({ variant: "success", title: marked === 1 ? "1 notification marked read" : `${marked} notifications marked read` }),
                onError: (e) => toast({ variant: "destructive", title: serverMessage(e) ?? "They could not be marked read. Please try again." }),
              })
            }
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </Button>
        }
      />
      <div className="flex flex-wrap gap-4">
        <label htmlFor={orderId} className="flex flex-col gap-1 text-sm font-semibold">
          Show
          <Select
            id={orderId}
            value={order}
            onChange={(e) => {
              setOrder(e.target.value as NotificationOrder);
              setPage(1);
            }}
            className="w-48"
          >
            <option value="unread">New first</option>
            <option value="newest">Latest first</option>
          </Select>
        </label>
        {guardianChildren.length > 1 ? (
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Child
            <Select
              value={studentId ?? ""}
              onChange={(e) => {
                setStudentId(e.target.value || undefined);
                setPage(1);
              }}
              className="w-56"
              data-testid="child-filter"
            >
              <option value="">All children</option>
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
        errorTitle="Your notifications could not be loaded."
        isEmpty={(data) => data.items.length === 0}
        empty={
          <p className="flex items-center gap-2 text-muted-foreground">
            <Bell aria-hidden="true" className="size-5" />
            No notifications yet. When something happens for you, it shows here.
          </p>
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3" aria-label="Notifications" data-testid="notifications-list">
              {data.items.map((item) => (
                <NotificationRow key={item.id} item={item} child={child} showChild={guardianChildren.length > 0} />
              ))}
            </ul>
            <Pager page={data.page} pageSize={NOTIFICATIONS_PAGE_SIZE} total={data.total} onPage={setPage} label="Notification pages" />
          </>
        )}
      </QueryState>
    </Card>
  );
}

function PreferenceRow({ kind, channel, channels }: { kind: NotificationKind; channel: NotificationChannel; channels: NotificationChannel[] }) {
  const save = useSavePreference();
  const label = NOTIFICATION_KIND_LABELS[kind];
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
            aria-label={`${label}: ${NOTIFICATION_CHANNEL_LABELS[c]}`}
            className="size-5 accent-primary"
            onChange={() => {
              setChosen(c);
              save.mutate(
                { kind, channel: c },
                {
                  onSuccess: () => toast({ variant: "success", title: `${label}: ${NOTIFICATION_CHANNEL_LABELS[c]}` }),
                  onError: (e) => toast({ variant: "destructive", title: serverMessage(e) ?? "Your choice could not be saved. Please try again." }),
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

function PreferencesTable({ data }: { data: NotificationPreferences }) {
  return (
    <div className="space-y-3">
      {data.email ? (
        <p className="text-sm text-muted-foreground">
          Emails go to <strong className="text-foreground">{data.email}</strong>
          {data.channels.includes("digest") ? `. The daily digest is sent at ${formatTime(data.digestTime)} Eastern Time.` : "."}
        </p>
      ) : (
        <Alert kind="warning" title="No verified email address">
          Emails reach nobody until you verify an email address on your account. You still see everything here.
        </Alert>
      )}
      <div className="overflow-x-auto">
        <Table caption="How you hear of each kind of notification">
          <THead>
            <Tr>
              <Th>Notification</Th>
              {data.channels.map((c) => (
                <Th key={c} className="text-center">
                  {NOTIFICATION_CHANNEL_LABELS[c]}
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
      <p className="text-sm text-muted-foreground">
        Every notification is also here in the app. Every email has a link to stop that kind of email in one click.
      </p>
    </div>
  );
}

function Preferences() {
  const prefs = useNotificationPreferences();
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="notification-preferences-title">
      <PanelHeader
        id="notification-preferences-title"
        title="How you hear from us"
        description="For each kind: an email right away, the daily digest, or in the app only."
      />
      <QueryState query={prefs} errorTitle="Your choices could not be loaded.">
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
