/** Every English catalogue: the ids and the source texts every other language translates. */
import { publicPages } from "./public-pages";
import { shell } from "./shell";
import { documents } from "./documents";
import { signedIn } from "./signed-in";
import { staff } from "./staff";

export const en = { ...shell, ...publicPages, ...signedIn, ...staff, ...documents } as const;
