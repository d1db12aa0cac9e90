/**
 * The resource library (issue 16, /teacher/resource-library, docs/api/library.md): folders of files
 * and links, a teacher's own (`teacher`) or shared with every teacher (`school`). The same schemas
 * validate the screen's dialogs and the server. Answer types are at the end; the assignment editor
 * reads `LibraryResource` to attach resources, so its shape stays.
 */
import { z } from "zod";
import { APPLICATION_GRADE_VALUES } from "../../grades";
import { text } from "../fields";
import { optionalQuery, pagingQuerySchema } from "../paging";

export const LIBRARY_SCOPES = ["teacher", "school"] as const;
export type LibraryScope = (typeof LIBRARY_SCOPES)[number];
export const LIBRARY_SCOPE_LABELS: Record<LibraryScope, string> = { teacher: "Only me", school: "Whole school" };

export const RESOURCE_KINDS = ["file", "link"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Folders nest at most this deep (a top folder is level 1). */
export const FOLDER_MAX_DEPTH = 3;
export const FOLDER_NAME_MAX = 80;
export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 2000;
export const RESOURCE_URL_MAX = 2000;
export const LIBRARY_PAGE_SIZE = 25;

export const LIBRARY_MESSAGES = {
  folderName: "Please enter a folder name.",
  folderNameLong: `Please keep the folder name under ${FOLDER_NAME_MAX} characters.`,
  scope: "Choose who can see it: only you or the whole school.",
  id: "Please choose one from the list.",
  kind: "Choose a file or a link.",
  title: "Please enter a title.",
  titleLong: `Please keep the title under ${RESOURCE_TITLE_MAX} characters.`,
  description: "Please enter the description as text.",
  descriptionLong: `Please keep the description under ${RESOURCE_DESCRIPTION_MAX} characters.`,
  url: "Please enter a web address starting with http:// or https://.",
  urlLong: `Please keep the web address under ${RESOURCE_URL_MAX} characters.`,
  fileId: "Please upload a file first.",
  subject: "Please choose a subject from the list.",
  grade: "Please choose a grade from the list.",
  q: "Please shorten your search to 100 characters or fewer.",
  nothingToChange: "Please change at least one thing.",
  depth: `Folders can be at most ${FOLDER_MAX_DEPTH} levels deep.`,
  cycle: "A folder cannot go inside itself or one of its own folders.",
  parentScope: "A folder can only go inside a folder shared the same way.",
  folderScope: "Choose a folder shared the same way as the resource.",
  notEmpty: "This folder is not empty. Move or archive what is in it first.",
  ownFile: "Choose one of your own uploaded files.",
  linkOnly: "Only a link has a web address.",
  ownerOnly: "Only the person who added it or school staff can change it.",
  scopeOwnerOnly: "Only the person who added it can change who sees it.",
} as const;

const id = () => z.uuid({ error: LIBRARY_MESSAGES.id });
const scope = () => z.enum(LIBRARY_SCOPES, { error: LIBRARY_MESSAGES.scope });
const folderName = () =>
  text({ error: LIBRARY_MESSAGES.folderName }).trim().min(1, LIBRARY_MESSAGES.folderName).max(FOLDER_NAME_MAX, LIBRARY_MESSAGES.folderNameLong);
const title = () => text({ error: LIBRARY_MESSAGES.title }).trim().min(1, LIBRARY_MESSAGES.title).max(RESOURCE_TITLE_MAX, LIBRARY_MESSAGES.titleLong);
/** Empty clears it (null). */
const description = () =>
  text({ error: LIBRARY_MESSAGES.description, multiline: true })
    .trim()
    .max(RESOURCE_DESCRIPTION_MAX, LIBRARY_MESSAGES.descriptionLong)
    .transform((v) => (v === "" ? null : v));
const subjectCode = () =>
  text({ error: LIBRARY_MESSAGES.subject })
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, LIBRARY_MESSAGES.subject);
const grade = () => z.enum(APPLICATION_GRADE_VALUES, { error: LIBRARY_MESSAGES.grade });
/** An optional choice from a list; empty or null clears it. */
const optionalChoice = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? null : v), schema.nullable().optional());

/** Whether a web address is one a library link may hold: http or https, with a host, no user name or password. */
export function isLibraryUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && url.username === "" && url.password === "";
}

const webAddress = () =>
  text({ error: LIBRARY_MESSAGES.url })
    .trim()
    .min(1, LIBRARY_MESSAGES.url)
    .max(RESOURCE_URL_MAX, LIBRARY_MESSAGES.urlLong)
    .refine(isLibraryUrl, LIBRARY_MESSAGES.url);

export const folderCreateSchema = z.object({
  name: folderName(),
  scope: scope(),
  parentId: optionalChoice(id()),
});
export type FolderCreate = z.output<typeof folderCreateSchema>;

/** Rename and/or move (`parentId: null` moves to the top). */
export const folderPatchSchema = z
  .object({ name: folderName().optional(), parentId: optionalChoice(id()) })
  .refine((v) => v.name !== undefined || v.parentId !== undefined, { message: LIBRARY_MESSAGES.nothingToChange, path: ["name"] });
export type FolderPatch = z.output<typeof folderPatchSchema>;

export const resourcesQuerySchema = pagingQuerySchema.extend({
  q: optionalQuery(text({ error: LIBRARY_MESSAGES.q }).trim().max(100, LIBRARY_MESSAGES.q)),
  folderId: optionalQuery(id()),
  scope: optionalQuery(scope()),
  subject: optionalQuery(subjectCode()),
  grade: optionalQuery(grade()),
});
export type ResourcesQuery = z.output<typeof resourcesQuerySchema>;

/**
 * A new resource: a file the teacher uploaded (POST /api/files first) or a link. Without `scope`, a
 * resource takes its folder's (or `teacher` outside any folder).
 */
export const resourceCreateSchema = z
  .object({
    kind: z.enum(RESOURCE_KINDS, { error: LIBRARY_MESSAGES.kind }),
    fileId: id().optional(),
    url: webAddress().optional(),
    title: title(),
    description: description().nullable().optional(),
    scope: scope().optional(),
    folderId: optionalChoice(id()),
    subjectCode: optionalChoice(subjectCode()),
    grade: optionalChoice(grade()),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "file" && !v.fileId) ctx.addIssue({ code: "custom", path: ["fileId"], message: LIBRARY_MESSAGES.fileId });
    if (v.kind === "file" && v.url !== undefined) ctx.addIssue({ code: "custom", path: ["url"], message: LIBRARY_MESSAGES.linkOnly });
    if (v.kind === "link" && v.url === undefined) ctx.addIssue({ code: "custom", path: ["url"], message: LIBRARY_MESSAGES.url });
    if (v.kind === "link" && v.fileId !== undefined) ctx.addIssue({ code: "custom", path: ["fileId"], message: LIBRARY_MESSAGES.kind });
  });
export type ResourceCreate = z.output<typeof resourceCreateSchema>;

/** Edit and/or move (`folderId: null` takes it out of its folder). `url` only for a link. */
export const resourcePatchSchema = z
  .object({
    title: title().optional(),
    description: description().nullable().optional(),
    url: webAddress().optional(),
    scope: scope().optional(),
    folderId: optionalChoice(id()),
    subjectCode: optionalChoice(subjectCode()),
    grade: optionalChoice(grade()),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: LIBRARY_MESSAGES.nothingToChange, path: ["title"] });
export type ResourcePatch = z.output<typeof resourcePatchSchema>;

// --- Answers ---------------------------------------------------------------------------------------

/** A folder of the tree: the viewer's own and the school's, each with its folders inside. */
export interface LibraryFolder {
  id: string;
  name: string;
  scope: LibraryScope;
  parentId: string | null;
  owner: { name: string };
  /** The viewer may rename, move and delete it (its owner, or staff for a school folder). */
  canEdit: boolean;
  /** Resources directly in it (not archived). */
  resourceCount: number;
  children: LibraryFolder[];
}
/** A recursive schema needs the type written out (zod cannot infer it through the getter). */
export const libraryFolderSchema: z.ZodType<LibraryFolder> = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(LIBRARY_SCOPES),
  parentId: z.string().nullable(),
  owner: z.object({ name: z.string() }),
  canEdit: z.boolean(),
  resourceCount: z.number(),
  get children() {
    return z.array(libraryFolderSchema);
  },
});

export const libraryFoldersSchema = z.object({
  folders: z.array(libraryFolderSchema),
  /** The school's subjects (the defaults and those staff added), for the subject pickers. */
  subjects: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type LibraryFolders = z.infer<typeof libraryFoldersSchema>;

/** A folder as a change answers it (created, renamed or moved). */
export const savedFolderSchema = z.object({ id: z.string(), name: z.string(), scope: z.enum(LIBRARY_SCOPES), parentId: z.string().nullable() });
export type SavedFolder = z.infer<typeof savedFolderSchema>;

/** One resource as the library list and the assignment editor read it. */
export const libraryResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  kind: z.enum(RESOURCE_KINDS),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().nullable(),
  contentType: z.string().nullable(),
  url: z.string().nullable(),
  scope: z.enum(LIBRARY_SCOPES),
  folderId: z.string().nullable(),
  subjectCode: z.string().nullable(),
  grade: z.string().nullable(),
  owner: z.object({ name: z.string() }),
  updatedAt: z.string(),
  /** How many assignments attach it. */
  usedIn: z.number(),
  /** The viewer may edit, move and archive it. */
  canEdit: z.boolean(),
  /** The viewer added it (only they change who sees it). */
  mine: z.boolean(),
});
export type LibraryResource = z.infer<typeof libraryResourceSchema>;

export const libraryResourcesSchema = z.object({
  resources: z.array(libraryResourceSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type LibraryResources = z.infer<typeof libraryResourcesSchema>;
