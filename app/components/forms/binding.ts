import type { ChangeEvent, FocusEvent } from "react";

/**
 * What a form view needs to wire one control: react-hook-form's `register(name)` result in a live
 * form, just the name in a shell (app/components/forms/upgradable-form.tsx).
 */
export interface FieldBinding {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's register() ref takes any element; the shell passes none
  ref?: (instance: any) => void;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => unknown;
}

export const shellBinding = (name: string): FieldBinding => ({ name });
