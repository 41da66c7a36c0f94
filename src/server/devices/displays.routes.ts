import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successSchema } from '../../common/schemas/accounts';
import { displaySchema, updateDisplaySchema } from '../../common/schemas/displays';
import { notFound } from '../domain-errors';
import { requireMember, requireParent } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import type { DisplaysRepo } from './displays.repo';
import { DISPLAY_NOT_FOUND_MESSAGE, type DisplaysService } from './displays.service';

export interface DisplaysDeps {
  displays: DisplaysRepo;
  service: DisplaysService;
}

/** The family's paired TVs: the Devices page lists, renames, switches and unpairs them. */
export function displaysRoutes(app: FastifyInstance, { displays, service }: DisplaysDeps): void {
  app.get('/api/displays', answers(z.array(displaySchema)), async (request) =>
    displays.list(requireMember(request).familyId),
  );

  // A TV asks which display it is: its name, and the board a parent last sent it to.
  app.get('/api/displays/this', answers(displaySchema), async (request) => {
    const auth = requireMember(request);
    const display = auth.kind === 'device' ? await displays.findBySession(auth.tokenHash) : undefined;
    if (!display) throw notFound('This browser is not a paired screen.');
    return display;
  });

  app.patch('/api/displays/:id', answers(displaySchema), async (request) => {
    const { familyId } = requireParent(request);
    const id = idParam(request, 'id', DISPLAY_NOT_FOUND_MESSAGE);
    return service.update(familyId, id, parse(updateDisplaySchema, request.body));
  });

  app.delete('/api/displays/:id', answers(successSchema), async (request) => {
    const { familyId } = requireParent(request);
    await service.unpair(familyId, idParam(request, 'id', DISPLAY_NOT_FOUND_MESSAGE));
    return { success: true };
  });
}
