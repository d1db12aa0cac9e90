/**
 * "Application status" (issue 17): when admissions change an application's status, the family's
 * portal account (a verified account with the application's parent or second guardian address, the
 * same match the family dashboard makes) is notified in the app. The status letter already went to
 * those addresses, so no second mail is sent.
 */
import { and, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { ApplicationStatus } from "#common/application-status";
import { GUARDIAN_ROLES } from "#common/roles";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { notify } from "./notify";

export async function notifyApplicationStatus(
  tx: Pick<Db, "insert" | "execute" | "select" | "update">,
  application: { id: string; applicationId: string; childFirstName: string; parentEmail: string; secondaryGuardianEmail: string | null },
  status: ApplicationStatus,
  now: Date,
): Promise<void> {
  const addresses = [application.parentEmail, application.secondaryGuardianEmail]
    .filter((a): a is string => Boolean(a?.trim()))
    .map((a) => a.trim().toLowerCase());
  if (addresses.length === 0) return;
  const accounts = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, addresses),
        inArray(users.role, [...GUARDIAN_ROLES]),
        isNotNull(users.emailVerifiedAt),
        isNull(users.deactivatedAt),
      ),
    );
  await notify(
    tx,
    accounts.map((a) => ({
      userId: a.id,
      kind: "application_status" as const,
      title: { id: "notices.application.title", values: { name: application.childFirstName, status: { id: `family.dashboard.status.${status}.label` } } },
      body: {
        id: "notices.application.body",
        values: { meaning: { id: `family.dashboard.status.${status}.meaning` }, nextStep: { id: `family.dashboard.status.${status}.nextStep` } },
      },
      link: "/parent",
      subjectId: application.id,
    })),
    { now, alreadyMailed: true },
  );
}
