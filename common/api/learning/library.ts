/** The resource library (docs/api/library.md): the contracts of its folders and resources, for teachers and staff. */
import { TEACHER_ROLES } from "../../roles";
import {
  folderCreateSchema,
  folderPatchSchema,
  libraryFoldersSchema,
  libraryResourceSchema,
  libraryResourcesSchema,
  resourceCreateSchema,
  resourcePatchSchema,
  resourcesQuerySchema,
  savedFolderSchema,
} from "../../schemas/learning/library";
import { defineContract, done, ok } from "../contract";

/** The viewer's and the school's folder tree, with the school's subjects. */
export const libraryFolders = defineContract({
  method: "GET",
  path: "/api/library/folders",
  roles: TEACHER_ROLES,
  output: ok(libraryFoldersSchema),
});

/** Creates a folder, the viewer's own or the school's. */
export const createLibraryFolder = defineContract({
  method: "POST",
  path: "/api/library/folders",
  roles: TEACHER_ROLES,
  body: folderCreateSchema,
  output: done.extend({ data: savedFolderSchema }),
  status: 201,
});

/** Renames and/or moves a folder. */
export const updateLibraryFolder = defineContract({
  method: "PATCH",
  path: "/api/library/folders/:id",
  roles: TEACHER_ROLES,
  body: folderPatchSchema,
  output: done.extend({ data: savedFolderSchema }),
});

/** Deletes an empty folder. */
export const deleteLibraryFolder = defineContract({
  method: "DELETE",
  path: "/api/library/folders/:id",
  roles: TEACHER_ROLES,
  output: done,
});

/** One page of the resources the viewer may see, filtered. */
export const libraryResources = defineContract({
  method: "GET",
  path: "/api/library/resources",
  roles: TEACHER_ROLES,
  query: resourcesQuerySchema,
  output: ok(libraryResourcesSchema),
});

/** Adds a file (uploaded first) or a link to the library. */
export const createLibraryResource = defineContract({
  method: "POST",
  path: "/api/library/resources",
  roles: TEACHER_ROLES,
  body: resourceCreateSchema,
  output: done.extend({ data: libraryResourceSchema }),
  status: 201,
});

/** Edits and/or moves a resource. */
export const updateLibraryResource = defineContract({
  method: "PATCH",
  path: "/api/library/resources/:id",
  roles: TEACHER_ROLES,
  body: resourcePatchSchema,
  output: done.extend({ data: libraryResourceSchema }),
});

/** Archives a resource (it stays attached where it is used). */
export const archiveLibraryResource = defineContract({
  method: "POST",
  path: "/api/library/resources/:id/archive",
  roles: TEACHER_ROLES,
  output: done,
});
