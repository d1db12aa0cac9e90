/**
 * Messaging's calls (docs/api/messages.md), each in one place: contacts, the conversation list, a
 * thread, starting, sending, replying to an announcement, announcing, withdrawing, reporting, and the
 * office's safeguarding queue. Live events (app/lib/live-events.ts) refetch the list and the open
 * thread when a message arrives, is withdrawn or is read.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiRequest, getData, withQuery } from "~/lib/api";
import { useLiveEvent } from "~/lib/live-events";
import type {
  AnnouncementClass,
  AnnouncementInput,
  Contact,
  ConversationPage,
  ConversationThread,
  ReportedConversation,
  ReportPage,
  ReportStatus,
  ReportSummary,
  SentMessage,
} from "../../../../common/schemas/learning/messages";

const CONTACTS_KEY = "/api/messages/contacts";
const LIST_KEY = "/api/messages/conversations";
const THREAD_KEY = "messages-thread";
const CLASSES_KEY = "/api/messages/announcement-classes";
const REPORTS_KEY = "/api/admin/safeguarding/reports";

const conversationUrl = (id: string) => `/api/messages/conversations/${encodeURIComponent(id)}`;

export function useContacts(enabled = true) {
  return useQuery({ queryKey: [CONTACTS_KEY], queryFn: () => getData<Contact[]>(CONTACTS_KEY), enabled });
}

export function useConversations(page: number) {
  const url = withQuery(LIST_KEY, { page, pageSize: 25 });
  return useQuery({ queryKey: [LIST_KEY, page], queryFn: () => getData<ConversationPage>(url), placeholderData: keepPreviousData });
}

export function useThread(conversationId: string | null) {
  return useQuery({
    queryKey: [THREAD_KEY, conversationId],
    queryFn: () => getData<ConversationThread>(conversationUrl(conversationId!)),
    enabled: Boolean(conversationId),
  });
}

/** An older page of a thread, read when asked for. */
export function readOlder(conversationId: string, before: number) {
  return getData<ConversationThread>(withQuery(conversationUrl(conversationId), { before }));
}

/** New messages, withdrawals and reads appear without a reload: the list and the open thread are read again. */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    (event: { type: string; conversationId?: unknown }) => {
      void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
      if (event.type === "resync" || typeof event.conversationId !== "string") void queryClient.invalidateQueries({ queryKey: [THREAD_KEY] });
      else void queryClient.invalidateQueries({ queryKey: [THREAD_KEY, event.conversationId] });
    },
    [queryClient],
  );
  useLiveEvent("message", refresh);
  useLiveEvent("message_withdrawn", refresh);
  useLiveEvent("read", refresh);
  useLiveEvent("resync", refresh);
}

function useMessagesMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
      void queryClient.invalidateQueries({ queryKey: [THREAD_KEY] });
    },
  });
}

const data = async <T>(res: Response) => ((await res.json()) as { data: T }).data;

export function useStartConversation() {
  return useMessagesMutation((input: { participantIds: string[]; subject?: string; body: string; attachmentIds: string[] }) =>
    apiRequest("POST", LIST_KEY, input).then((r) => data<SentMessage>(r)),
  );
}

export function useSendMessage(conversationId: string) {
  return useMessagesMutation((input: { body: string; attachmentIds: string[] }) =>
    apiRequest("POST", `${conversationUrl(conversationId)}/messages`, input).then((r) => data<SentMessage>(r)),
  );
}

export function useReplyToAnnouncement(conversationId: string) {
  return useMessagesMutation((input: { body: string; attachmentIds: string[] }) =>
    apiRequest("POST", `${conversationUrl(conversationId)}/reply`, input).then((r) => data<SentMessage>(r)),
  );
}

export function useAnnouncementClasses(enabled: boolean) {
  return useQuery({ queryKey: [CLASSES_KEY], queryFn: () => getData<AnnouncementClass[]>(CLASSES_KEY), enabled });
}

export function useAnnounce() {
  return useMessagesMutation((input: AnnouncementInput) => apiRequest("POST", "/api/messages/announcements", input).then((r) => data<SentMessage & { recipients: number }>(r)));
}

export function useWithdraw() {
  return useMessagesMutation((messageId: string) => apiRequest("POST", `/api/messages/${encodeURIComponent(messageId)}/withdraw`));
}

export function useReport() {
  return useMessagesMutation(({ messageId, reason }: { messageId: string; reason: string }) =>
    apiRequest("POST", `/api/messages/${encodeURIComponent(messageId)}/report`, { reason }).then((r) => data<{ id: string }>(r)),
  );
}

// --- The safeguarding queue (admins) -------------------------------------------------------------

export function useReports(status: ReportStatus, page: number) {
  const url = withQuery(REPORTS_KEY, { status, page });
  return useQuery({ queryKey: [REPORTS_KEY, status, page], queryFn: () => getData<ReportPage>(url), placeholderData: keepPreviousData });
}

/** The reported conversation as written: every opening is in the audit log, so it is read once per opening. */
export function useReportedConversation(reportId: string | null) {
  return useQuery({
    queryKey: [REPORTS_KEY, "one", reportId],
    queryFn: () => getData<ReportedConversation>(`${REPORTS_KEY}/${encodeURIComponent(reportId!)}`),
    enabled: Boolean(reportId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, note }: { reportId: string; note: string }) =>
      apiRequest("POST", `${REPORTS_KEY}/${encodeURIComponent(reportId)}/handle`, { note }).then((r) => data<ReportSummary>(r)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [REPORTS_KEY] });
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/dashboard"] });
    },
  });
}
