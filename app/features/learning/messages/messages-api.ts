/**
 * Messaging's calls (docs/api/messages.md, contracts in common/api/learning/messages.ts and
 * common/api/admin/safeguarding.ts), each in one place: contacts, the conversation list, a thread,
 * starting, sending, replying to an announcement, announcing, withdrawing, reporting, attachments (My
 * files), and the office's safeguarding queue. Live events (app/lib/live-events.ts) refetch the list
 * and the open thread when a message arrives, is withdrawn or is read.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { href } from "#common/api/contract";
import { adminDashboard } from "#common/api/admin/dashboard";
import { handleSafeguardingReport, safeguardingReport, safeguardingReports } from "#common/api/admin/safeguarding";
import { fileContent, uploadFile as uploadFileContract } from "#common/api/learning/files";
import {
  announce,
  announcementClasses,
  conversations,
  conversationThread,
  messageContacts,
  replyToAnnouncement,
  reportMessage,
  sendMessage,
  startConversation,
  withdrawMessage,
} from "#common/api/learning/messages";
import type { AnnouncementInput, ReportStatus } from "#common/schemas/learning/messages";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { useLiveEvent } from "~/lib/live-events";
import { uploadFile, type UploadOptions } from "~/lib/upload";

export function useContacts(enabled = true) {
  return useQuery({ ...queryOptions(messageContacts), enabled });
}

export function useConversations(page: number) {
  return useQuery({ ...queryOptions(conversations, { query: { page, pageSize: 25 } }), placeholderData: keepPreviousData });
}

export function useThread(conversationId: string | null) {
  return useQuery({ ...queryOptions(conversationThread, { params: { conversationId: conversationId ?? "" }, query: {} }), enabled: Boolean(conversationId) });
}

/** An older page of a thread, read when asked for. */
export function readOlder(conversationId: string, before: number) {
  return call(conversationThread, { params: { conversationId }, query: { before } });
}

/** New messages, withdrawals and reads appear without a reload: the list and the open thread are read again. */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    (event: { type: string; conversationId?: unknown }) => {
      void invalidate(queryClient, conversations);
      if (event.type === "resync" || typeof event.conversationId !== "string") void invalidate(queryClient, conversationThread);
      else void invalidate(queryClient, conversationThread, { params: { conversationId: event.conversationId } });
    },
    [queryClient],
  );
  useLiveEvent("message", refresh);
  useLiveEvent("message_withdrawn", refresh);
  useLiveEvent("read", refresh);
  useLiveEvent("resync", refresh);
}

function useMessagesMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void invalidate(queryClient, conversations);
      void invalidate(queryClient, conversationThread);
    },
  });
}

export function useStartConversation() {
  return useMessagesMutation((body: { participantIds: string[]; subject?: string; body: string; attachmentIds: string[] }) =>
    call(startConversation, { body }),
  );
}

export function useSendMessage(conversationId: string) {
  return useMessagesMutation((body: { body: string; attachmentIds: string[] }) => call(sendMessage, { params: { conversationId }, body }));
}

export function useReplyToAnnouncement(conversationId: string) {
  return useMessagesMutation((body: { body: string; attachmentIds: string[] }) => call(replyToAnnouncement, { params: { conversationId }, body }));
}

export function useAnnouncementClasses(enabled: boolean) {
  return useQuery({ ...queryOptions(announcementClasses), enabled });
}

export function useAnnounce() {
  return useMessagesMutation((body: AnnouncementInput) => call(announce, { body }));
}

export function useWithdraw() {
  return useMessagesMutation((messageId: string) => call(withdrawMessage, { params: { messageId } }));
}

export function useReport() {
  return useMessagesMutation(({ messageId, reason }: { messageId: string; reason: string }) =>
    call(reportMessage, { params: { messageId }, body: { reason } }),
  );
}

// --- Attachments (My files, docs/api/files.md) ---------------------------------------------------

/** Where an attachment opens. */
export const attachmentHref = (fileId: string) => href(fileContent, { params: { id: fileId } });

/** Uploads one attachment to My files, with its progress (app/lib/upload.ts sends the contract's multipart body). */
export const uploadAttachment = (file: File, options: Omit<UploadOptions, "url">) => uploadFile(file, { ...options, url: uploadFileContract.path });

// --- The safeguarding queue (admins) -------------------------------------------------------------

export function useReports(status: ReportStatus, page: number) {
  return useQuery({ ...queryOptions(safeguardingReports, { query: { status, page } }), placeholderData: keepPreviousData });
}

/** The reported conversation as written: every opening is in the audit log, so it is read once per opening. */
export function useReportedConversation(reportId: string | null) {
  return useQuery({
    ...queryOptions(safeguardingReport, { params: { reportId: reportId ?? "" } }),
    enabled: Boolean(reportId),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useHandleReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, note }: { reportId: string; note: string }) => call(handleSafeguardingReport, { params: { reportId }, body: { note } }),
    onSuccess: () => {
      // The queue's lists and the open report (one prefix before), and the dashboard's card.
      void invalidate(queryClient, safeguardingReports);
      void invalidate(queryClient, safeguardingReport);
      void invalidate(queryClient, adminDashboard);
    },
  });
}
