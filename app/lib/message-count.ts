/**
 * How many messages wait for the signed-in person (issue 33: a family sees a teacher's message counted
 * in the navigation and the page title at once, whatever its mail waits for), from
 * GET /api/messages/unread-count: again when the tab gets focus and at once on a live message event (a
 * message arrived or was withdrawn, or the person read one, here or in another tab).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { unreadMessageCount } from "#common/api/learning/messages";
import { invalidate, queryOptions } from "./api-queries";
import { useLiveEvent } from "./live-events";

export function useMessageCount(enabled: boolean) {
  const client = useQueryClient();
  const refresh = () => void invalidate(client, unreadMessageCount);
  useLiveEvent("message", refresh);
  useLiveEvent("message_withdrawn", refresh);
  useLiveEvent("read", refresh);
  useLiveEvent("resync", refresh);
  return useQuery({
    ...queryOptions(unreadMessageCount),
    select: (answer) => answer.unread,
    enabled,
    refetchOnWindowFocus: "always",
    staleTime: 10_000,
    retry: false,
  });
}

const COUNTED = /^\(\d+\+?\) /;

/**
 * "(2) Messages | BrightPath Academy": the waiting messages before the page's own title, so a tab in
 * the background says so. Set again after each page's title, which the router writes on navigation.
 */
export function useCountInTitle(count: number, page: string) {
  useEffect(() => {
    const own = document.title.replace(COUNTED, "");
    document.title = count > 0 ? `(${count > 99 ? "99+" : count}) ${own}` : own;
  }, [count, page]);
}
