/**
 * The student record's emergency contacts (issue 36, docs/api/students.md): the list in force, Edit
 * and the history, through the staff contracts of common/api/admin/students.ts. A change is audited,
 * so the audit log is refetched.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { QueryState } from "~/components/ui/query-state";
import { EmergencyContactsCard, type EmergencyWords } from "~/components/forms/emergency-contacts-editor";
import { callAnswer } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { useT } from "~/lib/i18n";
import { auditLog } from "#common/api/admin/audit";
import { replaceStudentEmergencyContacts, studentEmergencyContacts } from "#common/api/admin/students";
import type { EmergencyContactsInput } from "#common/schemas/learning/emergency-contacts";

function useReplaceContacts(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmergencyContactsInput) => callAnswer(replaceStudentEmergencyContacts, { params: { id }, body }),
    onSuccess: async (answer) => {
      client.setQueryData(keyOf(studentEmergencyContacts, { params: { id } }), answer.data);
      await invalidate(client, auditLog);
    },
  });
}

export function StudentEmergencyContacts({ studentId, childName }: { studentId: string; childName: string }) {
  const t = useT();
  const contacts = useQuery(queryOptions(studentEmergencyContacts, { params: { id: studentId } }));
  const replace = useReplaceContacts(studentId);
  const words: EmergencyWords = (word, values) => t(`people.emergency.${word}`, values);
  return (
    <QueryState query={contacts} loadingClassName="min-h-20" errorTitle={t("people.emergency.loadError")}>
      {(data) => <EmergencyContactsCard idPrefix={`student-${studentId}`} childName={childName} data={data} words={words} save={replace.mutateAsync} />}
    </QueryState>
  );
}
