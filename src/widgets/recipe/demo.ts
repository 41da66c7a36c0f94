import { dayName } from '../../common/calendar-days';
import { queryKeys } from '../../web/api/freshness';
import type { WidgetDemo } from '../views';

const RECIPE = {
  id: 1,
  name: 'Creamy tomato pasta',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 20,
  totalMinutes: 30,
  ingredients: [
    { text: '400 g pasta', quantity: 400, unit: 'g', name: 'pasta' },
    { text: '1 onion', quantity: 1, name: 'onion' },
    { text: '2 cloves garlic', quantity: 2, unit: 'clove', name: 'garlic' },
    { text: '400 g chopped tomatoes', quantity: 400, unit: 'g', name: 'chopped tomatoes' },
    { text: '100 ml cream', quantity: 100, unit: 'ml', name: 'cream' },
  ],
  sections: [
    {
      name: '',
      steps: [
        'Boil the pasta for 10 minutes.',
        'Soften the onion and garlic for 5 minutes.',
        'Add the tomatoes and simmer for 10 minutes, then stir in the cream.',
        'Toss with the pasta and serve.',
      ],
    },
  ],
  tags: ['Dinner'],
  notes: '',
  photoId: null,
  photoUrl: null,
  sourceUrl: '',
  author: 'The Luno family',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const demo: WidgetDemo = {
  sample: () => ({ headerText: 'Tonight' }),
  answers: ({ today }) => [
    [
      queryKeys.menuRange(today, today),
      [
        {
          id: 1,
          date: today,
          day: dayName(today),
          breakfast: '',
          lunch: '',
          dinner: RECIPE.name,
          recipes: { dinner: { recipeId: RECIPE.id, servings: 4 } },
        },
      ],
    ],
    [queryKeys.recipe(RECIPE.id), RECIPE],
  ],
};
