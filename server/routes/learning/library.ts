/**
 * The resource library (docs/api/library.md): folders and resources (files and links) of teachers
 * and staff, their own and the school's. Who sees and changes what is decided in
 * server/learning/access.ts; the rules are in server/learning/library/.
 */
import type { FastifyInstance } from "fastify";
import {
  archiveLibraryResource,
  createLibraryFolder,
  createLibraryResource,
  deleteLibraryFolder,
  libraryFolders,
  libraryResources,
  updateLibraryFolder,
  updateLibraryResource,
} from "#common/api/learning/library";
import type { LibraryScope } from "#common/schemas/learning/library";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { FOLDER_NOT_FOUND, RESOURCE_NOT_FOUND } from "../../learning/access";
import { createFolder, deleteFolder, folderTree, updateFolder } from "../../learning/library/folders";
import { archiveResource, createResource, listResources, schoolSubjects, updateResource } from "../../learning/library/resources";

export async function libraryRoutes(app: FastifyInstance) {
  route(app, libraryFolders, async ({ actor }) => {
    const [folders, subjects] = await Promise.all([folderTree(app.db, actor), schoolSubjects(app.db)]);
    return { success: true, data: { folders, subjects } };
  });

  route(app, createLibraryFolder, async ({ actor, body }) => {
    const folder = await createFolder(app.db, actor, body);
    return {
      success: true,
      message: "Folder created.",
      data: { id: folder.id, name: folder.name, scope: folder.scope as LibraryScope, parentId: folder.parentId },
    };
  });

  route(app, updateLibraryFolder, async ({ actor, params, body }) => {
    const id = uuidParam(params.id, FOLDER_NOT_FOUND);
    const folder = await updateFolder(app.db, actor, id, body);
    return {
      success: true,
      message: "Folder saved.",
      data: { id: folder.id, name: folder.name, scope: folder.scope as LibraryScope, parentId: folder.parentId },
    };
  });

  route(app, deleteLibraryFolder, async ({ actor, params }) => {
    const id = uuidParam(params.id, FOLDER_NOT_FOUND);
    await deleteFolder(app.db, actor, id);
    return { success: true, message: "Folder deleted." };
  });

  route(app, libraryResources, async ({ actor, query }) => {
    return { success: true, data: await listResources(app.db, actor, query) };
  });

  route(app, createLibraryResource, async ({ actor, body }) => {
    return { success: true, message: "Added to the library.", data: await createResource(app.db, actor, body) };
  });

  route(app, updateLibraryResource, async ({ actor, params, body }) => {
    const id = uuidParam(params.id, RESOURCE_NOT_FOUND);
    return { success: true, message: "Resource saved.", data: await updateResource(app.db, actor, id, body, app.config.now()) };
  });

  route(app, archiveLibraryResource, async ({ actor, params }) => {
    const id = uuidParam(params.id, RESOURCE_NOT_FOUND);
    await archiveResource(app.db, actor, id, app.config.now());
    return { success: true, message: "Resource archived." };
  });
}
