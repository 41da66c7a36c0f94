import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  alwaysAtHomeSchema,
  importRecipeSchema,
  RECIPE_NOT_FOUND_MESSAGE,
  recipeSchema,
  recipeSearchSchema,
  recipeSummarySchema,
  saveRecipeSchema,
} from '../../common/schemas/recipes';
import { notFound } from '../domain-errors';
import { requireMember } from '../http/auth';
import { parse } from '../http/errors';
import { idParam } from '../http/params';
import { answers } from '../http/zod-serializer';
import { presentRecipe, presentRecipeSummary } from './recipes.presenter';
import type { RecipesRepo } from './recipes.repo';
import type { RecipesService } from './recipes.service';

export interface RecipesDeps {
  recipes: RecipesRepo;
  service: RecipesService;
}

/** Lower case without accents, for a search that finds "creme" in "Crème brûlée". */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The family's recipe book (beyond the spec). */
export function recipesRoutes(app: FastifyInstance, { recipes, service }: RecipesDeps): void {
  const recipeId = (request: Parameters<typeof idParam>[0]) =>
    idParam(request, 'id', RECIPE_NOT_FOUND_MESSAGE);

  app.get('/api/recipes', answers(z.array(recipeSummarySchema)), async (request) => {
    const { familyId } = requireMember(request);
    const { search, tag } = parse(recipeSearchSchema, request.query);
    const words = folded(search ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const rows = (await recipes.list(familyId)).map(presentRecipeSummary);
    return rows.filter((recipe) => {
      const haystack = folded(`${recipe.name} ${recipe.tags.join(' ')} ${recipe.author}`);
      if (!words.every((word) => haystack.includes(word))) return false;
      return !tag || recipe.tags.some((own) => folded(own) === folded(tag));
    });
  });

  app.post('/api/recipes', answers(recipeSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    return reply.status(201).send(await service.create(familyId, parse(saveRecipeSchema, request.body)));
  });

  app.post('/api/recipes/import', answers(recipeSchema, 201), async (request, reply) => {
    const { familyId } = requireMember(request);
    const { url } = parse(importRecipeSchema, request.body);
    return reply.status(201).send(await service.importFrom(familyId, url));
  });

  app.get('/api/recipes/always-at-home', answers(alwaysAtHomeSchema), async (request) => {
    const { familyId } = requireMember(request);
    return { items: (await recipes.alwaysAtHome(familyId)).map((item) => item.name) };
  });

  app.put('/api/recipes/always-at-home', answers(alwaysAtHomeSchema), async (request) => {
    const { familyId } = requireMember(request);
    return service.saveAlwaysAtHome(familyId, parse(alwaysAtHomeSchema, request.body));
  });

  app.get('/api/recipes/:id', answers(recipeSchema), async (request) => {
    const { familyId } = requireMember(request);
    const row = await recipes.find(familyId, recipeId(request));
    if (!row) throw notFound(RECIPE_NOT_FOUND_MESSAGE);
    return presentRecipe(row);
  });

  app.put('/api/recipes/:id', answers(recipeSchema), async (request) => {
    const { familyId } = requireMember(request);
    const id = recipeId(request);
    const recipe = await service.update(familyId, id, parse(saveRecipeSchema, request.body));
    if (!recipe) throw notFound(RECIPE_NOT_FOUND_MESSAGE);
    return recipe;
  });

  app.delete('/api/recipes/:id', async (request, reply) => {
    const { familyId } = requireMember(request);
    if (!(await service.remove(familyId, recipeId(request)))) throw notFound(RECIPE_NOT_FOUND_MESSAGE);
    return reply.status(204).send();
  });
}
