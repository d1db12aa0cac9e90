/** Every English catalogue: the ids and the source texts every other language translates. */
import { publicPages } from "./public-pages";
import { shell } from "./shell";

export const en = { ...shell, ...publicPages } as const;
