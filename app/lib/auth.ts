import { useQuery } from "@tanstack/react-query";
import type { Role } from "../../common/roles";
import { getQueryFn } from "./api";

/** The signed-in user as GET /api/user returns it; other fields belong to the accounts work. */
export interface User {
  id: string;
  username: string;
  role: Role;
  email?: string | null;
}

export const USER_QUERY_KEY = ["/api/user"] as const;

/** Session state of spec section 4: loading, then the user, or null when signed out (401). */
export function useUser() {
  return useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User | null>({ on401: "returnNull" }),
  });
}
