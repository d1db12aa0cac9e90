/** The staff contact inbox (docs/api/admin-operations.md): the list, one message, read and unread. */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest, getData } from "~/lib/api";
import type { InboxItem, InboxMessage } from "../../../../common/schemas/admin-operations";
import type { Page } from "../../../../common/schemas/paging";
import { DASHBOARD_KEY } from "../query-keys";

export const MESSAGES_KEY = "/api/admin/enquiries";
export const INBOX_PAGE_SIZE = 20;

export interface InboxListParams {
  q?: string;
  unread: boolean;
  page: number;
}

function listUrl(params: InboxListParams) {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(INBOX_PAGE_SIZE) });
  if (params.q) search.set("q", params.q);
  if (params.unread) search.set("unread", "1");
  return `${MESSAGES_KEY}?${search}`;
}

export function useInboxList({ q = "", unread, page }: InboxListParams) {
  const url = listUrl({ q, unread, page });
  return useQuery({ queryKey: [MESSAGES_KEY, { q, unread, page }], queryFn: () => getData<Page<InboxItem>>(url), placeholderData: keepPreviousData });
}

export function useInboxMessage(id: string) {
  return useQuery({ queryKey: [MESSAGES_KEY, id], queryFn: () => getData<InboxMessage>(`${MESSAGES_KEY}/${id}`) });
}

/** Marks a message read or unread; the answer replaces the cached message, the lists and the dashboard are refetched. */
export async function setMessageRead(client: QueryClient, id: string, read: boolean) {
  const res = await apiRequest("POST", `${MESSAGES_KEY}/${id}/${read ? "read" : "unread"}`);
  const updated = ((await res.json()) as { data: InboxMessage }).data;
  client.setQueryData([MESSAGES_KEY, id], updated);
  await Promise.all([
    client.invalidateQueries({ queryKey: [MESSAGES_KEY], predicate: (q) => q.queryKey[1] !== id }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}
