/**
 * The resource library (docs/api/library.md): folders and resources (files and links) of teachers
 * and staff, their own and the school's. Who sees and changes what is decided in
 * server/learning/access.ts; the rules are in server/learning/library/.
 */
import { TEACHER_ROLES } from "../../../common/roles";
import type { FastifyInstance } from "fastify";
import { folderCreateSchema, folderPatchSchema, resourceCreateSchema, resourcePatchSchema, resourcesQuerySchema, type LibraryFolders } from "../../../common/schemas/learning/library";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
import { uuidParam } from "../../http/staff-request";
import { FOLDER_NOT_FOUND, RESOURCE_NOT_FOUND } from "../../learning/access";
import { createFolder, deleteFolder, folderTree, updateFolder } from "../../learning/library/folders";
import { archiveResource, createResource, listResources, schoolSubjects, updateResource } from "../../learning/library/resources";

export async function libraryRoutes(app: FastifyInstance) {
  app.get("/library/folders", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const [folders, subjects] = await Promise.all([folderTree(app.db, viewer), schoolSubjects(app.db)]);
    const data: LibraryFolders = { folders, subjects };
    return { success: true, data };
  });

  app.post("/library/folders", async (request, reply) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const input = parseForm(request.body, folderCreateSchema);
    const folder = await createFolder(app.db, viewer, input);
    return reply.code(201).send({ success: true, message: "Folder created.", data: { id: folder.id, name: folder.name, scope: folder.scope, parentId: folder.parentId } });
  });

  app.patch<{ Params: { id: string } }>("/library/folders/:id", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, FOLDER_NOT_FOUND);
    const patch = parseForm(request.body, folderPatchSchema);
    const folder = await updateFolder(app.db, request, viewer, id, patch);
    return { success: true, message: "Folder saved.", data: { id: folder.id, name: folder.name, scope: folder.scope, parentId: folder.parentId } };
  });

  app.delete<{ Params: { id: string } }>("/library/folders/:id", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, FOLDER_NOT_FOUND);
    await deleteFolder(app.db, request, viewer, id);
    return { success: true, message: "Folder deleted." };
  });

  app.get("/library/resources", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, resourcesQuerySchema);
    return { success: true, data: await listResources(app.db, viewer, query) };
  });

  app.post("/library/resources", async (request, reply) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const input = parseForm(request.body, resourceCreateSchema);
    return reply.code(201).send({ success: true, message: "Added to the library.", data: await createResource(app.db, viewer, input) });
  });

  app.patch<{ Params: { id: string } }>("/library/resources/:id", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, RESOURCE_NOT_FOUND);
    const patch = parseForm(request.body, resourcePatchSchema);
    return { success: true, message: "Resource saved.", data: await updateResource(app.db, request, viewer, id, patch, app.config.now()) };
  });

  app.post<{ Params: { id: string } }>("/library/resources/:id/archive", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.id, RESOURCE_NOT_FOUND);
    await archiveResource(app.db, request, viewer, id, app.config.now());
    return { success: true, message: "Resource archived." };
  });
}
