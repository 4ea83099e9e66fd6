/**
 * The questionnaire's photos, with the application's session:
 * - POST NEWELMA/{id}/upload_file/ (photo-upload.ts);
 * - POST NEWELMA/get_file/ `{ connection_id, file_id }`: the photo's bytes, never cached; an id
 *   of another application's photo is as unknown as a made-up one (404 alike);
 * - POST NEWELMA/delete_files/ `{ connection_id, files: [ids] }`: refused once verified.
 */
import { open } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { registrationMessages as m, requestMessages } from '../../src/domain/forms/messages';
import { photoSlots, registrationCalls } from '../../src/domain/registration/contract';
import { refuse } from '../forms/answers';
import { routeOf } from './calls';
import type { RegistrationDeps } from './deps';
import { createUploadHandler } from './photo-upload';

/** The server makes the ids (UUIDs); anything else names no photo. */
const fileId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function registerPhotoRoutes(app: FastifyInstance, deps: RegistrationDeps) {
  const { calls, photos, questionnaires } = deps;

  app.post(routeOf(registrationCalls.uploadFile), createUploadHandler(deps));

  app.post(
    registrationCalls.getFile,
    { bodyLimit: 16 * 1024 },
    calls.json(
      'registration_file',
      async (body, request, reply) => {
        const a = await calls.withSession(body.connection_id, request);
        const found = typeof body.file_id === 'string' && fileId.test(body.file_id) ? await photos.find(a.id, body.file_id) : null;
        const handle = found ? await open(found.path, 'r').catch(() => null) : null;
        if (!found || !handle) throw refuse(404, calls.i18nOf(request), 'file_not_found', m.fileNotFound, undefined, 'file_id');
        const { size } = await handle.stat();
        return reply
          .type(found.type)
          .header('content-length', String(size))
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `inline; filename="${found.slot}.${found.type === 'image/png' ? 'png' : 'jpg'}"`)
          .send(handle.createReadStream());
      },
      deps.readLimits,
    ),
  );

  app.post(
    registrationCalls.deleteFiles,
    { bodyLimit: 16 * 1024 },
    calls.json('registration_delete', async (body, request) => {
      const i18n = calls.i18nOf(request);
      const a = calls.writable(await calls.withSession(body.connection_id, request), request);
      const ids = body.files;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > photoSlots.length || !ids.every((id) => typeof id === 'string' && id.length <= 64)) {
        throw refuse(400, i18n, 'malformed', requestMessages.malformed, undefined, 'files');
      }
      const deleted = await photos.delete(a.id, ids as string[]);
      if (deleted === null) throw refuse(409, i18n, 'verified', m.verifiedReadOnly);
      if (deleted > 0) await questionnaires.unsend(a.id);
      return { deleted };
    }),
  );
}
