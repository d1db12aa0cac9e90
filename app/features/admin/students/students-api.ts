/**
 * Calls of the Students tab of /admin/people (docs/api/students.md, contracts in
 * common/api/admin/students.ts): the list, one record, and the staff changes to it. Every change
 * answers the record, which replaces the cached one; the list and the audit log are refetched.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callAnswer, errorStatus } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { auditLog } from "#common/api/admin/audit";
import type { Contract } from "#common/api/contract";
import {
  enrolGradeClasses,
  linkGuardian,
  reEnrolStudent,
  setStudentPassword,
  studentList,
  studentRecord,
  unlinkGuardian,
  updateStudent,
  withdrawStudent,
} from "#common/api/admin/students";
import { staffInvoices } from "#common/api/billing";
import type { GuardianInput, StudentRecord, UpdateStudentInput } from "#common/schemas/learning/students";
import type { ReEnrolmentInput, WithdrawalInput } from "#common/schemas/learning/withdrawals";

export const STUDENTS_PAGE_SIZE = 25;

export function useStudents({ q, grade, page }: { q: string; grade: string; page: number }) {
  return useQuery({ ...queryOptions(studentList, { query: { q, grade, page, pageSize: STUDENTS_PAGE_SIZE } }), placeholderData: keepPreviousData });
}

export function useStudentRecord(id: string) {
  return useQuery({
    ...queryOptions(studentRecord, { params: { id } }),
    retry: (count, error) => errorStatus(error) !== 404 && count < 2,
  });
}

/** A change to the record; `alsoStale` names the other screens' reads it changes (the invoices a withdrawal credits). */
function useRecordMutation<T, A extends { message: string }>(
  id: string,
  send: (body: T) => Promise<A>,
  recordOf: (answer: A) => StudentRecord | undefined,
  alsoStale: readonly Contract[] = [],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      const record = recordOf(answer);
      if (record) client.setQueryData(keyOf(studentRecord, { params: { id } }), record);
      await Promise.all([studentList, auditLog, ...alsoStale].map((contract) => invalidate(client, contract)));
    },
  });
}

export const useUpdateStudent = (id: string) =>
  useRecordMutation(
    id,
    (body: UpdateStudentInput) => callAnswer(updateStudent, { params: { id }, body }),
    (a) => a.data,
  );

export const useLinkGuardian = (id: string) =>
  useRecordMutation(
    id,
    (body: GuardianInput) => callAnswer(linkGuardian, { params: { id }, body }),
    (a) => a.data.record,
  );

export const useUnlinkGuardian = (id: string) =>
  useRecordMutation(
    id,
    (userId: string) => callAnswer(unlinkGuardian, { params: { id, userId } }),
    (a) => a.data,
  );

export const useSetStudentPassword = (id: string) =>
  useRecordMutation(
    id,
    (password: string) => callAnswer(setStudentPassword, { params: { id }, body: { password } }),
    () => undefined,
  );

/** "Enrol in all of this grade's classes": answers what was added and what not (full classes named). */
export const useEnrolGradeClasses = (id: string) =>
  useRecordMutation(
    id,
    () => callAnswer(enrolGradeClasses, { params: { id } }),
    (a) => a.data.record,
  );

/** Withdraws the child: answers the tuition credits written (and what is to refund) with the record. */
export const useWithdrawStudent = (id: string) =>
  useRecordMutation(
    id,
    (body: WithdrawalInput) => callAnswer(withdrawStudent, { params: { id }, body }),
    (a) => a.data.record,
    [staffInvoices],
  );

/** Ends the child's withdrawal; their classes are chosen afterwards. */
export const useReEnrolStudent = (id: string) =>
  useRecordMutation(
    id,
    (body: ReEnrolmentInput) => callAnswer(reEnrolStudent, { params: { id }, body }),
    (a) => a.data,
  );
