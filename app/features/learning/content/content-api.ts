/**
 * The reads and changes of /teacher/content (docs/api/assignments.md), each in one place: the
 * teacher's lessons and assignments per class, one piece of work in full, its changes, the
 * standards picker (GET /api/standards), the resource library (GET /api/library/resources) and
 * attachment uploads to POST /api/files with progress.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import { uploadFile, type UploadedFile } from "~/lib/upload";
import type {
  AdjustmentInput,
  AssignmentContentInput,
  AssignmentDetail,
  AssignmentKind,
  AssignmentList,
  ZonedDateTime,
} from "../../../../common/schemas/learning/assignments";
import type { TeacherClassList } from "../../../../common/schemas/learning/homes";
import type { StandardSummary } from "../../../../common/schemas/learning/standards";

export const ASSIGNMENTS_KEY = "/api/teacher/assignments";
const CLASSES_URL = "/api/teacher/classes";
const STANDARDS_URL = "/api/standards";
const LIBRARY_URL = "/api/library/resources";
const FILES_URL = "/api/files";

/** The classes the viewer teaches (staff: every open class), from the teachers' class list. */
export function useTaughtClasses() {
  return useQuery({ queryKey: [CLASSES_URL], queryFn: () => getData<TeacherClassList>(CLASSES_URL) });
}

/** One class's lessons and assignments with their counts. */
export function useAssignmentList(classId: string) {
  const url = withQuery(ASSIGNMENTS_KEY, { classId });
  return useQuery({ queryKey: [ASSIGNMENTS_KEY, "list", classId], queryFn: () => getData<AssignmentList>(url) });
}

export function useAssignment(id: string | undefined) {
  return useQuery({
    queryKey: [ASSIGNMENTS_KEY, "one", id],
    queryFn: () => getData<AssignmentDetail>(`${ASSIGNMENTS_KEY}/${encodeURIComponent(id ?? "")}`),
    enabled: Boolean(id),
  });
}

export function useStandardsSearch(filters: { subject?: string; grade?: string; q?: string }, enabled: boolean) {
  const url = withQuery(STANDARDS_URL, filters);
  return useQuery({ queryKey: [STANDARDS_URL, filters], queryFn: () => getData<{ standards: StandardSummary[] }>(url), enabled });
}

/** A resource of the library as the picker lists it. */
export interface LibraryResource {
  id: string;
  title: string;
  kind: string;
  fileId: string | null;
  url: string | null;
}

export function useLibrarySearch(q: string, enabled: boolean) {
  const url = withQuery(LIBRARY_URL, { q });
  return useQuery({ queryKey: [LIBRARY_URL, q], queryFn: () => getData<{ resources: LibraryResource[] }>(url), enabled, retry: false });
}

interface Answer {
  message: string;
  data: AssignmentDetail;
}

async function call(method: string, url: string, body?: unknown): Promise<Answer> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as Answer;
}

const one = (id: string) => `${ASSIGNMENTS_KEY}/${encodeURIComponent(id)}`;

export const contentApi = {
  create: (classId: string, kind: AssignmentKind, content: AssignmentContentInput) => call("POST", ASSIGNMENTS_KEY, { ...content, classId, kind }),
  save: (id: string, content: AssignmentContentInput) => call("PUT", one(id), content),
  publish: (id: string, publishAt?: ZonedDateTime) => call("POST", `${one(id)}/publish`, publishAt ? { publishAt } : {}),
  unpublish: (id: string) => call("POST", `${one(id)}/unpublish`, {}),
  archive: (id: string) => call("POST", `${one(id)}/archive`, {}),
  restore: (id: string) => call("POST", `${one(id)}/restore`, {}),
  copy: (id: string, classId: string) => call("POST", `${one(id)}/copy`, { classId }),
  setAdjustment: (id: string, studentId: string, input: AdjustmentInput) => call("PUT", `${one(id)}/adjustments/${encodeURIComponent(studentId)}`, input),
  removeAdjustment: (id: string, studentId: string) => call("DELETE", `${one(id)}/adjustments/${encodeURIComponent(studentId)}`),
  upload: (file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> => uploadFile(file, { url: FILES_URL, onProgress }),
};

/** After a change: the lists and the piece of work read again. */
export async function afterContentChange(client: QueryClient, detail?: AssignmentDetail) {
  if (detail) client.setQueryData([ASSIGNMENTS_KEY, "one", detail.assignment.id], detail);
  await client.invalidateQueries({ queryKey: [ASSIGNMENTS_KEY, "list"] });
}
