/**
 * Forms whose code arrives when the visitor reaches for them.
 *
 * A public page's form is in its prerendered HTML, but its code (react-hook-form, zod, TanStack Query,
 * the upload client) is too heavy to download on every visit (docs/decisions/0007). So the page first
 * renders the form's markup with no behaviour (the "shell"); the first sign of intent (pointer over
 * the form, a press, focus, a key, a submit) downloads the live form, which then replaces the shell
 * with identical markup. The swap happens in one task, so nothing typed is lost: the values, chosen
 * files and the focused field (with its caret) are carried over, and a submit made before the code
 * arrived is made again once it has.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType, type RefObject } from "react";
import { flushSync } from "react-dom";

export interface FormSnapshot {
  /** Text values by field name. */
  values: Record<string, string>;
  /** Files chosen in file inputs, by field name. */
  files: Record<string, File[]>;
  /** The field that had focus, with its selection when it has one. */
  focus?: { name: string; start: number | null; end: number | null };
  /** The visitor submitted before the live form arrived. */
  submit: boolean;
}

export const EMPTY_SNAPSHOT: FormSnapshot = { values: {}, files: {}, submit: false };

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

function selectionOf(element: Control) {
  try {
    if (element instanceof HTMLSelectElement) return { start: null, end: null };
    return { start: element.selectionStart, end: element.selectionEnd };
  } catch {
    return { start: null, end: null };
  }
}

export function snapshotForm(form: HTMLFormElement | null, submit: boolean): FormSnapshot {
  const snapshot: FormSnapshot = { values: {}, files: {}, submit };
  if (!form) return snapshot;
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === "file") {
      snapshot.files[element.name] = Array.from(element.files ?? []);
    } else if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      if (element.checked) snapshot.values[element.name] = element.value;
    } else {
      snapshot.values[element.name] = element.value;
    }
  }
  const active = document.activeElement;
  if (active && isControl(active) && form.contains(active) && active.name) {
    snapshot.focus = { name: active.name, ...selectionOf(active) };
  }
  return snapshot;
}

export interface LiveFormProps {
  snapshot: FormSnapshot;
}

export type ShellFormProps = ComponentProps<"form"> & { ref: RefObject<HTMLFormElement | null> };

/**
 * For the shell: props for its <form> that start the download, the live form once it has arrived
 * (render it instead of the shell), and whether a submit is waiting on a download that failed.
 */
export function useUpgradableForm<P extends LiveFormProps>(load: () => Promise<ComponentType<P>>) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRequested = useRef(false);
  const loading = useRef(false);
  const [live, setLive] = useState<{ Form: ComponentType<P>; snapshot: FormSnapshot }>();
  const [failed, setFailed] = useState(false);

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (Form) => {
        // Read the shell and replace it in the same task: nothing typed in between can be lost.
        flushSync(() => setLive({ Form, snapshot: snapshotForm(formRef.current, submitRequested.current) }));
      },
      () => {
        // Offline: try again on the next sign of intent; a waiting submit is told why nothing happened.
        loading.current = false;
        if (submitRequested.current) setFailed(true);
      },
    );
  }, [load]);

  const formProps: ShellFormProps = {
    ref: formRef,
    noValidate: true,
    onPointerEnter: start,
    onPointerDown: start,
    onTouchStart: start,
    onFocus: start,
    onKeyDown: start,
    onSubmit: (event) => {
      event.preventDefault();
      submitRequested.current = true;
      setFailed(false);
      start();
    },
  };

  return { live, formProps, failed };
}

/**
 * For the live form, right after it replaced the shell: focus the field that had focus (caret
 * included) and repeat a submit the visitor made while the code was downloading.
 */
export function useSnapshotHandoff(formRef: RefObject<HTMLFormElement | null>, snapshot: FormSnapshot) {
  const done = useRef(false);
  useLayoutEffect(() => {
    const form = formRef.current;
    const focus = snapshot.focus;
    if (!form || !focus) return;
    const element = form.elements.namedItem(focus.name);
    if (!(element instanceof HTMLElement) || !isControl(element as Element)) return;
    element.focus({ preventScroll: true });
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && focus.start !== null && focus.end !== null) {
      try {
        element.setSelectionRange(focus.start, focus.end);
      } catch {
        // Inputs without a caret (email, number) keep the browser's own.
      }
    }
  }, [formRef, snapshot]);
  useEffect(() => {
    if (done.current || !snapshot.submit) return;
    done.current = true;
    formRef.current?.requestSubmit();
  }, [formRef, snapshot]);
}
