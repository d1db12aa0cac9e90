/**
 * Calls of the Students tab of /admin/people (docs/api/students.md): the list, one record, and the
 * staff changes to it. Every change answers the record, which replaces the cached one; the list and
 * the audit log are refetched.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorStatus, getData, withQuery } from "~/lib/api";
import type { GuardianInput, GuardianResult, StudentListItem, StudentRecord, UpdateStudentInput } from "../../../../common/schemas/learning/students";
import type { Page } from "../../../../common/schemas/paging";
import { AUDIT_KEY, STUDENTS_KEY } from "../query-keys";

export const STUDENTS_PAGE_SIZE = 25;

export function useStudents({ q, grade, page }: { q: string; grade: string; page: number }) {
  const url = withQuery(STUDENTS_KEY, { q, grade, page, pageSize: STUDENTS_PAGE_SIZE });
  return useQuery({ queryKey: [STUDENTS_KEY, "list", { q, grade, page }], queryFn: () => getData<Page<StudentListItem>>(url), placeholderData: keepPreviousData });
}

const recordKey = (id: string) => [STUDENTS_KEY, "record", id] as const;
const recordUrl = (id: string) => `${STUDENTS_KEY}/${encodeURIComponent(id)}`;

export function useStudentRecord(id: string) {
  return useQuery({
    queryKey: recordKey(id),
    queryFn: () => getData<StudentRecord>(recordUrl(id)),
    retry: (count, error) => errorStatus(error) !== 404 && count < 2,
  });
}

function useRecordMutation<T, A extends { message: string }>(id: string, call: (body: T) => Promise<A>, recordOf: (answer: A) => StudentRecord | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      const record = recordOf(answer);
      if (record) client.setQueryData(recordKey(id), record);
      await Promise.all([client.invalidateQueries({ queryKey: [STUDENTS_KEY, "list"] }), client.invalidateQueries({ queryKey: [AUDIT_KEY] })]);
    },
  });
}

async function json<A>(method: string, url: string, body?: unknown): Promise<A> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as A;
}

export const useUpdateStudent = (id: string) =>
  useRecordMutation(id, (body: UpdateStudentInput) => json<{ message: string; data: StudentRecord }>("PATCH", recordUrl(id), body), (a) => a.data);

export const useLinkGuardian = (id: string) =>
  useRecordMutation(
    id,
    (body: GuardianInput) => json<{ success: boolean; message: string; data: { result: GuardianResult; record: StudentRecord } }>("POST", `${recordUrl(id)}/guardians`, body),
    (a) => a.data.record,
  );

export const useUnlinkGuardian = (id: string) =>
  useRecordMutation(id, (userId: string) => json<{ message: string; data: StudentRecord }>("DELETE", `${recordUrl(id)}/guardians/${encodeURIComponent(userId)}`), (a) => a.data);

export const useSetStudentPassword = (id: string) =>
  useRecordMutation(id, (password: string) => json<{ message: string }>("POST", `${recordUrl(id)}/password`, { password }), () => undefined);
