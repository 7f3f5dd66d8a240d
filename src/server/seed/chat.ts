/** Public chat rooms of the demo and their conversations (sender username, text), oldest first. */
export interface SeedRoom {
  name: string;
  createdBy: string;
  /** Hours before the seed that the room was created; messages follow at `gapMinutes` apart. */
  hoursAgo: number;
  gapMinutes: number;
  messages: [sender: string, content: string][];
}

export const SEED_ROOMS: SeedRoom[] = [
  {
    name: 'General Chat',
    createdBy: 'popreel_admin',
    hoursAgo: 120,
    gapMinutes: 200,
    messages: [
      ['popreel_admin', 'Welcome to Popreel! 👋 Introduce yourself and say what you make.'],
      ['maya_moves', 'Hi all! Maya here, I post dance routines from London 💃'],
      ['kenji_beats', 'Kenji from Tokyo — I make loops. Everything in my sounds is free to use 🎧'],
      ['ava_sketches', 'Ava, NYC illustrator. Mostly generative colour stuff ✏️'],
      ['leo_eats', 'Leo, I eat things in Paris and talk about them 🥐'],
      ['omar_codes', "Omar here. Creative coding + pixel art. Kenji your 'Tokyo Rain' loop is on repeat"],
      ['kenji_beats', '@omar_codes thank you!! Use it in a video and tag me'],
      ['lily_pets', 'Hi! Lily from Sydney, two cats and a very silly dog 🐾'],
      ['noah_fit', 'Noah, Berlin. Short workouts, no equipment. Who wants a 7-day challenge? 💪'],
      ['maya_moves', "@noah_fit I'm in, as long as there is music"],
      ['zara_style', 'Zara, fashion + colour palettes. This place already has the best vibes ✨'],
      ['popreel_admin', 'Reminder: be kind, and use Report if something looks off. Have fun! 💜'],
    ],
  },
  {
    name: 'Food Lovers',
    createdBy: 'leo_eats',
    hoursAgo: 70,
    gapMinutes: 190,
    messages: [
      ['leo_eats', 'Room for food talk 🍝 What did you eat today?'],
      ['sofia_travels', 'Pastéis de nata from the place near Time Out Market. Still warm 🤤'],
      ['leo_eats', '@sofia_travels jealous. Which stall?'],
      ['sofia_travels', 'The one by the entrance, go early before the queue'],
      ['lily_pets', 'Homemade pumpkin soup, the dog got the leftovers 🎃🐶'],
      ['noah_fit', 'Overnight oats with peanut butter. Meal prep gang 🥣'],
      ['zara_style', 'Leo, any recs near Odéon for Saturday brunch?'],
      ['leo_eats', '@zara_style Le Comptoir du Relais — book ahead, worth it'],
      ['maya_moves', 'Borough Market on Sunday, anyone? 🧀'],
      ['leo_eats', "@maya_moves count me in, I'm in London next week"],
    ],
  },
  {
    name: 'Travel Buddies',
    createdBy: 'sofia_travels',
    hoursAgo: 40,
    gapMinutes: 170,
    messages: [
      ['sofia_travels', 'Planning Tokyo in spring 🌸 Tips welcome!'],
      ['kenji_beats', 'Shibuya Crossing at night, then walk to Nonbei Yokocho for tiny bars'],
      ['sofia_travels', '@kenji_beats saving this, thank you!'],
      ['lily_pets', 'If you ever come to Sydney, Bondi to Coogee walk at sunrise 🌅'],
      ['ava_sketches', 'Tate Modern is free and the turbine hall is huge, go when in London'],
      ['omar_codes', 'Dubai in winter is perfect, summer not so much 🥵'],
      ['zara_style', 'Lisbon → Porto by train is so pretty'],
      ['sofia_travels', 'Adding all of this to the map, you are the best ✈️'],
    ],
  },
];
