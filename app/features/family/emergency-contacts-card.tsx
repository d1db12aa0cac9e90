/**
 * On /parent/account, one card per child: their emergency contacts (issue 36), which the family keeps
 * up to date, with the earlier lists (docs/api/students.md, common/api/learning/family-children.ts).
 * Shown to a family account with children; nothing otherwise.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { QueryState } from "~/components/ui/query-state";
import { EmergencyContactsCard, type EmergencyWords } from "~/components/forms/emergency-contacts-editor";
import { useUser } from "~/lib/auth";
import { callAnswer } from "~/lib/api";
import { keyOf, queryOptions } from "~/lib/api-queries";
import { useT } from "~/lib/i18n";
import { childEmergencyContacts, replaceChildEmergencyContacts } from "#common/api/learning/family-children";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import type { EmergencyContactsInput } from "#common/schemas/learning/emergency-contacts";
import type { ChildSignIn } from "#common/schemas/learning/students";
import { useChildrenSignIn } from "./family-api";

export function FamilyEmergencyContacts() {
  const { data: user } = useUser();
  // Staff may open /parent too; only a family account has children here.
  const isFamily = inRoleGroup(user?.role, GUARDIAN_ROLES);
  const children = useChildrenSignIn(isFamily);
  if (!isFamily || !children.data?.length) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {children.data.map((child) => (
        <ChildEmergencyContacts key={child.studentId} child={child} />
      ))}
    </div>
  );
}

function ChildEmergencyContacts({ child }: { child: ChildSignIn }) {
  const t = useT();
  const client = useQueryClient();
  const input = { params: { studentId: child.studentId } };
  const contacts = useQuery(queryOptions(childEmergencyContacts, input));
  const replace = useMutation({
    mutationFn: (body: EmergencyContactsInput) => callAnswer(replaceChildEmergencyContacts, { ...input, body }),
    onSuccess: (answer) => client.setQueryData(keyOf(childEmergencyContacts, input), answer.data),
  });
  const words: EmergencyWords = (word, values) => t(`family.emergency.${word}`, values);
  return (
    <QueryState query={contacts} loadingClassName="min-h-20" errorTitle={t("family.emergency.loadError")}>
      {(data) => (
        <EmergencyContactsCard
          headingLevel="h2"
          idPrefix={`child-${child.studentId}`}
          childName={child.name}
          data={data}
          words={words}
          save={replace.mutateAsync}
        />
      )}
    </QueryState>
  );
}
