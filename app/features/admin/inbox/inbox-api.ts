/**
 * The staff contact inbox (docs/api/admin-operations.md, contracts in common/api/admin/enquiries.ts):
 * the list, one message, read and unread.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { adminDashboard } from "#common/api/admin/dashboard";
import { enquiry, enquiryList, markEnquiryRead, markEnquiryUnread } from "#common/api/admin/enquiries";

export const INBOX_PAGE_SIZE = 20;

export interface InboxListParams {
  q?: string;
  unread: boolean;
  page: number;
}

export function useInboxList({ q = "", unread, page }: InboxListParams) {
  const query = { page, pageSize: INBOX_PAGE_SIZE, q, unread: unread ? "1" : undefined };
  return useQuery({ ...queryOptions(enquiryList, { query }), placeholderData: keepPreviousData });
}

export function useInboxMessage(id: string) {
  return useQuery(queryOptions(enquiry, { params: { id } }));
}

/** Marks a message read or unread; the answer replaces the cached message, the lists and the dashboard are refetched. */
export async function setMessageRead(client: QueryClient, id: string, read: boolean) {
  const updated = await call(read ? markEnquiryRead : markEnquiryUnread, { params: { id } });
  const messageKey = keyOf(enquiry, { params: { id } });
  client.setQueryData(messageKey, updated);
  const thisMessage = JSON.stringify(messageKey);
  await Promise.all([
    invalidate(client, enquiryList),
    client.invalidateQueries({ queryKey: keyOf(enquiry), predicate: (q) => JSON.stringify(q.queryKey) !== thisMessage }),
    invalidate(client, adminDashboard),
  ]);
}
