import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createPersonSchema,
  PERSON_NOT_FOUND_MESSAGE,
  personSchema,
  updatePersonSchema,
} from '../../common/schemas/people';
import { requireMember, requireParent } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import type { PeopleRepo } from './people.repo';
import type { PeopleService } from './people.service';

export interface PeopleDeps {
  people: PeopleRepo;
  service: PeopleService;
}

/**
 * The family's people (issue 29). A paired screen reads them (boards show their colours); only a
 * parent's own session changes them.
 */
export function peopleRoutes(app: FastifyInstance, { people, service }: PeopleDeps): void {
  const personId = (request: Parameters<typeof idParam>[0]) =>
    idParam(request, 'id', PERSON_NOT_FOUND_MESSAGE);

  app.get('/api/people', answers(z.array(personSchema)), async (request) =>
    people.list(requireMember(request).familyId),
  );

  app.post('/api/people', answers(personSchema, 201), async (request, reply) => {
    const { familyId } = requireParent(request);
    const person = await service.addProfile(familyId, parse(createPersonSchema, request.body));
    return reply.status(201).send(person);
  });

  app.patch('/api/people/:id', answers(personSchema), async (request) => {
    const { familyId } = requireParent(request);
    const id = personId(request);
    return service.update(familyId, id, parse(updatePersonSchema, request.body));
  });

  app.delete('/api/people/:id', async (request, reply) => {
    const { familyId } = requireParent(request);
    await service.delete(familyId, personId(request));
    return reply.status(204).send();
  });
}
