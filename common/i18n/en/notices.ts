/**
 * The English texts of the notifications the server raises for a person (ids `notices.*`): written in
 * the recipient's language when raised (server/notifications/notify.ts). Only the server formats these.
 */
export const notices = {
} as const;
