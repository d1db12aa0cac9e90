import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/utils";

/** A 6-digit authenticator code: numbers only, at most 6 (docs/product.md section 5), offered by the phone's keyboard. */
export function CodeInput({
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<"input">, "onChange" | "value"> & { value: string; onValueChange: (value: string) => void }) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      spellCheck={false}
      className={cn("max-w-48 font-mono text-lg tracking-[0.3em]", className)}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, "").slice(0, 6))}
      {...props}
    />
  );
}
