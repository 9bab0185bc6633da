import { readFile } from 'node:fs/promises';
import {
  type Activity,
  activityErrors,
  type Contract,
  type ContractInput,
  ID_MAX,
  PROJECT_LIMITS,
  periodErrors,
  ZActivities,
  ZActivity,
  ZActivityInput,
  ZActivityMembers,
  ZContract,
  ZContractInput,
  ZContracts,
  ZContractUpdate,
  ZDeleted,
  ZErrorBody,
  ZIdParam,
  ZProjectFile,
} from '@staffhub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeImage, IMAGE_MIME, reencodeImageFile, sniffImage } from '../../blob/images';
import type { Db } from '../../db/client';
import {
  contractHistories,
  projectActivities,
  projectActivityEmployees,
  projectFiles,
} from '../../db/schema';
import { AppError } from '../../errors';
import { type Actor, requireAuth } from '../../plugins/auth';
import { writeAudit } from '../audit/audit.repository';
import { DOC_MIME, docType, readForm, type UploadedFile } from './projects.form';
import { requireProject, requireProjectManagement } from './projects.policy';
import * as repo from './projects.repository';
import { type ProjectDeps, presentFile, raceRefusal } from './projects.service';

/**
 * The project area's files (project images and quotations, kick-off and bonus activities, contracts;
 * issue #16, docs/api-projects.md). Uploads arrive through `readForm` (streamed to a temporary
 * folder), are checked by content, then moved into the blob store one at a time.
 */

/** The area's OpenAPI tag and error answers (the routes file uses them too). */
export const tags = ['projects'];
export const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  413: ZErrorBody,
  415: ZErrorBody,
  422: ZErrorBody,
};
const multipart = { consumes: ['multipart/form-data'] };
const ZFileParams = z.object({
  id: z.coerce.number().int().positive().max(ID_MAX),
  fileId: z.coerce.number().int().positive().max(ID_MAX),
});
/** Activities a history shows at most (newest first). */
const ACTIVITY_LIST_MAX = 200;

type FileOwner = 'project_image' | 'quotation' | 'activity_image' | 'activity_file' | 'contract';
type Stored = { key: string; row: typeof projectFiles.$inferInsert };

/**
 * Checks and stores uploaded files, one at a time: a kick-off photo (up to 25 MB) is re-encoded from
 * its file without metadata (`reencodeImageFile`: its bytes never enter memory); a project image
 * (up to 2000 KB) is stored as its cleaned original (`decodeImage`); a document is moved as it is. Returns the rows to insert; throws 422 on an image that does not
 * decode, after removing what it stored.
 */
async function storeFiles(
  deps: ProjectDeps,
  actor: Actor,
  projectId: number,
  owner: FileOwner,
  list: readonly UploadedFile[],
): Promise<Stored[]> {
  const stored: Stored[] = [];
  try {
    for (const f of list) {
      const base = {
        project_id: projectId,
        owner,
        name: f.filename.slice(0, 255) || 'file',
        created_by: actor.employeeId,
      };
      if (owner === 'activity_image') {
        // Up to 25 MB: checked and cleaned from the file, never read into memory.
        const cleaned = `${f.path}.clean`;
        const photo = await reencodeImageFile(f.path, cleaned);
        if (!photo)
          throw new AppError(4220, {
            errors: { [f.field]: [{ rule: 'image_type', message: 'Only png, jpg, jpeg are supported.' }] },
          });
        const key = await deps.blobs.putFile('projects', photo.type === 'png' ? 'png' : 'jpg', cleaned);
        stored.push({ key, row: { ...base, blob_key: key, mime: IMAGE_MIME[photo.type], size: photo.size } });
      } else if (owner === 'project_image') {
        const clean = await decodeImage(await readFile(f.path));
        if (!clean)
          throw new AppError(4220, {
            errors: { [f.field]: [{ rule: 'image_type', message: 'Only png, jpg, jpeg are supported.' }] },
          });
        const key = await deps.blobs.put('projects', clean.type === 'png' ? 'png' : 'jpg', clean.data);
        stored.push({
          key,
          row: { ...base, blob_key: key, mime: IMAGE_MIME[clean.type], size: clean.data.length },
        });
      } else {
        const type = docType(f.head, f.filename) ?? 'pdf';
        const key = await deps.blobs.putFile('projects', type, f.path);
        stored.push({ key, row: { ...base, blob_key: key, mime: DOC_MIME[type], size: f.size } });
      }
    }
  } catch (e) {
    await Promise.all(stored.map((s) => deps.blobs.delete(s.key)));
    throw e;
  }
  return stored;
}

async function insertFiles(tx: Db, stored: readonly Stored[], ownerId: number | null) {
  if (!stored.length) return [];
  return tx
    .insert(projectFiles)
    .values(stored.map((s) => ({ ...s.row, owner_id: ownerId })))
    .returning();
}

/** Runs the write; if it fails, the blobs just stored go too, so a refused write leaves no file. */
async function withBlobs<T>(
  deps: ProjectDeps,
  stored: readonly Stored[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    await Promise.all(stored.map((s) => deps.blobs.delete(s.key)));
    throw e;
  }
}

// Project images and quotations ------------------------------------------------------------------

const ZFileKind = z.object({ kind: z.enum(['image', 'quotation']) });

/**
 * `POST /projects/{id}/files`: payload `{"kind": "image" | "quotation"}` and the file in part `file`.
 * An image is a png/jpeg of at most 2000 KB (at most 5 per project); a quotation a pdf, xlsx or docx
 * of at most 5 MB (at most 10).
 */
async function uploadProjectFile(
  deps: ProjectDeps,
  actor: Actor,
  projectId: number,
  request: Parameters<typeof readForm>[0],
) {
  await requireProject(deps.db, actor, projectId);
  const form = await readForm(request, ZFileKind, {
    file: { kind: ['image', 'pdf', 'xlsx', 'docx'], maxBytes: PROJECT_LIMITS.quotationBytes, maxCount: 1 },
  });
  try {
    const { kind } = form.input;
    const image = kind === 'image';
    const owner: FileOwner = image ? 'project_image' : 'quotation';
    const [file] = form.files.file ?? [];
    const problem = (rule: string, message: string, params?: Record<string, number>) =>
      new AppError(4220, { errors: { file: [{ rule, message, ...(params ? { params } : {}) }] } });
    if (!file) throw problem('required', 'Choose a file.');
    if (image && sniffImage(file.head) === null)
      throw problem('image_type', 'Only png, jpg, jpeg are supported.');
    if (!image && docType(file.head, file.filename) === null)
      throw new AppError(4220, {
        errors: {
          file: [
            {
              rule: 'file_type',
              message: 'Only pdf, xlsx, docx files are supported.',
              params: { types: 'pdf, xlsx, docx' },
            },
          ],
        },
      });
    if (image && file.size > PROJECT_LIMITS.imageBytes)
      throw problem('image_size', 'The image is too large.', { max: PROJECT_LIMITS.imageBytes / 1024 });
    const max = image ? PROJECT_LIMITS.images : PROJECT_LIMITS.quotations;
    const full = () => problem(image ? 'image_count' : 'file_count', `At most ${max} files.`, { max });
    if ((await repo.countFiles(deps.db, projectId, owner)) >= max) throw full();
    const stored = await storeFiles(deps, actor, projectId, owner, [file]);
    // Counted again under the project's lock: two uploads at once cannot both take the last place.
    const [row] = await withBlobs(deps, stored, () =>
      deps.db.transaction(async (tx) => {
        await repo.lockProject(tx, projectId);
        if ((await repo.countFiles(tx, projectId, owner)) >= max) throw full();
        return insertFiles(tx, stored, null);
      }),
    );
    return { file: presentFile(row as typeof projectFiles.$inferSelect) };
  } finally {
    await form.cleanup();
  }
}

async function deleteProjectFile(deps: ProjectDeps, actor: Actor, projectId: number, fileId: number) {
  await requireProject(deps.db, actor, projectId);
  const file = await repo.fileById(deps.db, projectId, fileId);
  if (!file || (file.owner !== 'project_image' && file.owner !== 'quotation')) throw new AppError(4040);
  await deps.db.delete(projectFiles).where(eq(projectFiles.id, fileId));
  await deps.blobs.delete(file.blob_key);
  return { message: 'Deleted.' };
}

// Kick-off and bonus activities ------------------------------------------------------------------

async function activities(
  deps: ProjectDeps,
  actor: Actor,
  projectId: number,
): Promise<{ activities: Activity[] }> {
  await requireProject(deps.db, actor, projectId);
  return { activities: await presentActivities(deps.db, projectId) };
}

/** The project's activities as the API lists them, newest first (or just the one `onlyId`). */
async function presentActivities(db: Db, projectId: number, onlyId?: number): Promise<Activity[]> {
  const { rows, people } = await repo.activitiesOf(db, projectId, ACTIVITY_LIST_MAX, onlyId);
  const files = await repo.filesOf(
    db,
    projectId,
    ['activity_image', 'activity_file'],
    rows.map((r) => r.a.id),
  );
  return rows.map(({ a, by_name }) => ({
    id: a.id,
    project_id: a.project_id,
    type: a.type,
    date: a.date,
    time: a.time,
    total_budget: a.total_budget,
    title: a.title,
    note: a.note,
    employees: people
      .filter((p) => p.activity_id === a.id)
      .map((p) => ({ employee_id: p.employee_id, name: p.name, bonus: p.bonus })),
    images: files.filter((f) => f.owner_id === a.id && f.owner === 'activity_image').map(presentFile),
    file: (() => {
      const f = files.find((x) => x.owner_id === a.id && x.owner === 'activity_file');
      return f ? presentFile(f) : null;
    })(),
    created_at: a.created_at.toISOString(),
    created_by: a.created_by && by_name ? { id: a.created_by, name: by_name } : null,
  }));
}

async function activityMembers(deps: ProjectDeps, actor: Actor, projectId: number) {
  await requireProject(deps.db, actor, projectId);
  const rows = await repo.memberRows(deps.db, projectId, deps.now());
  const working = rows.filter((r) => r.working);
  return {
    members: [...new Map(working.map((r) => [r.employee_id, r])).values()].map((r) => ({
      id: r.employee_id,
      name: r.name,
      employee_code: r.employee_code,
    })),
  };
}

async function createActivity(
  deps: ProjectDeps,
  actor: Actor,
  projectId: number,
  request: Parameters<typeof readForm>[0],
) {
  await requireProject(deps.db, actor, projectId);
  const form = await readForm(request, ZActivityInput, {
    images: {
      kind: 'image',
      maxBytes: PROJECT_LIMITS.activityImageBytes,
      maxCount: PROJECT_LIMITS.activityImages,
    },
    file: { kind: ['xlsx', 'pdf'], maxBytes: PROJECT_LIMITS.activityFileBytes, maxCount: 1 },
  });
  try {
    const input = form.input;
    const memberIds = new Set(
      (await repo.memberRows(deps.db, projectId, deps.now())).map((m) => m.employee_id),
    );
    const problems = activityErrors(input, memberIds);
    if (problems) throw new AppError(4220, { errors: problems });
    const images = await storeFiles(deps, actor, projectId, 'activity_image', form.files.images ?? []);
    const file = await storeFiles(deps, actor, projectId, 'activity_file', form.files.file ?? []).catch(
      async (e: unknown) => {
        await Promise.all(images.map((s) => deps.blobs.delete(s.key)));
        throw e;
      },
    );
    const id = await withBlobs(deps, [...images, ...file], () =>
      deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(projectActivities)
          .values({
            project_id: projectId,
            type: input.type,
            date: input.date,
            time: input.time ?? null,
            total_budget: input.total_budget,
            title: input.title,
            note: input.note || null,
            created_by: actor.employeeId,
          })
          .returning({ id: projectActivities.id });
        const activityId = (row as { id: number }).id;
        if (input.employees.length)
          await tx.insert(projectActivityEmployees).values(
            input.employees.map((e) => ({
              activity_id: activityId,
              employee_id: e.employee_id,
              bonus: e.bonus,
            })),
          );
        await insertFiles(tx, [...images, ...file], activityId);
        await writeAudit(tx, {
          actorId: actor.employeeId,
          action: 'create',
          entity: 'project_activity',
          entityId: activityId,
          data: input,
        });
        return activityId;
      }),
    );
    const [activity] = await presentActivities(deps.db, projectId, id);
    return { activity: activity as Activity };
  } finally {
    await form.cleanup();
  }
}

// Contract history -------------------------------------------------------------------------------

async function presentContracts(db: Db, projectId: number): Promise<Contract[]> {
  const rows = await repo.contractsOf(db, projectId);
  const fileIds = rows.map((r) => r.file_id).filter((i): i is number => i !== null);
  const files = fileIds.length
    ? await db.select().from(projectFiles).where(inArray(projectFiles.id, fileIds))
    : [];
  return rows.map((r) => {
    const f = files.find((x) => x.id === r.file_id);
    return {
      id: r.id,
      project_id: r.project_id,
      contract_number: r.contract_number,
      signed_date: r.signed_date,
      start_date: r.start_date,
      end_date: r.end_date,
      value_man_month: r.value_man_month,
      value_yen: r.value_yen,
      status: r.status,
      note: r.note,
      file: f ? presentFile(f) : null,
      updated_at: r.updated_at.toISOString(),
    };
  });
}

async function contracts(deps: ProjectDeps, actor: Actor, projectId: number) {
  await requireProject(deps.db, actor, projectId);
  return { contracts: await presentContracts(deps.db, projectId) };
}

const contractFile = {
  file: { kind: ['pdf', 'xlsx'] as const, maxBytes: PROJECT_LIMITS.activityFileBytes, maxCount: 1 },
};

/** A contract form's columns (create and update alike). */
function contractValues(input: Omit<ContractInput, 'project_id'>) {
  return {
    contract_number: input.contract_number,
    signed_date: input.signed_date ?? null,
    start_date: input.start_date,
    end_date: input.end_date,
    value_man_month: input.value_man_month ?? null,
    value_yen: input.value_yen ?? null,
    status: input.status,
    note: input.note || null,
  };
}

async function numberTaken(db: Db, projectId: number, number: string, exceptId?: number) {
  const rows = await db
    .select({ id: contractHistories.id })
    .from(contractHistories)
    .where(and(eq(contractHistories.project_id, projectId), eq(contractHistories.contract_number, number)));
  return rows.some((r) => r.id !== exceptId);
}

async function createContract(deps: ProjectDeps, actor: Actor, request: Parameters<typeof readForm>[0]) {
  // Refused before the upload is read when the person has no project access at all.
  await requireProjectManagement(deps.db, actor);
  const form = await readForm(request, ZContractInput, contractFile);
  try {
    const input = form.input;
    await requireProject(deps.db, actor, input.project_id);
    const period = periodErrors(input.start_date, input.end_date);
    if (period) throw new AppError(4220, { errors: period });
    if (await numberTaken(deps.db, input.project_id, input.contract_number))
      throw new AppError(4337, { field: 'contract_number' });
    const stored = await storeFiles(deps, actor, input.project_id, 'contract', form.files.file ?? []);
    const id = await withBlobs(deps, stored, () =>
      deps.db.transaction(async (tx) => {
        const [file] = await insertFiles(tx, stored, null);
        const [row] = await tx
          .insert(contractHistories)
          .values({ project_id: input.project_id, ...contractValues(input), file_id: file?.id ?? null })
          .returning({ id: contractHistories.id });
        const contractId = (row as { id: number }).id;
        if (file)
          await tx.update(projectFiles).set({ owner_id: contractId }).where(eq(projectFiles.id, file.id));
        await writeAudit(tx, {
          actorId: actor.employeeId,
          action: 'create',
          entity: 'contract',
          entityId: contractId,
          data: input,
        });
        return contractId;
      }),
    ).catch((e) => {
      throw raceRefusal(e);
    });
    const list = await presentContracts(deps.db, input.project_id);
    return { contract: list.find((c) => c.id === id) as Contract };
  } finally {
    await form.cleanup();
  }
}

async function updateContract(deps: ProjectDeps, actor: Actor, request: Parameters<typeof readForm>[0]) {
  await requireProjectManagement(deps.db, actor);
  const form = await readForm(request, ZContractUpdate, contractFile);
  try {
    const input = form.input;
    const current = await repo.contractById(deps.db, input.id);
    if (!current) throw new AppError(4040);
    await requireProject(deps.db, actor, current.project_id);
    const period = periodErrors(input.start_date, input.end_date);
    if (period) throw new AppError(4220, { errors: period });
    if (await numberTaken(deps.db, current.project_id, input.contract_number, current.id))
      throw new AppError(4337, { field: 'contract_number' });
    const stored = await storeFiles(deps, actor, current.project_id, 'contract', form.files.file ?? []);
    const replaced = stored.length > 0 || input.remove_file;
    const oldFile =
      replaced && current.file_id !== null
        ? await repo.fileById(deps.db, current.project_id, current.file_id)
        : null;
    await withBlobs(deps, stored, () =>
      deps.db.transaction(async (tx) => {
        const [file] = await insertFiles(tx, stored, current.id);
        await tx
          .update(contractHistories)
          .set({
            ...contractValues(input),
            ...(replaced ? { file_id: file?.id ?? null } : {}),
            updated_at: new Date(),
          })
          .where(eq(contractHistories.id, current.id));
        if (oldFile) await tx.delete(projectFiles).where(eq(projectFiles.id, oldFile.id));
        await writeAudit(tx, {
          actorId: actor.employeeId,
          action: 'update',
          entity: 'contract',
          entityId: current.id,
          data: input,
        });
      }),
    ).catch((e) => {
      throw raceRefusal(e);
    });
    if (oldFile) await deps.blobs.delete(oldFile.blob_key);
    const list = await presentContracts(deps.db, current.project_id);
    return { contract: list.find((c) => c.id === current.id) as Contract };
  } finally {
    await form.cleanup();
  }
}

async function deleteContract(deps: ProjectDeps, actor: Actor, id: number) {
  await requireProjectManagement(deps.db, actor);
  const current = await repo.contractById(deps.db, id);
  if (!current) throw new AppError(4040);
  await requireProject(deps.db, actor, current.project_id);
  const file =
    current.file_id !== null ? await repo.fileById(deps.db, current.project_id, current.file_id) : null;
  await deps.db.transaction(async (tx) => {
    await tx.delete(contractHistories).where(eq(contractHistories.id, id));
    if (file) await tx.delete(projectFiles).where(eq(projectFiles.id, file.id));
    await writeAudit(tx, {
      actorId: actor.employeeId,
      action: 'delete',
      entity: 'contract',
      entityId: id,
      data: current,
    });
  });
  if (file) await deps.blobs.delete(file.blob_key);
  return { message: 'Deleted.' };
}

// Routes -----------------------------------------------------------------------------------------

export const uploadRoutes: FastifyPluginAsyncZod<ProjectDeps> = async (app, deps) => {
  app.post(
    '/projects/:id/files',
    {
      schema: {
        tags,
        summary: `Add a project image (png/jpeg ≤ ${PROJECT_LIMITS.imageBytes / 1024} KB, ≤ ${PROJECT_LIMITS.images}) or quotation (pdf/xlsx/docx ≤ 5 MB, ≤ ${PROJECT_LIMITS.quotations}); multipart: payload {"kind":"image"|"quotation"}, file`,
        params: ZIdParam,
        ...multipart,
        response: { 201: z.object({ file: ZProjectFile }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await uploadProjectFile(deps, requireAuth(request), request.params.id, request)),
  );

  app.get(
    '/projects/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'A file of the project (images inline, documents as attachments)',
        params: ZFileParams,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const me = requireAuth(request);
      await requireProject(deps.db, me, request.params.id);
      const file = await repo.fileById(deps.db, request.params.id, request.params.fileId);
      const body = file ? await deps.blobs.open(file.blob_key) : null;
      if (!file || !body) throw new AppError(4040);
      const image = file.mime.startsWith('image/');
      const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('content-type', file.mime)
        .header('content-length', body.size)
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${image ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(body.stream);
    },
  );

  app.delete(
    '/projects/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'Remove a project image or quotation',
        params: ZFileParams,
        response: { 200: ZDeleted, ...errors },
      },
    },
    (request) => deleteProjectFile(deps, requireAuth(request), request.params.id, request.params.fileId),
  );

  app.get(
    '/projects/:id/kickoff-and-bonus',
    {
      schema: {
        tags,
        summary: `Kick-off and bonus activities, newest first (at most ${ACTIVITY_LIST_MAX})`,
        params: ZIdParam,
        response: { 200: ZActivities, ...errors },
      },
    },
    (request) => activities(deps, requireAuth(request), request.params.id),
  );

  app.get(
    '/projects/:id/kickoff-and-bonus/get-project-member',
    {
      schema: {
        tags,
        summary: 'The working members an activity may name',
        params: ZIdParam,
        response: { 200: ZActivityMembers, ...errors },
      },
    },
    (request) => activityMembers(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/projects/:id/kickoff-and-bonus',
    {
      schema: {
        tags,
        summary:
          'Record an activity (multipart: payload JSON, images ≤ 5 png/jpeg of ≤ 25 MB, file ≤ 1 xlsx/pdf of ≤ 5 MB; streamed)',
        params: ZIdParam,
        ...multipart,
        response: { 201: z.object({ activity: ZActivity }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createActivity(deps, requireAuth(request), request.params.id, request)),
  );

  app.get(
    '/contract-history/:id',
    {
      schema: {
        tags,
        summary: "The project's contracts by start date (id: the project)",
        params: ZIdParam,
        response: { 200: ZContracts, ...errors },
      },
    },
    (request) => contracts(deps, requireAuth(request), request.params.id),
  );

  app.post(
    '/contract-history/create',
    {
      schema: {
        tags,
        summary:
          'Add a contract (multipart: payload JSON, optional file pdf/xlsx ≤ 5 MB); 4337 when the number is taken',
        ...multipart,
        response: { 201: z.object({ contract: ZContract }), ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createContract(deps, requireAuth(request), request)),
  );

  app.post(
    '/contract-history/update',
    {
      schema: {
        tags,
        summary: 'Change a contract (multipart: payload JSON with id and remove_file, optional file)',
        ...multipart,
        response: { 200: z.object({ contract: ZContract }), ...errors },
      },
    },
    (request) => updateContract(deps, requireAuth(request), request),
  );

  app.delete(
    '/contract-history/:id',
    {
      schema: {
        tags,
        summary: 'Delete a contract (id: the contract) and its file',
        params: ZIdParam,
        response: { 200: ZDeleted, ...errors },
      },
    },
    (request) => deleteContract(deps, requireAuth(request), request.params.id),
  );
};
