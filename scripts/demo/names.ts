/**
 * Names for the demo school: diverse, realistic, and chosen so none is an everyday English word or a
 * piece of one (the role-and-relationship walk looks for another family's names in answers).
 */
export const CHILD_FIRST_NAMES = [
  "Amara", "Mateo", "Sofia", "Liam", "Aaliyah", "Noah", "Priya", "Ethan", "Yuki", "Olivia", "Kwame", "Isabella",
  "Arjun", "Chloe", "Diego", "Zara", "Hiroshi", "Maya", "Elijah", "Fatima", "Lucas", "Imani", "Santiago", "Leila",
  "Oliver", "Anaya", "Kai", "Valentina", "Tariq", "Harper", "Emeka", "Camila", "Ravi", "Nora", "Jonah", "Aisha",
  "Felix", "Mei", "Omari", "Ingrid", "Rafael", "Esme", "Dmitri", "Keiko", "Xavier", "Nadia", "Tobias", "Lucia",
  "Jabari", "Saanvi", "Henrik", "Amina", "Julian", "Thandiwe", "Matteo", "Yara", "Soren", "Adaeze", "Emilio", "Hana",
  "Malik", "Ximena", "Theo", "Nia", "Rohan", "Greta", "Ezra", "Ayesha", "Bruno", "Mira", "Kofi", "Elodie",
  "Ibrahim", "Paloma", "Declan", "Sakura", "Anders", "Chiara", "Zion", "Farah", "Milo", "Aiyana", "Nikolai", "Inaya",
  "Jasper", "Lena", "Ayaan", "Rosalind", "Tomas", "Beatriz", "Desmond", "Kiara", "Gideon", "Wren", "Idris", "Marisol",
] as const;

export const ADULT_FIRST_NAMES = [
  "Adriana", "Marcus", "Keisha", "Daniel", "Mariana", "Samuel", "Ngozi", "Andrew", "Leticia", "Kenji", "Rebecca", "Tunde",
  "Gabriela", "Jamal", "Elena", "Vikram", "Monique", "Stefan", "Farida", "Gregory", "Yolanda", "Hassan", "Claire", "Alejandro",
  "Priscilla", "Rashid", "Ingeborg", "Luis", "Simone", "Chidi", "Natasha", "Arturo", "Deborah", "Kwabena", "Renata", "Mohammed",
  "Juliet", "Takeshi", "Lorraine", "Emmanuel", "Anjali", "Patrick", "Wanjiru", "Roberto", "Heather", "Sung-min", "Marguerite", "Olumide",
  "Teresa", "Bogdan", "Camille", "Dariusz", "Esperanza", "Francisco", "Giselle", "Horatio", "Ifeoma", "Joaquin", "Katarina", "Lamar",
] as const;

export const FAMILY_NAMES = [
  "Okafor", "Nakamura", "Castellanos", "Lindqvist", "Abernathy", "Mwangi", "Deshpande", "Villalobos", "Kowalczyk", "Achterberg",
  "Oyelaran", "Haddadin", "Brennan", "Szymanski", "Thistlewood", "Quintero", "Rasmussen", "Adeyemi", "Fitzgerald", "Takahashi",
  "Mbeki", "Delacroix", "Sandoval", "Yamamoto", "Kaczmarek", "Oduya", "Valderrama", "Henriksen", "Chakraborty", "Whitcombe",
  "Esposito", "Nwachukwu", "Bergstrom", "Alvarado", "Iwasaki", "Papadopoulos", "Ferreira", "Okonkwo", "Lindgren", "Montenegro",
  "Vasquez", "Oyelowo", "Castellvi", "Ashworth", "Kuznetsova", "Balogun", "Marchetti", "Hashemi", "Zielinski", "Agarwal",
  "Caldwell", "Dimitriou", "Osei", "Fukuda", "Galloway", "Hakimi", "Ibarra", "Jovanovic", "Kiplagat", "Lombardi",
  "Mendoza", "Nyambura", "Ortega", "Pellegrini", "Quarshie", "Ramaswamy", "Sorensen", "Trujillo", "Uchenna", "Vandermeer",
  "Wojcik", "Xiong", "Yilmaz", "Zamora", "Abubakar", "Bjornsson", "Cardenas", "Dossou", "Eriksen", "Figueroa",
  "Gutierrez", "Halvorsen", "Ikeda", "Jaramillo", "Kamau", "Larsson", "Moreau", "Nkemelu", "Obradovic", "Petrakis",
  "Quiroga", "Rahimi", "Sakamoto", "Tshabalala", "Umarov", "Velasquez", "Wilmington", "Yeboah", "Zapata", "Arrington",
  "Bustamante", "Coulibaly", "Dragomir", "Ekwueme", "Fonseca", "Gallagher", "Hendrickson", "Iyengar", "Jablonski", "Kruger",
  "Lacroix", "Mahlangu", "Novak", "Ogunleye", "Pacheco", "Rautio", "Salazar", "Tanaka", "Urquhart", "Valenzuela",
  "Waweru", "Yoshida", "Zhukov", "Asante", "Bellweather", "Chaudhry", "Dunleavy", "Espinoza", "Fairbanks", "Goldberg",
  "Huerta", "Ishikawa", "Jimenez", "Kariuki", "Lautner", "Mukherjee", "Navarro", "Odhiambo", "Pemberton", "Rinaldi",
  "Sutherland", "Thorvaldsen", "Underwood", "Voronova", "Whitaker", "Yamaguchi", "Zeller", "Anselmo", "Brathwaite", "Cisneros",
] as const;

/** Teachers: first and last names apart from the families', so no teacher shares a family's name. */
export const TEACHER_NAMES = [
  ["Rosa", "Delgado-Marsh"], ["Jerome", "Whitfield"], ["Anh", "Tranquilli"], ["Beatrice", "Osterhaus"], ["Kwesi", "Amankwah"],
  ["Lourdes", "Barrientos"], ["Martin", "Eichelberger"], ["Noor", "Siddiqui"], ["Colette", "Brassard"], ["Hamid", "Rostami"],
  ["Ingrid", "Solbakken"], ["Desiree", "Fontenot"], ["Parisa", "Jafari"], ["Wendell", "Okoro"], ["Mirela", "Constantinescu"],
  ["Tomasz", "Wieczorek"], ["Alana", "Kahananui"], ["Reggie", "Batiste"], ["Sunita", "Venkataraman"], ["Fiona", "MacAllister"],
] as const;

/** The admin account of the demo school. */
export const ADMIN_NAME = ["Dana", "Whitmore-Ellis"] as const;

/** What teachers do for a child with a plan (a handful of children have one). */
export const ACCOMMODATIONS = [
  { plan: "iep", text: "Extended time (1.5x) on assessments; directions read aloud; check for understanding after each new step." },
  { plan: "504", text: "Movement break every 20 minutes; may keep the camera off during breaks; fidget tool allowed." },
  { plan: "iep", text: "Speech-to-text for written work; word bank on writing tasks; small-group reading support three times a week." },
  { plan: "504", text: "Captions on all video; written copy of spoken directions; seat near the teacher's camera in breakout rooms." },
  { plan: "504", text: "Visual schedule shared before class; advance notice of transitions; quiet breakout room available." },
] as const;

export const PREFERRED_NAMES: Readonly<Record<string, string>> = {
  Valentina: "Vale",
  Nikolai: "Kolya",
  Santiago: "Santi",
  Alejandro: "Alex",
  Elijah: "Eli",
  Isabella: "Bella",
  Rosalind: "Roz",
};
