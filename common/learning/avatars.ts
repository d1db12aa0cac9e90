/**
 * The avatars a child picks on /student/profile: pictures drawn from the icon set, each with a word,
 * so no child uploads a photo of themselves. The id is what the server stores.
 */
export interface AvatarChoice {
  id: string;
  label: string;
}

export const AVATARS: readonly AvatarChoice[] = [
  { id: "cat", label: "Cat" },
  { id: "dog", label: "Dog" },
  { id: "rabbit", label: "Rabbit" },
  { id: "bird", label: "Bird" },
  { id: "fish", label: "Fish" },
  { id: "turtle", label: "Turtle" },
  { id: "rocket", label: "Rocket" },
  { id: "star", label: "Star" },
  { id: "sun", label: "Sun" },
  { id: "flower", label: "Flower" },
  { id: "tree", label: "Tree" },
  { id: "music", label: "Music" },
];

export const AVATAR_IDS = AVATARS.map((a) => a.id) as [string, ...string[]];
