/** Every English catalogue: the ids and the source texts every other language translates. */
import { publicPages } from "./public-pages";
import { shell } from "./shell";
import { documents } from "./documents";
import { signedIn } from "./signed-in";

export const en = { ...shell, ...publicPages, ...signedIn, ...documents } as const;
