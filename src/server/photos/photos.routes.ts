import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PHOTO_MAX_SIDE } from '../../common/photo-sizes';
import {
  PHOTO_FILE_TOO_LARGE_MESSAGE,
  PHOTO_MAX_FILE_BYTES,
  PHOTO_MISSING_MESSAGE,
  PHOTO_NOT_FOUND_MESSAGE,
  photoSchema,
  uploadedPhotoSchema,
} from '../../common/schemas/photos';
import { DomainError, invalid, notFound } from '../domain-errors';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import type { PhotosRepo } from './photos.repo';
import type { PhotosService } from './photos.service';

/** Room for the multipart envelope around the largest file. */
const ENVELOPE_BYTES = 64 * 1024;
/** A photo never changes under its address (a new upload gets a new id), so browsers keep it a year. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

const sizeQuerySchema = z.object({
  w: z.coerce
    .number({ error: 'Width must be a whole number of pixels.' })
    .int('Width must be a whole number of pixels.')
    .positive('Width must be a whole number of pixels.')
    .default(PHOTO_MAX_SIDE),
});

export interface PhotosDeps {
  photos: PhotosRepo;
  service: PhotosService;
}

const tooLarge = () => new DomainError('too_large', PHOTO_FILE_TOO_LARGE_MESSAGE);

/** The uploaded file's bytes, read up to the limit and no further. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > PHOTO_MAX_FILE_BYTES + ENVELOPE_BYTES)
    throw tooLarge();
  if (!request.isMultipart()) throw invalid(PHOTO_MISSING_MESSAGE);
  const part = await request.file();
  if (part?.fieldname !== 'file') throw invalid(PHOTO_MISSING_MESSAGE);
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

export async function photosRoutes(app: FastifyInstance, { photos, service }: PhotosDeps): Promise<void> {
  app.get('/api/photos', answers(z.array(photoSchema)), async (request) => {
    const { familyId } = requireMember(request);
    return photos.list(familyId);
  });

  // A paired TV reads photos like any other family data (GET); only members add or delete them.
  app.get('/api/photos/:id', { compress: false }, async (request, reply) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', PHOTO_NOT_FOUND_MESSAGE);
    const { w } = parse(sizeQuerySchema, request.query);
    const served = await service.serve(familyId, id, w);
    if (!served) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
    reply.header('cache-control', CACHE_CONTROL).header('etag', served.etag);
    if (matches(request.headers['if-none-match'], served.etag)) return reply.status(304).send();
    const data = await served.read();
    if (!data) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
    return reply.type(served.contentType).send(data);
  });

  app.delete('/api/photos/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    const id = idParam(request, 'id', PHOTO_NOT_FOUND_MESSAGE);
    if (!(await service.remove(familyId, id))) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });

  // Multipart is read on this route only, its file capped by the plugin's own limit as it streams
  // in; a JSON body here, like on every other route, keeps the small global limit.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_MAX_FILE_BYTES, files: 1, fields: 4, parts: 5 },
    });
    uploads.post('/api/photos', answers(uploadedPhotoSchema, 201), async (request, reply) => {
      const { familyId } = requireMember(request);
      const photo = await service.upload(familyId, await readUpload(request));
      return reply.status(201).send({ photo });
    });
  });
}
