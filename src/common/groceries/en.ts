import type { GroceryLanguage } from './index';

/**
 * Common groceries in English and the aisle each is found in. Names are singular or plural as
 * people write them (they are compared by `ingredientKey`); aisles are named as families name
 * their categories, the first as the shopping page's starting aisles spell it.
 */
export const en: GroceryLanguage = {
  produce: {
    names: [
      'Fruit & veg',
      'Fruit and vegetables',
      'Fruit & vegetables',
      'Produce',
      'Vegetables',
      'Fruit',
      'Greengrocer',
    ],
    items: `apple apricot avocado banana basil bean sprout beetroot bell pepper blackberry blueberry broccoli
      brussels sprout butternut squash cabbage cantaloupe carrot cauliflower celery cherry cherry tomato chili
      chilli chive cilantro clementine coriander corn courgette cucumber date dill eggplant aubergine fennel fig
      garlic ginger grape grapefruit green bean herb kale kiwi leek lemon lettuce lime mandarin mango melon mint
      mushroom nectarine onion orange parsley parsnip pea peach pear pepper pineapple plum pomegranate potato
      pumpkin radish raspberry red onion rocket arugula rosemary salad scallion spring onion shallot spinach
      squash strawberry sweet potato sweetcorn thyme tomato turnip watermelon zucchini`,
  },
  bakery: {
    names: ['Bakery', 'Bread', 'Bread & bakery'],
    items: `bagel baguette bread bread roll brioche bun ciabatta croissant crumpet english muffin flatbread
      muffin naan pita pitta roll sourdough tortilla wrap`,
  },
  meat: {
    names: ['Meat & fish', 'Meat and fish', 'Meat', 'Meat & seafood', 'Butcher', 'Fish'],
    items: `bacon beef burger chicken chicken breast chicken thigh chorizo cod duck fish gammon ground beef
      ham lamb mince minced beef pork pork chop prawn salami salmon sausage seafood shrimp steak tuna steak
      turkey veal`,
  },
  dairy: {
    names: ['Dairy & eggs', 'Dairy and eggs', 'Dairy', 'Milk & eggs', 'Chilled', 'Fridge'],
    items: `butter buttermilk cheddar cheese cottage cheese cream cream cheese creme fraiche double cream egg
      feta goat cheese greek yogurt gruyere half and half heavy cream margarine mascarpone milk mozzarella
      parmesan ricotta single cream sour cream whipping cream whole milk yoghurt yogurt`,
  },
  pantry: {
    names: ['Pantry', 'Cupboard', 'Dry goods', 'Baking', 'Tins & jars', 'Food cupboard'],
    items: `almond baking powder baking soda bicarbonate of soda breadcrumb brown sugar caster sugar cereal
      chickpea chocolate cinnamon cocoa coconut milk cornflour cornstarch couscous cumin curry paste flour
      honey icing sugar jam ketchup kidney bean lentil maple syrup mayonnaise mustard noodle nut oat oil olive
      oil oregano paprika pasta peanut butter pepper corn plain flour rice salt self raising flour sesame oil
      soy sauce spaghetti spice stock stock cube sugar sunflower oil tinned tomato tomato paste tomato puree
      vanilla vanilla extract vegetable oil vinegar walnut yeast`,
  },
  frozen: {
    names: ['Frozen', 'Freezer', 'Frozen food'],
    items: 'frozen pea frozen berry ice cream ice fish finger frozen pizza frozen vegetable',
  },
  drinks: {
    names: ['Drinks', 'Beverages', 'Drink'],
    items: `beer coffee cola juice lemonade orange juice soda sparkling water squash drink tea water wine`,
  },
  household: {
    names: ['Household', 'Cleaning', 'Home', 'Toiletries'],
    items: `aluminium foil baking paper battery bin bag bleach cling film dishwasher tablet kitchen roll laundry
      detergent light bulb paper towel shampoo soap sponge tissue toilet paper toothpaste washing up liquid`,
  },
};
